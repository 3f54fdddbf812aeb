import type { StageTemplateSaveInput } from '#shared/schemas/stages.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { StageTemplateSchema, type StageTemplate } from '#server/entities/stage.entity.ts';

/** The site's stage templates by name: org admins keep them, coaches start a pipeline from one. */
export function listStageTemplates(ctx: AppContext): Promise<StageTemplate[]> {
  return ctx.em.find(StageTemplateSchema, { organisation: ctx.site.id }, { orderBy: { name: 'asc', id: 'asc' } });
}

/** An org admin adds a template, or replaces one of the site's (its name and stages). */
export async function saveStageTemplate(ctx: AuthedContext, input: StageTemplateSaveInput): Promise<StageTemplate> {
  const template = input.guid ? await findTemplate(ctx, input.guid) : ctx.em.create(StageTemplateSchema, { organisation: ctx.site.id, name: input.name, stages: input.stages });
  template.name = input.name;
  template.stages = input.stages;
  await ctx.em.flush();
  return template;
}

/** Campaigns started from the template keep their own copy, so removing it changes none of them. */
export async function deleteStageTemplate(ctx: AuthedContext, guid: string): Promise<void> {
  ctx.em.remove(await findTemplate(ctx, guid));
  await ctx.em.flush();
}

async function findTemplate(ctx: AppContext, guid: string): Promise<StageTemplate> {
  const template = await ctx.em.findOne(StageTemplateSchema, { id: guid, organisation: ctx.site.id });
  if (!template) throw new AppError('not-found');
  return template;
}
