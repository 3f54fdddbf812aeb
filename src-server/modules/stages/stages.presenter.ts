import type { CampaignStage, IdeaStageMove, StageTemplate } from '#server/entities/stage.entity.ts';
import type { CampaignPipeline } from './campaign-stages.service';

export function presentStageTemplate(template: StageTemplate) {
  return { guid: template.id, name: template.name, stages: template.stages };
}

export function presentCampaignStage(stage: CampaignStage) {
  return {
    guid: stage.id,
    nameEn: stage.nameEn,
    nameSv: stage.nameSv,
    participantView: stage.participantView,
    reportsStatus: stage.reportsStatus,
    deadline: stage.deadline ?? null,
  };
}

export function presentPipeline(pipeline: CampaignPipeline) {
  return {
    campaignGuid: pipeline.campaignGuid,
    stages: pipeline.stages.map(({ stage, ideaCount }) => ({ ...presentCampaignStage(stage), ideaCount })),
    unstaged: pipeline.unstaged,
  };
}

/** A move as the move and undo actions answer it. */
export function presentStageMove(move: IdeaStageMove) {
  return {
    guid: move.id,
    batchGuid: move.batch,
    ideaGuid: move.idea.id,
    fromStageGuid: move.fromStage?.id ?? null,
    toStageGuid: move.toStage?.id ?? null,
    fromStatus: move.fromStatus,
    toStatus: move.toStatus,
    undone: move.undoneAt != null,
  };
}
