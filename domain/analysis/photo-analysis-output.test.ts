import { describe, expect, it } from 'vitest';
import { clearImage, photoFacts } from './analysis-test-fixtures';
import { analyzePhoto, estimateProgress, measurementsFromStats, photoQualityNotes } from './photo-analysis';

// The built-in photo analysis word for word, and both sides of each threshold (docs/decisions/).

const clear = clearImage;
const facts = photoFacts;

describe('analyzePhoto: the whole answer', () => {
  it('a clear progress photo of a project on plan', () => {
    expect(analyzePhoto(facts())).toEqual({
      progressPercentage: 40,
      workQuality: 'good',
      workDescription:
        'Progress photo of 2026-03-10 ("Kitchen cabinets installed"). Built-in analysis: it measures the image (1600×1200 px, ' +
        'brightness 128/255, contrast 55, sharpness 4.2) but cannot judge workmanship from pixels. Progress 40% is estimated ' +
        'from schedule 50% (day 10 of 20) and costs 30% of the budget, averaged. Quality is rated good because no issue is ' +
        'reported and costs are in line with the schedule.',
      photoQuality: { rating: 'good', notes: ['Clear photo: 1600×1200 px, brightness 128, contrast 55, sharpness 4.2.'] },
      issues: [],
      recommendations: ['Keep adding dated progress photos of each stage so progress can be compared over time.'],
    });
  });

  it('an issue photo without a caption that cannot be decoded', () => {
    expect(analyzePhoto(facts({ category: 'issue', caption: '   ', image: null }))).toEqual({
      progressPercentage: 40,
      workQuality: 'poor',
      workDescription:
        'Issue photo of 2026-03-10 (no caption). Built-in analysis: the image could not be decoded, so nothing was measured in it, ' +
        'but cannot judge workmanship from pixels. Progress 40% is estimated from schedule 50% (day 10 of 20) and costs 30% of ' +
        'the budget, averaged. Quality is rated poor because the photo is filed as an issue.',
      photoQuality: {
        rating: 'fair',
        notes: ['The image format could not be decoded on the server (e.g. HEIC), so photo quality was not measured.'],
      },
      issues: ['This photo is filed as an issue but has no caption describing it.'],
      recommendations: [
        'Retake the photo in good light, steady and close enough to show the work.',
        'Record how and when the issue will be fixed, and add a photo once it is resolved.',
        'Add a caption saying what the photo shows (room, trade, stage).',
      ],
    });
  });

  it('a problem word in the caption of a progress photo', () => {
    const a = analyzePhoto(facts({ caption: '  Water stains on the ceiling ' }));
    expect(a.issues).toEqual(['The caption mentions "Water stains": "Water stains on the ceiling".']);
    expect(a.workQuality).toBe('poor');
    expect(a.workDescription).toContain('Quality is rated poor because the caption mentions "Water stains".');
    expect(a.recommendations).toEqual(['If this is a problem on site, file the photo as an issue so it is tracked.']);
    // Whole words only.
    expect(analyzePhoto(facts({ caption: 'Carrot cake for the crew' })).issues).toEqual([]);
  });

  it('a project past its planned end: fair, with the days late', () => {
    const one = analyzePhoto(facts({}, { daysLateAtPhoto: 1 }));
    expect(one.workQuality).toBe('fair');
    expect(one.workDescription).toContain('Quality is rated fair because the project was 1 day past its planned end.');
    expect(one.recommendations).toEqual(['The project is past its planned days; photograph the remaining work to plan the finish.']);
    expect(analyzePhoto(facts({}, { daysLateAtPhoto: 3 })).workDescription).toContain('the project was 3 days past its planned end.');
  });

  it('costs more than 15 points ahead of the schedule: fair; exactly 15 is not', () => {
    const ahead = analyzePhoto(facts({}, { costsAtPhoto: 6501 }));
    expect(ahead.workQuality).toBe('fair');
    expect(ahead.workDescription).toContain('Quality is rated fair because costs (65% of budget) run ahead of the schedule (50%).');
    expect(ahead.recommendations).toEqual(['Costs are ahead of the schedule; compare the work shown with what has been paid for.']);
    expect(analyzePhoto(facts({}, { costsAtPhoto: 6500 })).workQuality).toBe('good');
    // Without a budget or a plan nothing can run ahead.
    expect(analyzePhoto(facts({}, { budget: 0, costsAtPhoto: 9000 })).workQuality).toBe('good');
    expect(analyzePhoto(facts({}, { plannedDays: null, costsAtPhoto: 9000 })).workQuality).toBe('good');
  });

  it('a late project whose costs also run ahead names the lateness and recommends both', () => {
    const a = analyzePhoto(facts({}, { daysLateAtPhoto: 2, costsAtPhoto: 9000 }));
    expect(a.workDescription).toContain('because the project was 2 days past its planned end.');
    expect(a.recommendations).toEqual([
      'Costs are ahead of the schedule; compare the work shown with what has been paid for.',
      'The project is past its planned days; photograph the remaining work to plan the finish.',
    ]);
  });

  it('a poor photo is rated fair whatever the schedule; an issue still wins', () => {
    const dark = { ...clear, brightness: 10, contrast: 5 };
    const a = analyzePhoto(facts({ image: dark }, { daysLateAtPhoto: 4 }));
    expect(a.workDescription).toContain('Quality is rated fair because the photo is too poor to show the work clearly.');
    expect(analyzePhoto(facts({ image: dark, category: 'issue', caption: 'Gap' })).workQuality).toBe('poor');
  });

  it('excellent only for a completion photo of a completed project', () => {
    const done = (category: string) =>
      analyzePhoto(facts({ category }, { status: 'completed', daysElapsedAtPhoto: 20, costsAtPhoto: 8000 }));
    const a = done('after');
    expect(a.workQuality).toBe('excellent');
    expect(a.progressPercentage).toBe(100);
    expect(a.workDescription).toContain(
      'Progress 100% is estimated from the project is marked completed. Quality is rated excellent because the project is completed with no issue reported and costs in line with the schedule.',
    );
    expect(done('completed').workQuality).toBe('excellent');
    expect(done('progress').workQuality).toBe('good');
    expect(analyzePhoto(facts({ category: 'after' }, { daysElapsedAtPhoto: 20, costsAtPhoto: 8000 })).workQuality).toBe('good');
  });
});

