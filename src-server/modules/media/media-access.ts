import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '#server/trpc/context.ts';

export interface MediaAccess {
  /** Only some may fetch it, so no shared cache may keep it. */
  restricted: boolean;
}

/**
 * Who may fetch a stored file, asked before it is served. What a file belongs to (a campaign's
 * brief, an idea) is known by the modules above this one, so the app passes the rule in
 * (campaign-file-access) rather than this module reaching up for it. Throws not-found to refuse.
 */
export type MediaAccessRule = (em: EntityManager, mediaId: string, viewerContext: () => Promise<AppContext>) => Promise<MediaAccess>;
