import { Link } from '@tanstack/react-router';
import { Flame, Lightbulb, MessageCircle, MessageSquare, Sparkles, Star, ThumbsUp, Trophy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { PictureFallback } from '#client/components/picture-fallback.tsx';
import { IMAGE_DISPLAY_SIZES, imageUrl } from '#client/components/media-url.ts';
import type { trpc } from '#client/trpc.ts';
import { authorNames, formatIdeaDate, ideaStatusBadge, markdownExcerpt, type BadgeStatus } from './idea-text';

/** A page of the Ideas tab, as idea.byCampaign answers it. */
export type CampaignIdeasPage = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['idea']['byCampaign']['fetch']>>;
export type CampaignIdea = CampaignIdeasPage['ideas'][number];

const statusTones: Record<BadgeStatus, string> = {
  WINNER: 'bg-amber-100 text-amber-950',
  candidate: 'bg-sky-100 text-sky-950',
  implemented: 'bg-emerald-100 text-emerald-950',
  declined: 'bg-stone-200 text-stone-800',
};

/** The look of the small badges on idea cards and the idea page. */
const ideaPill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-xs';

/** An idea's labels (spec 1 §4): its status badge where the rule shows one, NEW and HOT; nothing when none applies. */
export function IdeaLabels({ status, isNew, isHot }: { status: BadgeStatus | null; isNew: boolean; isHot: boolean }) {
  const { t } = useTranslation();
  if (!status && !isNew && !isHot) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {status ? <IdeaStatusBadge status={status} /> : null}
      {isNew ? (
        <span className={`${ideaPill} bg-action text-on-action`}>
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('ideas.new')}
        </span>
      ) : null}
      {isHot ? (
        <span className={`${ideaPill} bg-orange-700 text-white`}>
          <Flame aria-hidden="true" className="size-3.5" />
          {t('ideas.hot')}
        </span>
      ) : null}
    </div>
  );
}

function IdeaStatusBadge({ status }: { status: BadgeStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${ideaPill} ${statusTones[status]}`}>
      {status === 'WINNER' ? <Trophy aria-hidden="true" className="size-3.5" /> : null}
      {t(`ideas.status.${status}`)}
    </span>
  );
}

function Count({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  );
}

// The list width of spec 1 §9 (and its double below), uncropped: the card's 16:9 frame crops it, so
// only the image service's registered sizes are asked for.
const pictureVariant = { ...IMAGE_DISPLAY_SIZES.ideaThumbnail, format: 'webp' } as const;

/** The card's picture (spec 1 §2 "shows image"), or a tinted stand-in of the same size so cards line up. */
function IdeaPicture({ url, name }: { url: string | null; name: string }) {
  const frame = 'aspect-[16/9] w-full rounded-xl bg-stone-100 object-cover';
  if (!url) return <PictureFallback name={name} Icon={Lightbulb} className="aspect-[16/9] w-full rounded-xl" />;
  return (
    <img
      src={imageUrl(url, pictureVariant)}
      // Cards are wider than the list width on most screens: the browser takes the double where it needs it.
      srcSet={`${imageUrl(url, pictureVariant)} ${pictureVariant.width}w, ${imageUrl(url, { ...pictureVariant, width: pictureVariant.width * 2 })} ${pictureVariant.width * 2}w`}
      sizes="(min-width: 1024px) 28rem, 100vw"
      alt=""
      width={pictureVariant.width}
      height={Math.round((pictureVariant.width * 9) / 16)}
      loading="lazy"
      className={frame}
    />
  );
}

/**
 * One idea in the Ideas tab (spec 1 §2): its picture, badges, name, authors, the start of its description and
 * its numbers. The name links to the idea page (/ideas/{guid}); the rest stays plain text.
 */
export function IdeaCard({ idea, coachView }: { idea: CampaignIdea; coachView: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const status = ideaStatusBadge(idea.status, coachView);
  const excerpt = markdownExcerpt(idea.excerpt);
  const names = authorNames(idea.authors, i18n.language);
  const [firstAuthor] = idea.authors;
  const icon = 'size-4 shrink-0 text-stone-400';

  return (
    <article aria-labelledby={`${id}-name`} className="flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <IdeaPicture url={idea.thumbnail?.url ?? null} name={idea.name} />
      <IdeaLabels status={status} isNew={idea.isNew} isHot={idea.isHot} />
      <h3 id={`${id}-name`} className="text-lg leading-snug font-semibold break-words text-stone-900">
        <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="rounded underline-offset-2 hover:text-link hover:underline">
          {idea.name}
        </Link>
      </h3>
      <div className="flex items-center gap-2.5 text-sm text-stone-600">
        {firstAuthor ? <Avatar firstName={firstAuthor.firstName} lastName={firstAuthor.lastName} imageUrl={null} className="size-7 text-xs" /> : null}
        <p className="min-w-0 break-words">
          {names ? <span className="font-medium text-stone-800">{t('ideas.by', { names })}</span> : null}
          {names ? <span aria-hidden="true"> · </span> : null}
          <time dateTime={idea.createdAt.toISOString()}>{formatIdeaDate(idea.createdAt, i18n.language)}</time>
        </p>
      </div>
      {excerpt ? <p className="line-clamp-3 break-words text-stone-700">{excerpt}</p> : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <Count icon={<ThumbsUp aria-hidden="true" className={icon} />}>{t('ideas.upvotes', { count: idea.totalUpvoteCount })}</Count>
        <Count icon={<MessageSquare aria-hidden="true" className={icon} />}>{t('ideas.feedback', { count: idea.feedbackCount })}</Count>
        <Count icon={<MessageCircle aria-hidden="true" className={icon} />}>{t('ideas.comments', { count: idea.commentCount })}</Count>
        {coachView ? (
          <Count icon={<Star aria-hidden="true" className={icon} />}>
            {idea.rating === null
              ? t('ideas.notRated')
              : t('ideas.rating', { rating: idea.rating.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
          </Count>
        ) : null}
      </ul>
    </article>
  );
}

/** A stand-in while the ideas load, the shape of a real card. */
export function IdeaCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5">
      <div className="aspect-[16/9] w-full rounded-xl bg-stone-100" />
      <div className="h-5 w-2/3 rounded bg-stone-200" />
      <div className="flex items-center gap-2.5">
        <div className="size-7 rounded-full bg-stone-200" />
        <div className="h-4 w-1/3 rounded bg-stone-100" />
      </div>
      <div className="h-4 w-full rounded bg-stone-100" />
      <div className="h-4 w-5/6 rounded bg-stone-100" />
      <div className="mt-2 h-4 w-1/2 rounded bg-stone-100" />
    </div>
  );
}
