/** What automatic assignment knows of a stage, read in one pass. */
export interface AssignmentPlanInput {
  /** The stage's ideas, in the order ties are broken. */
  ideas: readonly string[];
  /** The campaign's evaluators, in the order ties are broken. */
  evaluators: readonly string[];
  /** Pairs never assigned (authors, co-authors, declared conflicts): `pairKey(idea, evaluator)`. */
  excluded: ReadonlySet<string>;
  /** Assignments the stage keeps (finished ones, and open ones unless dealt afresh). */
  kept: readonly { idea: string; evaluator: string }[];
  reviewsPerIdea: number;
}

export interface AssignmentPlan {
  /** New assignments to write. */
  pairs: { idea: string; evaluator: string }[];
  /** Ideas left with fewer than `reviewsPerIdea` reviews: too few evaluators may review them. */
  short: string[];
}

export const pairKey = (idea: string, evaluator: string) => `${idea}\u0000${evaluator}`;

/**
 * Deals the stage's ideas to its evaluators: each idea gets `reviewsPerIdea` reviews (counting the
 * kept ones), never from an excluded evaluator, each going to the eligible evaluators with the
 * least load (kept assignments count), the most constrained ideas first. A repair pass then moves
 * new assignments from the most to the least loaded evaluator wherever the exclusions allow, so
 * the loads end within one of each other (max − min ≤ 1) whenever any assignment can reach that.
 * Pure, so the rule is tested apart from the database.
 */
export function planAssignments(input: AssignmentPlanInput): AssignmentPlan {
  const evaluators = [...input.evaluators];
  const load = new Map(evaluators.map((evaluator) => [evaluator, 0]));
  const onIdea = new Map<string, Set<string>>(input.ideas.map((idea) => [idea, new Set()]));
  for (const { idea, evaluator } of input.kept) {
    onIdea.get(idea)?.add(evaluator);
    if (load.has(evaluator)) load.set(evaluator, load.get(evaluator)! + 1);
  }
  const eligible = (idea: string, evaluator: string) => !input.excluded.has(pairKey(idea, evaluator)) && !onIdea.get(idea)!.has(evaluator);

  const order = input.ideas.map((idea, index) => ({ idea, index, choices: evaluators.filter((evaluator) => eligible(idea, evaluator)).length }));
  order.sort((a, b) => a.choices - b.choices || a.index - b.index);

  const planned = new Map<string, string[]>();
  const short = new Set<string>();
  for (const { idea, index } of order) {
    const need = input.reviewsPerIdea - onIdea.get(idea)!.size;
    if (need <= 0) continue;
    // Among equal loads, start from a different evaluator per idea so ties do not always favour the first.
    const rotated = evaluators.map((_, at) => evaluators[(at + index) % evaluators.length]!);
    const chosen = rotated
      .filter((evaluator) => eligible(idea, evaluator))
      .sort((a, b) => load.get(a)! - load.get(b)!)
      .slice(0, need);
    for (const evaluator of chosen) {
      onIdea.get(idea)!.add(evaluator);
      load.set(evaluator, load.get(evaluator)! + 1);
    }
    planned.set(idea, chosen);
    if (chosen.length < need) short.add(idea);
  }

  rebalance(planned, load, eligible, onIdea);
  const pairs = [...planned].flatMap(([idea, chosen]) => chosen.map((evaluator) => ({ idea, evaluator })));
  return { pairs, short: input.ideas.filter((idea) => short.has(idea)) };
}

/**
 * Moves new assignments from the heaviest evaluators to the lightest while the spread is above one
 * and a move is allowed. Each move narrows the spread or is not made, so it ends.
 */
function rebalance(planned: Map<string, string[]>, load: Map<string, number>, eligible: (idea: string, evaluator: string) => boolean, onIdea: Map<string, Set<string>>): void {
  for (;;) {
    const loads = [...load.values()];
    if (loads.length === 0 || Math.max(...loads) - Math.min(...loads) <= 1) return;
    const byLoad = [...load].sort((a, b) => b[1] - a[1]);
    const moved = byLoad.some(([heavy, heavyLoad]) =>
      byLoad
        .filter(([, lightLoad]) => heavyLoad - lightLoad > 1)
        .reverse()
        .some(([light]) => {
          for (const [idea, chosen] of planned) {
            const at = chosen.indexOf(heavy);
            if (at < 0 || !eligible(idea, light)) continue;
            chosen[at] = light;
            onIdea.get(idea)!.delete(heavy);
            onIdea.get(idea)!.add(light);
            load.set(heavy, load.get(heavy)! - 1);
            load.set(light, load.get(light)! + 1);
            return true;
          }
          return false;
        }),
    );
    if (!moved) return;
  }
}
