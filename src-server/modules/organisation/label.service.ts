import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { LabelSchema, OrganisationSchema, type Label } from '#server/entities/organisation.entity.ts';
import { refusingDuplicates } from '#server/db/unique-violation.ts';

/**
 * The labels an organisation puts on its users (spec 2 §7 labels, spec 3 §3 Organisation.labels),
 * shown beside their names on ideas, feedback and comments. Names are unique on a site.
 */
export function listLabels(ctx: AppContext): Promise<Label[]> {
  return ctx.em.find(LabelSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

async function findLabel(ctx: AuthedContext, guid: string): Promise<Label> {
  const label = isGuid(guid) ? await ctx.em.findOne(LabelSchema, { id: guid }) : null;
  if (!label) throw new AppError('not-found');
  return label;
}

/** Flushes, reading the site's unique index as "that name is taken" (two admins may race for one). */
async function flushNamed(ctx: AuthedContext): Promise<void> {
  await refusingDuplicates(() => ctx.em.flush(), () => new AppError('people-label-exists', { fieldErrors: { name: ['people-label-exists'] } }));
}

async function refuseTakenName(ctx: AuthedContext, name: string, except?: string): Promise<void> {
  const taken = await ctx.em.findOne(LabelSchema, { name, ...(except ? { id: { $ne: except } } : {}) });
  if (taken) throw new AppError('people-label-exists', { fieldErrors: { name: ['people-label-exists'] } });
}

export async function createLabel(ctx: AuthedContext, name: string): Promise<Label> {
  await refuseTakenName(ctx, name);
  const label = ctx.em.create(LabelSchema, { organisation: ctx.em.getReference(OrganisationSchema, ctx.site.id), name });
  await flushNamed(ctx);
  return label;
}

/** Renaming keeps the label on everyone who has it: users carry the label, not its name. */
export async function renameLabel(ctx: AuthedContext, guid: string, name: string): Promise<Label> {
  const label = await findLabel(ctx, guid);
  await refuseTakenName(ctx, name, label.id);
  label.name = name;
  await flushNamed(ctx);
  return label;
}

/** Deleting takes the label off every user who had it (the pivot's rows cascade). */
export async function deleteLabel(ctx: AuthedContext, guid: string): Promise<void> {
  const label = await findLabel(ctx, guid);
  await ctx.em.removeAndFlush(label);
}

export function presentLabel(label: Label) {
  return { guid: label.id, name: label.name };
}
