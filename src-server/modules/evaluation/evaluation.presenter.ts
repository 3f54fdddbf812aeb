import type { CriterionScale } from '#shared/schemas/evaluation.ts';
import type { ScorecardCriterion, ScorecardTemplate } from '#server/entities/evaluation.entity.ts';
import type { CampaignStage } from '#server/entities/stage.entity.ts';

export function presentScorecardTemplate(template: ScorecardTemplate) {
  return { guid: template.id, name: template.name, criteria: template.criteria };
}

type PresentedCriterion = Pick<ScorecardCriterion, 'id' | 'nameEn' | 'nameSv' | 'guidance' | 'scale' | 'weight'>;

export function presentCriterion(criterion: PresentedCriterion) {
  return {
    guid: criterion.id,
    nameEn: criterion.nameEn,
    nameSv: criterion.nameSv,
    guidance: criterion.guidance,
    scale: criterion.scale as CriterionScale,
    weight: Number(criterion.weight),
  };
}

/** A stage's scorecard: the entities, or the consensus table's lean read of the same fields. */
export function presentStageScorecard({ stage, criteria }: { stage: Pick<CampaignStage, 'id' | 'nameEn' | 'nameSv'>; criteria: PresentedCriterion[] }) {
  return {
    stage: { guid: stage.id, nameEn: stage.nameEn, nameSv: stage.nameSv },
    criteria: criteria.map(presentCriterion),
  };
}
