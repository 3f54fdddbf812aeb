import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { IdeaSchema } from './idea.entity';
import { OrganisationSchema } from './organisation.entity';

/*
 * The integrations' memory (migration 20261124110000). Their services claim rows with
 * hand-written `insert … on conflict` statements; the entities are here so the schema the
 * migrations build and the one MikroORM compares against stay the same.
 */

/** A survey response that became (or is becoming) an idea of a campaign. */
export const SurveyImportSchema = defineEntity({
  name: 'SurveyImport',
  tableName: 'survey_import',
  filters: tenantFilter(),
  uniques: [{ properties: ['campaign', 'service', 'responseId'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    service: p.string().length(20),
    responseId: p.string().length(200),
    idea: () => p.manyToOne(IdeaSchema).nullable().deleteRule('set null').index(),
  },
});
export type SurveyImport = InferEntity<typeof SurveyImportSchema>;

/** An idea sent as a card to a Trello list. */
export const TrelloCardSchema = defineEntity({
  name: 'TrelloCard',
  tableName: 'trello_card',
  filters: tenantFilter(),
  uniques: [{ properties: ['idea', 'listId'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    listId: p.string().length(100),
    cardId: p.string().length(100).nullable(),
  },
});
export type TrelloCard = InferEntity<typeof TrelloCardSchema>;
