import { describe, expect, it } from 'vitest';
import { clearImage, photoFacts } from './analysis-test-fixtures';
import { analyzePhoto, estimateProgress, measurementsFromStats, photoAnalysisSchema, photoQualityNotes } from './photo-analysis';

const clear = clearImage;
const facts = photoFacts;

describe('photo analysis (built-in)', () => {
  it('estimates progress from schedule and cost progress and says what it measured', () => {
    const a = analyzePhoto(facts());
    expect(photoAnalysisSchema.parse(a)).toEqual(a);
    expect(a.progressPercentage).toBe(40); // mean of 50 % of days and 30 % of budget
    expect(a.workQuality).toBe('good');
    expect(a.photoQuality.rating).toBe('good');
    expect(a.issues).toEqual([]);
    expect(a.workDescription).toContain('cannot judge workmanship from pixels');
    expect(a.workDescription).toContain('1600×1200 px, brightness 128/255, contrast 55, sharpness 4.2');
    expect(a.workDescription).toContain('schedule 50% (day 10 of 20) and costs 30% of the budget, averaged');
  });

  it('caps progress at 90 while open, 100 when completed, 0 for a before photo', () => {
    expect(estimateProgress(facts({}, { daysElapsedAtPhoto: 30, costsAtPhoto: 9500 })).percent).toBe(90);
    expect(analyzePhoto(facts({ category: 'after' }, { status: 'completed' })).progressPercentage).toBe(100);
    expect(analyzePhoto(facts({ category: 'before' })).progressPercentage).toBe(0);
    expect(analyzePhoto(facts({ category: 'after' })).progressPercentage).toBe(90);
    expect(estimateProgress(facts({}, { plannedDays: null, budget: 0 }))).toEqual({
      percent: 0,
      basis: 'the project has neither a schedule nor a budget to measure against',
    });
  });

  it('rates an issue photo poor and reports the issue', () => {
    const a = analyzePhoto(facts({ category: 'issue', caption: 'Leak under sink' }));
    expect(a.workQuality).toBe('poor');
    expect(a.issues).toEqual(['Issue reported with this photo: "Leak under sink".']);
    const worded = analyzePhoto(facts({ caption: 'Crack in the new drywall' }));
    expect(worded.workQuality).toBe('poor');
    expect(worded.issues).toEqual(['The caption mentions "Crack": "Crack in the new drywall".']);
  });

  it('flags dark and blurred photos and does not rate the work from them', () => {
    const a = analyzePhoto(facts({ image: { ...clear, brightness: 20, sharpness: 0.1 } }));
    expect(a.photoQuality.rating).toBe('poor');
    expect(a.photoQuality.notes).toEqual([
      'Too dark (mean brightness 20 of 255); retake with more light.',
      'Looks blurred (sharpness 0.1, below 0.5); hold the camera still and focus on the work.',
    ]);
    expect(a.workQuality).toBe('fair');
    expect(photoQualityNotes({ ...clear, width: 320, height: 240 }).rating).toBe('fair');
  });

  it('rates fair when costs run ahead of the schedule, excellent for a completion photo of a completed project', () => {
    expect(analyzePhoto(facts({}, { daysElapsedAtPhoto: 4, costsAtPhoto: 5000 })).workQuality).toBe('fair');
    expect(
      analyzePhoto(facts({ category: 'completed' }, { status: 'completed', daysElapsedAtPhoto: 20, costsAtPhoto: 8000 })).workQuality,
    ).toBe('excellent');
  });

  it('still analyses a photo the server cannot decode, and says nothing was measured', () => {
    const a = analyzePhoto(facts({ image: null }));
    expect(a.photoQuality).toEqual({
      rating: 'fair',
      notes: ['The image format could not be decoded on the server (e.g. HEIC), so photo quality was not measured.'],
    });
    expect(a.progressPercentage).toBe(40);
    expect(a.workDescription).toContain('the image could not be decoded, so nothing was measured in it, but cannot judge workmanship');
  });

  it('turns sharp stats into measurements (Rec. 709 luminance, mean channel deviation)', () => {
    const m = measurementsFromStats(
      {
        channels: [
          { mean: 100, stdev: 30 },
          { mean: 200, stdev: 60 },
          { mean: 50, stdev: 30 },
          { mean: 255, stdev: 0 },
        ],
        sharpness: 3.14159,
        entropy: 7.123,
      },
      800,
      600,
    );
    expect(m).toEqual({ width: 800, height: 600, brightness: 167.91, contrast: 40, sharpness: 3.14, entropy: 7.12 });
  });
});
