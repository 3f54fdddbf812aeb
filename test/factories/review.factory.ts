import type { EntityManager } from '@mikro-orm/postgresql';
import { ReviewAssignmentSchema, ReviewScoreSchema, ScorecardCriterionSchema } from '#server/entities/evaluation.entity.ts';
import { testOrm } from '../support/test-orm';

/**
 * An evaluator's review as the review screen (issue 33 item 4, built elsewhere) leaves it once
 * submitted: a score per criterion of the stage's scorecard, in its order (null: left unscored),
 * and the assignment marked submitted. For the screens and rules that read reviews.
 */
export async function submitReviewRow(options: { assignmentId: string; scores: (number | null)[]; comment?: string }, em: EntityManager = testOrm().em.fork()): Promise<void> {
  const assignment = await em.findOneOrFail(ReviewAssignmentSchema, { id: options.assignmentId }, { filters: false });
  const criteria = await em.find(ScorecardCriterionSchema, { stage: assignment.stage.id }, { filters: false, orderBy: { position: 'asc' } });
  if (criteria.length !== options.scores.length) throw new Error(`the stage's scorecard has ${criteria.length} criteria, not ${options.scores.length}`);
  criteria.forEach((criterion, index) =>
    em.create(ReviewScoreSchema, { organisation: assignment.organisation, assignment, criterion, score: options.scores[index] ?? null, comment: options.comment ?? '' }),
  );
  assignment.state = 'submitted';
  assignment.submittedAt = new Date();
  await em.flush();
}
