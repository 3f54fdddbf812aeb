import { hasOrgAdminRights, isActiveUser, isSuperAdmin } from '#shared/permissions.ts';
import { AppError } from '#server/errors/app-error.ts';
import { errorBoundary, t } from './init';
import { hygienicInput } from './input-hygiene';

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

/** Text rules for every input, before any schema: see input-hygiene.ts. */
const inputHygiene = t.middleware(async ({ getRawInput, next }) => {
  const input = hygienicInput(await getRawInput());
  return next({ getRawInput: async () => input });
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(errorBoundary).use(inputHygiene);

/** A signed-in viewer (any status the session layer lets through: not blocked). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new AppError('not-authenticated');
  return next({ ctx: { viewer: ctx.viewer } });
});

/**
 * A signed-in, verified viewer: the actions the spec reserves to active users (creating
 * campaigns and ideas, commenting, upvoting). Inactive users are sent to verification.
 */
export const activeProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isActiveUser(ctx.viewer)) throw new AppError('user-not-active');
  return next();
});

/** Organisation admins of this site, and super admins. */
export const orgAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  return next();
});

/** Super admins only (roles.list contains admin). */
export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isSuperAdmin(ctx.viewer)) throw new AppError('forbidden');
  return next();
});
