import type { ScorecardTemplateSaveInput } from '#shared/schemas/evaluation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { ScorecardTemplateSchema, type ScorecardTemplate } from '#server/entities/evaluation.entity.ts';

/** The site's scorecard templates by name: org admins keep them, coaches apply one to a stage. */
export function listScorecardTemplates(ctx: AppContext): Promise<ScorecardTemplate[]> {
  return ctx.em.find(ScorecardTemplateSchema, { organisation: ctx.site.id }, { orderBy: { name: 'asc', id: 'asc' } });
}

/** An org admin adds a template, or replaces one of the site's (its name and criteria). */
export async function saveScorecardTemplate(ctx: AuthedContext, input: ScorecardTemplateSaveInput): Promise<ScorecardTemplate> {
  const template = input.guid ? await findTemplate(ctx, input.guid) : ctx.em.create(ScorecardTemplateSchema, { organisation: ctx.site.id, name: input.name, criteria: [] });
  template.name = input.name;
  template.criteria = input.criteria as ScorecardTemplate['criteria'];
  await ctx.em.flush();
  return template;
}

/** Stages the template was applied to keep their own criteria, so removing it changes none of them. */
export async function deleteScorecardTemplate(ctx: AuthedContext, guid: string): Promise<void> {
  ctx.em.remove(await findTemplate(ctx, guid));
  await ctx.em.flush();
}

async function findTemplate(ctx: AppContext, guid: string): Promise<ScorecardTemplate> {
  const template = await ctx.em.findOne(ScorecardTemplateSchema, { id: guid, organisation: ctx.site.id });
  if (!template) throw new AppError('not-found');
  return template;
}