describe('estimateProgress', () => {
  it.each([
    [{ status: 'completed' }, 'before', { percent: 100, basis: 'the project is marked completed' }],
    [{}, 'before', { percent: 0, basis: 'a before photo shows the site before work starts' }],
    [{}, 'after', { percent: 90, basis: 'a completion photo of an open project (at most 90% until the project is marked completed)' }],
    [{}, 'completed', { percent: 90, basis: 'a completion photo of an open project (at most 90% until the project is marked completed)' }],
    [{ budget: 0 }, 'progress', { percent: 50, basis: 'schedule 50% (day 10 of 20)' }],
    [{ plannedDays: null }, 'progress', { percent: 30, basis: 'costs 30% of the budget' }],
    [
      { plannedDays: 0, budget: -5 },
      'progress',
      { percent: 0, basis: 'the project has neither a schedule nor a budget to measure against' },
    ],
    [{ plannedDays: 3, daysElapsedAtPhoto: 1, budget: 0 }, 'progress', { percent: 33.33, basis: 'schedule 33.3% (day 1 of 3)' }],
    // Each part stops at 100 before the mean: (100 + 70) / 2 = 85, not (150 + 70) / 2.
    [
      { daysElapsedAtPhoto: 30, costsAtPhoto: 7000 },
      'progress',
      { percent: 85, basis: 'schedule 100% (day 30 of 20) and costs 70% of the budget, averaged' },
    ],
    [
      { daysElapsedAtPhoto: 10, costsAtPhoto: 20000 },
      'progress',
      { percent: 75, basis: 'schedule 50% (day 10 of 20) and costs 100% of the budget, averaged' },
    ],
    [
      { daysElapsedAtPhoto: 20, costsAtPhoto: 8200 },
      'progress',
      { percent: 90, basis: 'schedule 100% (day 20 of 20) and costs 82% of the budget, averaged, capped at 90% while the project is open' },
    ],
    [
      { daysElapsedAtPhoto: 20, costsAtPhoto: 8000 },
      'progress',
      { percent: 90, basis: 'schedule 100% (day 20 of 20) and costs 80% of the budget, averaged' },
    ],
  ] as const)('project %j, %s photo', (project, category, expected) =>
    expect(estimateProgress(facts({ category }, project))).toEqual(expected),
  );
});

