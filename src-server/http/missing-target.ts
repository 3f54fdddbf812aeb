import type { EntityManager } from '@mikro-orm/postgresql';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { TagSchema } from '#server/entities/tag.entity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDEA_PATH = /^\/ideas\/([^/]+)(?:\/edit)?\/?$/i;
const TAG_PATH = /^\/tag\/([^/]+)\/?$/i;

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether `path` is an idea or tag page whose idea or tag this site does not have, so the page
 * answers 404 as the client's not-found screen then says. Only existence is asked: an idea the
 * visitor may not open still exists, and its page explains why (log in, join, invitation only).
 * `em` carries the site's tenant filter.
 */
export async function isMissingTarget(em: EntityManager, path: string): Promise<boolean> {
  const idea = IDEA_PATH.exec(path);
  if (idea) {
    const guid = decodedSegment(idea[1]!);
    return !guid || !UUID.test(guid) || (await em.count(IdeaSchema, { id: guid })) === 0;
  }
  const tag = TAG_PATH.exec(path);
  if (tag) {
    const slug = decodedSegment(tag[1]!);
    return !slug || (await em.count(TagSchema, { slug })) === 0;
  }
  return false;
}
