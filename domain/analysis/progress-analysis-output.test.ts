import { describe, expect, it } from 'vitest';
import { recentPhoto } from './analysis-test-fixtures';
import type { WorkQuality } from './photo-analysis';
import { analyzeProgress, type ProgressFacts, progressTrend, type RecentAnalysis } from './progress-analysis';

// The built-in progress analysis word for word, and both sides of each edge of the trend and the alerts.

const photo = (photoDate: string, progressPercentage: number, workQuality: WorkQuality, over: Partial<RecentAnalysis> = {}) =>
  recentPhoto(1, photoDate, progressPercentage, workQuality, { fileName: 'p.jpg', ...over });
const facts = (analyses: RecentAnalysis[], project: Partial<ProgressFacts['project']> = {}, today = '2026-03-20'): ProgressFacts => ({
  today,
  project: { status: 'active', plannedDays: 40, daysElapsed: 20, daysLate: 0, ...project },
  analyses,
});
const seq = (...steps: [number, WorkQuality][]) => steps.map(([progressPercentage, workQuality]) => ({ progressPercentage, workQuality }));

describe('progressTrend: the edges', () => {
  it.each([
    [seq([10, 'good'], [15, 'good']), 'improving'],
    [seq([10, 'good'], [14.9, 'good']), 'steady'],
    [seq([10, 'good'], [5, 'good']), 'steady'],
    [seq([10, 'good'], [4.9, 'good']), 'declining'],
    [seq([10, 'good'], [20, 'fair']), 'declining'],
    [seq([10, 'excellent'], [20, 'good']), 'declining'],
    [seq([10, 'good'], [20, 'excellent']), 'improving'],
    // Halves: the middle photo of three is in neither half; four photos compare the means of two and two.
    [seq([10, 'good'], [12, 'poor'], [20, 'good']), 'improving'],
    [seq([10, 'excellent'], [11, 'good'], [12, 'fair'], [13, 'fair']), 'declining'],
    [seq([10, 'excellent'], [11, 'good'], [12, 'good'], [13, 'fair']), 'declining'],
    [seq([10, 'excellent'], [11, 'good'], [12, 'good'], [13, 'good']), 'steady'],
    [seq([10, 'good'], [11, 'good'], [30, 'good'], [12, 'good']), 'steady'],
    [[], 'insufficient data'],
  ] as const)('%j is %s', (photos, trend) => expect(progressTrend([...photos])).toBe(trend));
});

