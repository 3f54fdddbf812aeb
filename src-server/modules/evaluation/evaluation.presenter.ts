import type { CriterionScale } from '#shared/schemas/evaluation.ts';
import type { ScorecardCriterion, ScorecardTemplate } from '#server/entities/evaluation.entity.ts';
import type { StageScorecard } from './stage-scorecards.service';

export function presentScorecardTemplate(template: ScorecardTemplate) {
  return { guid: template.id, name: template.name, criteria: template.criteria };
}

export function presentCriterion(criterion: ScorecardCriterion) {
  return {
    guid: criterion.id,
    nameEn: criterion.nameEn,
    nameSv: criterion.nameSv,
    guidance: criterion.guidance,
    scale: criterion.scale as CriterionScale,
    weight: Number(criterion.weight),
  };
}

export function presentStageScorecard({ stage, criteria }: StageScorecard) {
  return {
    stage: { guid: stage.id, nameEn: stage.nameEn, nameSv: stage.nameSv },
    criteria: criteria.map(presentCriterion),
  };
}
