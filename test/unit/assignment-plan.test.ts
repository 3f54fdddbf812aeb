import { describe, expect, it } from 'vitest';
import { pairKey, planAssignments, type AssignmentPlanInput } from '#server/modules/evaluation/assignment-plan.ts';

const ideas = (count: number) => Array.from({ length: count }, (_, index) => `idea-${index}`);
const evaluators = (count: number) => Array.from({ length: count }, (_, index) => `evaluator-${index}`);

function loads(input: AssignmentPlanInput, pairs: { evaluator: string }[]): number[] {
  const load = new Map(input.evaluators.map((evaluator) => [evaluator, 0]));
  for (const { evaluator } of [...input.kept, ...pairs]) if (load.has(evaluator)) load.set(evaluator, load.get(evaluator)! + 1);
  return [...load.values()];
}

/** The dealing rule of automatic assignment (issue 33 item 3), apart from the database. */
describe('planAssignments', () => {
  it('gives every idea k reviews from distinct evaluators, loads within one of each other', () => {
    const input: AssignmentPlanInput = { ideas: ideas(101), evaluators: evaluators(7), excluded: new Set(), kept: [], reviewsPerIdea: 3 };
    const { pairs, short } = planAssignments(input);
    expect(short).toEqual([]);
    expect(pairs).toHaveLength(303);
    for (const idea of input.ideas) expect(new Set(pairs.filter((pair) => pair.idea === idea).map((pair) => pair.evaluator)).size).toBe(3);
    const load = loads(input, pairs);
    expect(Math.max(...load) - Math.min(...load)).toBeLessThanOrEqual(1);
  });

  it('never deals an excluded pair, and still balances when one evaluator is excluded from many ideas', () => {
    const all = ideas(40);
    const excluded = new Set([...all.slice(0, 20).map((idea) => pairKey(idea, 'evaluator-0')), pairKey('idea-30', 'evaluator-1'), pairKey('idea-30', 'evaluator-2')]);
    const input: AssignmentPlanInput = { ideas: all, evaluators: evaluators(4), excluded, kept: [], reviewsPerIdea: 2 };
    const { pairs, short } = planAssignments(input);
    expect(short).toEqual([]);
    expect(pairs.filter((pair) => excluded.has(pairKey(pair.idea, pair.evaluator)))).toEqual([]);
    const load = loads(input, pairs);
    expect(Math.max(...load) - Math.min(...load)).toBeLessThanOrEqual(1);
  });

  it('counts kept assignments towards an idea\'s reviews and an evaluator\'s load', () => {
    const kept = [
      { idea: 'idea-0', evaluator: 'evaluator-0' },
      { idea: 'idea-1', evaluator: 'evaluator-0' },
    ];
    const input: AssignmentPlanInput = { ideas: ideas(4), evaluators: evaluators(2), excluded: new Set(), kept, reviewsPerIdea: 1 };
    const { pairs } = planAssignments(input);
    expect(pairs).toEqual(expect.arrayContaining([{ idea: 'idea-2', evaluator: 'evaluator-1' }, { idea: 'idea-3', evaluator: 'evaluator-1' }]));
    expect(pairs).toHaveLength(2);
  });

  it('names ideas too few evaluators may review', () => {
    const excluded = new Set([pairKey('idea-0', 'evaluator-0'), pairKey('idea-0', 'evaluator-1')]);
    const { pairs, short } = planAssignments({ ideas: ideas(2), evaluators: evaluators(3), excluded, kept: [], reviewsPerIdea: 2 });
    expect(short).toEqual(['idea-0']);
    expect(pairs.filter((pair) => pair.idea === 'idea-0')).toEqual([{ idea: 'idea-0', evaluator: 'evaluator-2' }]);
  });
});