describe('photoQualityNotes: each threshold', () => {
  const rate = (over: Partial<typeof clear>) => photoQualityNotes({ ...clear, ...over });
  it('at the thresholds the photo is clear', () => {
    expect(rate({ brightness: 50, sharpness: 0.5, contrast: 20, entropy: 2, width: 640, height: 640 })).toEqual({
      rating: 'good',
      notes: ['Clear photo: 640×640 px, brightness 50, contrast 20, sharpness 0.5.'],
    });
    expect(rate({ brightness: 215 }).rating).toBe('good');
  });

  it.each([
    [{ brightness: 49.94 }, 'fair', ['Too dark (mean brightness 49.9 of 255); retake with more light.']],
    [{ brightness: 215.06 }, 'fair', ['Overexposed (mean brightness 215.1 of 255); details are washed out.']],
    [{ sharpness: 0.494 }, 'fair', ['Looks blurred (sharpness 0.49, below 0.5); hold the camera still and focus on the work.']],
    [{ contrast: 19.96 }, 'fair', ['Low contrast (20); surfaces and edges are hard to tell apart.']],
    [{ entropy: 1.996 }, 'fair', ['Very little detail in the frame (entropy 2 bits).']],
    [{ width: 639 }, 'fair', ['Small image (639×1200 px); use at least 640 px on the short side.']],
    [{ height: 639 }, 'fair', ['Small image (1600×639 px); use at least 640 px on the short side.']],
    [
      { entropy: 1, width: 300, height: 200 },
      'fair',
      ['Very little detail in the frame (entropy 1 bits).', 'Small image (300×200 px); use at least 640 px on the short side.'],
    ],
    [
      { brightness: 230, contrast: 10 },
      'poor',
      [
        'Overexposed (mean brightness 230 of 255); details are washed out.',
        'Low contrast (10); surfaces and edges are hard to tell apart.',
      ],
    ],
    [
      { sharpness: 0.2, contrast: 10 },
      'poor',
      [
        'Looks blurred (sharpness 0.2, below 0.5); hold the camera still and focus on the work.',
        'Low contrast (10); surfaces and edges are hard to tell apart.',
      ],
    ],
  ] as const)('%j is %s', (over, rating, notes) => expect(rate(over)).toEqual({ rating, notes }));
});

describe('measurementsFromStats', () => {
  it('a greyscale image (with or without alpha) uses its first channel', () => {
    const stats = (channels: { mean: number; stdev: number }[]) => ({ channels, sharpness: 1.006, entropy: 4.999 });
    expect(measurementsFromStats(stats([{ mean: 80.123, stdev: 12.346 }]), 10, 20)).toEqual({
      width: 10,
      height: 20,
      brightness: 80.12,
      contrast: 12.35,
      sharpness: 1.01,
      entropy: 5,
    });
    expect(
      measurementsFromStats(
        stats([
          { mean: 80, stdev: 12 },
          { mean: 255, stdev: 0 },
        ]),
        10,
        20,
      ),
    ).toMatchObject({ brightness: 80, contrast: 12 });
  });

  it('a colour image weighs R, G and B by Rec. 709', () => {
    const rgb = (means: number[], stdevs: number[], sharpness: number, entropy: number) =>
      measurementsFromStats({ channels: means.map((mean, i) => ({ mean, stdev: stdevs[i] })), sharpness, entropy }, 1, 1);
    const m = rgb([100, 0, 0], [10, 20, 60], 2, 6);
    expect([m.brightness, m.contrast]).toEqual([21.26, 30]);
    const blue = rgb([0, 0, 100], [0, 0, 0], 0, 0);
    expect(blue.brightness).toBe(7.22);
  });
});
