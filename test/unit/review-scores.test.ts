import { describe, expect, it } from 'vitest';
import { consensus, normalisedScore, reviewScore } from '#shared/review-scores.ts';

describe('review scores', () => {
  it('puts the lowest mark at 0 and the highest at 100 on either scale', () => {
    expect(normalisedScore({ score: 1, scale: 5 })).toBe(0);
    expect(normalisedScore({ score: 5, scale: 5 })).toBe(100);
    expect(normalisedScore({ score: 10, scale: 10 })).toBe(100);
    expect(normalisedScore({ score: 3, scale: 5 })).toBe(50);
  });

  it('weighs each criterion by its weight', () => {
    expect(reviewScore([{ score: 5, scale: 5, weight: 3 }, { score: 1, scale: 10, weight: 1 }])).toBe(75);
    expect(reviewScore([{ score: 5, scale: 5, weight: 0 }])).toBeNull();
  });

  it('flags reviews that lie far apart, never a single one', () => {
    expect(consensus([])).toEqual({ reviews: 0, mean: null, spread: null, disagreement: false });
    expect(consensus([90])).toEqual({ reviews: 1, mean: 90, spread: 0, disagreement: false });
    expect(consensus([40, 60])).toEqual({ reviews: 2, mean: 50, spread: 10, disagreement: false });
    expect(consensus([10, 90])).toMatchObject({ mean: 50, spread: 40, disagreement: true });
  });
});
