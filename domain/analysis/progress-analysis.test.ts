import { describe, expect, it } from 'vitest';
import { recentPhoto } from './analysis-test-fixtures';
import { analyzeProgress, progressJudgementSchema, progressTrend } from './progress-analysis';

const photo = recentPhoto;

describe('progress analysis (built-in)', () => {
  it('reads the trend from the photo sequence', () => {
    expect(progressTrend([{ progressPercentage: 20, workQuality: 'good' }])).toBe('insufficient data');
    expect(
      progressTrend([
        { progressPercentage: 20, workQuality: 'good' },
        { progressPercentage: 40, workQuality: 'good' },
      ]),
    ).toBe('improving');
    expect(
      progressTrend([
        { progressPercentage: 20, workQuality: 'good' },
        { progressPercentage: 22, workQuality: 'good' },
      ]),
    ).toBe('steady');
    expect(
      progressTrend([
        { progressPercentage: 20, workQuality: 'good' },
        { progressPercentage: 40, workQuality: 'poor' },
      ]),
    ).toBe('declining');
    expect(
      progressTrend([
        { progressPercentage: 40, workQuality: 'good' },
        { progressPercentage: 30, workQuality: 'good' },
      ]),
    ).toBe('declining');
  });

  it('assesses recent photos with alerts for issues and schedule lag', () => {
    const analyses = [
      photo(3, '2026-03-20', 30, 'poor', { category: 'issue', caption: 'Leak under sink', issues: ['Issue reported'] }),
      photo(2, '2026-03-10', 25, 'good'),
      photo(1, '2026-03-01', 10, 'good', { photoQualityNotes: ['Too dark (mean brightness 20 of 255); retake with more light.'] }),
    ];
    const r = analyzeProgress({
      today: '2026-03-21',
      project: { status: 'active', plannedDays: 30, daysElapsed: 25, daysLate: 0 },
      analyses,
    });
    expect(progressJudgementSchema.parse(r)).toEqual(r);
    expect(r.progressTrend).toBe('declining'); // quality good → poor
    expect(r.alertsAndConcerns).toEqual([
      '1 of 3 recent photos documents an issue: "Leak under sink".',
      '1 photo is too dark, blurred or washed out to show the work.',
      'The latest photo shows about 30% progress at 83.3% of the planned 30 days.',
    ]);
    expect(r.overallAssessment).toContain('3 recent analysed photos; latest estimated progress 30% with poor work quality.');
    expect(r.overallAssessment).toContain('from 2026-03-01 to 2026-03-20 is declining (estimated progress 10% → 30%)');
    expect(r.recommendations).toContain('Resolve the reported issues and add a photo of each fix.');
  });

  it('alerts "behind schedule" from the one schedule rule only', () => {
    const analyses = [photo(1, '2026-03-20', 90, 'good')];
    const late = analyzeProgress({
      today: '2026-03-21',
      project: { status: 'active', plannedDays: 30, daysElapsed: 33, daysLate: 3 },
      analyses,
    });
    expect(late.alertsAndConcerns).toContain('Behind schedule: 3 days past its planned end.');
    // Day 33 of 30 estimated days but the end date is later: not behind.
    const onPlan = analyzeProgress({
      today: '2026-03-21',
      project: { status: 'active', plannedDays: 30, daysElapsed: 33, daysLate: 0 },
      analyses,
    });
    expect(onPlan.alertsAndConcerns.some((a) => a.startsWith('Behind schedule'))).toBe(false);
  });

  it('alerts on stale photos and asks for more with a single photo', () => {
    const r = analyzeProgress({
      today: '2026-04-01',
      project: { status: 'active', plannedDays: null, daysElapsed: 40, daysLate: 0 },
      analyses: [photo(1, '2026-03-01', 10, 'good')],
    });
    expect(r.progressTrend).toBe('insufficient data');
    expect(r.alertsAndConcerns).toEqual(['The newest analysed photo is 31 days old.']);
    expect(r.recommendations).toEqual([
      'Add current progress photos so the analysis reflects the site today.',
      'Analyse at least two photos taken on different days to see a trend.',
    ]);
  });
});
