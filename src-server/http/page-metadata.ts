import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { IMAGE_DISPLAY_SIZES } from '#shared/image-sizes.ts';
import { markdownToPlainText, truncateText } from '#shared/markdown-text.ts';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { campaignPreviewForVisitors } from '#server/modules/campaign/campaign-preview.service.ts';
import { ideaPreviewForVisitors } from '#server/modules/idea/idea-preview.service.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import type { SiteRecord } from '#server/modules/organisation/site-cache.ts';
import { pageForPreview } from '#server/modules/site-content/page.service.ts';
import type { ShareMetadata } from './share-metadata';

/** Link previews quote the start of the description (spec 1 §2). */
const DESCRIPTION_LENGTH = 200;
/** Wide enough for every network's large card; the image service never enlarges. */
const PREVIEW_IMAGE_QUERY = `?w=${IMAGE_DISPLAY_SIZES.sharePreview.width}&format=jpeg`;

const IDEA_PATH = /^\/ideas\/([^/]+)\/?$/;
/** The campaign's Ideas tab and its brief: the pages a campaign is shared by. */
const CAMPAIGN_PATH = /^\/coach\/campaigns\/([^/]+)(?:\/brief)?\/?$/;
/** A content page (spec 3 §2): public, so anyone's link preview may show it. */
const PAGE_PATH = /^\/page\/([^/]+)\/?$/;

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

type Preview = { title: string; content: string; path: string; imageMediaId: string | null };

async function previewFor(em: EntityManager, path: string): Promise<Preview | null> {
  const idea = IDEA_PATH.exec(path);
  if (idea) {
    const guid = idea[1]!;
    const found = await ideaPreviewForVisitors(em, guid);
    // The guid passed the service's UUID check: nothing in it needs encoding.
    return found ? { title: found.name, content: found.content, path: `/ideas/${guid}`, imageMediaId: found.imageMediaId } : null;
  }
  const campaign = CAMPAIGN_PATH.exec(path);
  if (campaign) {
    let slug: string;
    try {
      slug = decodeURIComponent(campaign[1]!);
    } catch {
      return null;
    }
    const found = await campaignPreviewForVisitors(em, slug);
    return found ? { title: found.name, content: found.content, path: `/coach/campaigns/${encodeURIComponent(found.slug)}/brief`, imageMediaId: found.photoMediaId } : null;
  }
  const page = PAGE_PATH.exec(path);
  if (page) {
    const slug = decodedSegment(page[1]!);
    const found = slug ? await pageForPreview(em, slug) : null;
    return found ? { title: found.title, content: found.body, path: `/page/${encodeURIComponent(found.slug)}`, imageMediaId: null } : null;
  }
  return null;
}

/** A manager of its own, reading this site's rows only. */
export function tenantManager(orm: MikroORM, site: SiteRecord): EntityManager {
  const em = orm.em.fork();
  const tenant: TenantFilterArgs = { organisationId: site.id };
  em.setFilterParams(TENANT_FILTER, tenant);
  return em;
}

/**
 * Preview metadata for the pages people share — an idea (/ideas/{guid}), a campaign's brief and a
 * content page (/page/{slug}) —
 * only when a logged-out visitor may open them: a crawler is one, and a private idea's name must
 * not leak through its link. Any other page gets none, without a query.
 */
export async function shareMetadataFor(orm: MikroORM, site: SiteRecord, request: FastifyRequest): Promise<ShareMetadata | null> {
  const path = request.url.split('?')[0] ?? '';
  if (!IDEA_PATH.test(path) && !CAMPAIGN_PATH.test(path) && !PAGE_PATH.test(path)) return null;
  const preview = await previewFor(tenantManager(orm, site), path);
  if (!preview) return null;
  const origin = `${request.protocol}://${request.host}`;
  return {
    title: preview.title,
    description: truncateText(markdownToPlainText(preview.content), DESCRIPTION_LENGTH),
    url: `${origin}${preview.path}`,
    image: preview.imageMediaId ? `${origin}${mediaUrl({ id: preview.imageMediaId })}${PREVIEW_IMAGE_QUERY}` : null,
  };
}
