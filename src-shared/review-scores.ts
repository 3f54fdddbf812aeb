/**
 * How reviews add up (issue 33): one rule for the review screen, the consensus table and the
 * stage rules alike. Scores on a 1–5 and a 1–10 scale are put on one footing by placing each on
 * 0–100 (the lowest mark 0, the highest 100), so a threshold reads the same whatever scales a
 * scorecard mixes.
 */

export interface CriterionScore {
  score: number;
  /** The criterion's highest mark (5 or 10); the lowest is always 1. */
  scale: number;
  weight: number;
}

/** Reviews of one idea whose scores lie this far apart (standard deviation, 0–100) disagree. */
export const DISAGREEMENT_SPREAD = 20;

/** A score on 0–100. */
export function normalisedScore({ score, scale }: Pick<CriterionScore, 'score' | 'scale'>): number {
  return ((score - 1) / (scale - 1)) * 100;
}

/** One review's weighted mean on 0–100; null when its weights add up to nothing. */
export function reviewScore(scores: readonly CriterionScore[]): number | null {
  const totalWeight = scores.reduce((sum, s) => sum + s.weight, 0);
  if (totalWeight <= 0) return null;
  return scores.reduce((sum, s) => sum + normalisedScore(s) * s.weight, 0) / totalWeight;
}

export interface Consensus {
  reviews: number;
  /** The mean of the reviews' weighted means, 0–100; null without a review. */
  mean: number | null;
  /** The population standard deviation of the reviews' weighted means; 0 for one review. */
  spread: number | null;
  disagreement: boolean;
}

/** The panel's view of one idea from its submitted reviews' scores (each from `reviewScore`). */
export function consensus(reviewScores: readonly number[]): Consensus {
  const reviews = reviewScores.length;
  if (reviews === 0) return { reviews, mean: null, spread: null, disagreement: false };
  const mean = reviewScores.reduce((sum, s) => sum + s, 0) / reviews;
  const spread = Math.sqrt(reviewScores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / reviews);
  return { reviews, mean, spread, disagreement: reviews > 1 && spread >= DISAGREEMENT_SPREAD };
}