describe('analyzeProgress: the whole answer', () => {
  it('one clean photo of a project on plan', () => {
    expect(analyzeProgress(facts([photo('2026-03-18', 45, 'good')]))).toEqual({
      progressTrend: 'insufficient data',
      overallAssessment:
        '1 recent analysed photo; latest estimated progress 45% with good work quality. There are not enough analysed photos for a trend yet. ' +
        'Quality ratings: 1 good. Ratings of the built-in engine come from documented issues, photo clarity and cost-versus-schedule figures, not from judging workmanship in the pixels.',
      alertsAndConcerns: [],
      recommendations: ['Analyse at least two photos taken on different days to see a trend.'],
    });
  });

  it('a steady sequence with nothing wrong', () => {
    const r = analyzeProgress(facts([photo('2026-03-18', 45, 'good'), photo('2026-03-10', 44, 'good')]));
    expect(r).toEqual({
      progressTrend: 'steady',
      overallAssessment:
        '2 recent analysed photos; latest estimated progress 45% with good work quality. The trend across 2 photos from 2026-03-10 to 2026-03-18 is steady (estimated progress 44% → 45%). ' +
        'Quality ratings: 2 good. Ratings of the built-in engine come from documented issues, photo clarity and cost-versus-schedule figures, not from judging workmanship in the pixels.',
      alertsAndConcerns: [],
      recommendations: ['Keep photographing each stage and analyse new photos as they are added.'],
    });
  });

  it('everything wrong, in order', () => {
    const r = analyzeProgress(
      facts(
        [
          photo('2026-03-01', 10, 'poor', { photoQualityNotes: ['Looks blurred (sharpness 0.1)'] }),
          photo('2026-02-25', 12, 'poor', { category: 'issue', caption: 'Leak' }),
          photo('2026-02-20', 11, 'poor', { issues: ['x'] }),
          photo('2026-02-15', 30, 'good', { photoQualityNotes: ['Too dark (mean brightness 20 of 255)', 'Clear'] }),
        ],
        { plannedDays: 30, daysElapsed: 45, daysLate: 1 },
      ),
    );
    expect(r.progressTrend).toBe('declining');
    expect(r.alertsAndConcerns).toEqual([
      '2 of 4 recent photos document an issue: "Leak", photo of 2026-02-20.',
      '1 photo is rated poor.',
      '2 photos are too dark, blurred or washed out to show the work.',
      'The latest photo shows about 10% progress at 100% of the planned 30 days.',
      'Behind schedule: 1 day past its planned end.',
      'The newest analysed photo is 19 days old.',
    ]);
    expect(r.recommendations).toEqual([
      'Resolve the reported issues and add a photo of each fix.',
      'Retake unclear photos in good light and hold the camera steady.',
      'Progress trails the schedule: review crew days and the remaining scope.',
      'Add current progress photos so the analysis reflects the site today.',
      'Quality or progress is slipping in recent photos: walk the site with the crew lead.',
    ]);
    expect(r.overallAssessment).toContain('Quality ratings: 1 good, 3 poor.');
  });

  it('one issue photo among one; several poor ones', () => {
    const one = analyzeProgress(facts([photo('2026-03-18', 45, 'poor', { category: 'issue' })]));
    expect(one.alertsAndConcerns).toEqual(['1 of 1 recent photo documents an issue: photo of 2026-03-18.']);
    const poor = analyzeProgress(facts([photo('2026-03-18', 45, 'poor'), photo('2026-03-17', 45, 'poor')]));
    expect(poor.alertsAndConcerns).toEqual(['2 photos are rated poor.']);
    const unclear = analyzeProgress(facts([photo('2026-03-18', 45, 'good', { photoQualityNotes: ['Low contrast (5)'] })]));
    expect(unclear.alertsAndConcerns).toEqual(['1 photo is too dark, blurred or washed out to show the work.']);
    // Only a note that starts with a problem is one.
    const fine = analyzeProgress(facts([photo('2026-03-18', 45, 'good', { photoQualityNotes: ['Clear photo; not Overexposed'] })]));
    expect(fine.alertsAndConcerns).toEqual([]);
    const over = analyzeProgress(facts([photo('2026-03-18', 45, 'good', { photoQualityNotes: ['Overexposed (230)'] })]));
    expect(over.alertsAndConcerns).toHaveLength(1);
  });

  it('progress trailing the schedule by 25 points or more, not for a completed project or without a plan', () => {
    const lag = (progress: number, project: Partial<ProgressFacts['project']> = {}) =>
      analyzeProgress(facts([photo('2026-03-18', progress, 'good')], project)).alertsAndConcerns;
    // 20 of 40 days = 50 %.
    expect(lag(25)).toEqual(['The latest photo shows about 25% progress at 50% of the planned 40 days.']);
    expect(lag(25.1)).toEqual([]);
    expect(lag(0, { daysElapsed: 1, plannedDays: 3 })).toEqual([
      'The latest photo shows about 0% progress at 33.3% of the planned 3 days.',
    ]);
    expect(lag(10, { status: 'completed' })).toEqual([]);
    expect(lag(10, { plannedDays: null })).toEqual([]);
    expect(lag(10, { plannedDays: 0 })).toEqual([]);
  });

  it('days late and stale photos', () => {
    const alerts = (project: Partial<ProgressFacts['project']>, today: string) =>
      analyzeProgress(facts([photo('2026-03-01', 45, 'good')], project, today)).alertsAndConcerns;
    expect(alerts({ daysLate: 2 }, '2026-03-15')).toEqual(['Behind schedule: 2 days past its planned end.']);
    expect(alerts({}, '2026-03-15')).toEqual([]);
    expect(alerts({}, '2026-03-16')).toEqual(['The newest analysed photo is 15 days old.']);
    expect(alerts({ status: 'completed' }, '2026-04-16')).toEqual([]);
  });

  it('needs a photo', () => {
    expect(() => analyzeProgress(facts([]))).toThrow('analyzeProgress needs at least one analysed photo');
  });
});
