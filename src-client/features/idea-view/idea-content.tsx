import { Link } from '@tanstack/react-router';
import { Download, Hash, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { IMAGE_DISPLAY_SIZES, imageSrcSet, imageUrl } from '#client/components/media-url.ts';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { trpc } from '#client/trpc.ts';
import type { IdeaView } from './idea-types';
import { NotPublicBadge } from '#client/features/fields/not-public-badge.tsx';
import { extraFieldText } from './idea-view-rules';

/** Idea pictures at their display width (spec 1 §9), in the shape the page shows them. */
const IDEA_IMAGE = { ...IMAGE_DISPLAY_SIZES.ideaImage, fit: 'cover', format: 'webp' } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The idea itself (spec 1 §2–§3): pictures, description, video, documents, public extra fields and tags. */
export function IdeaContent({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const { data } = idea;
  // The thumbnail leads; the images follow it (the thumbnail is often one of them too).
  const pictures = [...(idea.thumbnail ? [idea.thumbnail] : []), ...idea.images.filter((image) => image.guid !== idea.thumbnail?.guid)];

  return (
    <div className="flex flex-col gap-8">
      {pictures.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('ideaView.images')}>
          {pictures.map((picture, index) => (
            <li key={picture.guid} className={index === 0 ? 'sm:col-span-2' : ''}>
              {/* A 4:3 box, at most 540 high, whatever the picture's own shape: the page does not move when it loads. */}
              <img
                src={imageUrl(picture.url, IDEA_IMAGE)}
                srcSet={imageSrcSet(picture.url, IDEA_IMAGE)}
                alt={t('ideaView.imageAlt', { name: idea.name, number: index + 1 })}
                width={IDEA_IMAGE.width}
                height={IDEA_IMAGE.height}
                className="aspect-[4/3] max-h-[540px] w-full rounded-2xl bg-stone-100 object-cover"
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <RenderedMarkdown html={data.contentHtml} headingLevel={2} />

      {data.video ? <IdeaVideo ideaGuid={idea.guid} video={data.video} /> : null}

      {data.documents.length > 0 ? (
        <Section id="idea-documents" title={t('brief.documents')}>
          <ul className="flex flex-col gap-2">
            {data.documents.map((document) => (
              <li key={document.guid}>
                <a href={document.url} download={document.name} className="inline-flex items-center gap-2 font-medium text-link underline-offset-2 hover:underline">
                  <Download aria-hidden="true" className="size-4" />
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {data.metaData.length > 0 ? (
        <Section id="idea-details" title={t('ideaView.details')}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
            {data.metaData.map((field) => (
              <div key={field.fieldid} className="contents">
                <dt className="flex flex-wrap items-center gap-2 font-medium text-stone-800">
                  {field.label}
                  {/* Only its authors, the campaign's coaches and admins get a non-public field at all (spec 1 §6). */}
                  {field.public ? null : <NotPublicBadge />}
                </dt>
                <dd className="break-words whitespace-pre-line text-stone-700">
                  {field.formType === 'satisfaction-rating' && typeof field.value === 'string' && ['sad', 'neutral', 'happy'].includes(field.value)
                    ? t(`ideaView.satisfaction.${field.value as 'sad' | 'neutral' | 'happy'}`)
                    : field.formType === 'boolean'
                      ? // Only a ticked one is stored (spec 3 §5: empty or false is false).
                        t('fields.yes')
                      : extraFieldText(field.value)}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {idea.tags.length > 0 ? (
        <Section id="idea-tags" title={t('tags.title')}>
          <ul className="flex flex-wrap gap-2">
            {idea.tags.map((tag) => (
              <li key={tag.guid}>
                <Link to="/tag/$tagslug" params={{ tagslug: tag.slug }} className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-on-secondary hover:brightness-95">
                  <Hash aria-hidden="true" className="size-3.5" />
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

/** The video once encoded; until then the processing note (spec 1 §4), with a reload that asks again. */
function IdeaVideo({ ideaGuid, video }: { ideaGuid: string; video: NonNullable<IdeaView['data']['video']> }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  if (video.processing || video.encodedVideos.length === 0) {
    return (
      <div role="status" className="rounded-2xl border border-stone-200 bg-stone-50 p-5">
        <p className="font-semibold text-stone-900">{t('video.processingTitle')}</p>
        <p className="text-stone-600">{t('video.processingBody')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void utils.idea.byGuid.invalidate({ guid: ideaGuid })}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('video.reload')}
        </Button>
      </div>
    );
  }
  return (
    <video controls preload="metadata" poster={video.thumbnail ?? undefined} className="w-full rounded-2xl bg-black">
      {video.encodedVideos.map((encoded) => (
        <source key={encoded.format} src={encoded.url} type={`video/${encoded.format}`} />
      ))}
      <p>
        {t('video.unsupported')}{' '}
        <a href={video.url} className="text-link underline">
          {t('video.download')}
        </a>
      </p>
    </video>
  );
}
