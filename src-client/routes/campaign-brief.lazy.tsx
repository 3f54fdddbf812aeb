import { createLazyRoute, Link } from '@tanstack/react-router';
import { CalendarDays, Pencil, Clock, Download, FileText, Lightbulb, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { buttonClasses } from '#client/components/button.tsx';
import { IMAGE_DISPLAY_SIZES, imageSrcSet, imageUrl } from '#client/components/media-url.ts';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { BriefIdeaFields } from '#client/features/campaign/brief-idea-fields.tsx';
import { CustomCodeEditor } from '#client/features/campaign/custom-code-editor.tsx';
import { CustomCodeFrame } from '#client/features/campaign/custom-code-frame.tsx';
import { DeleteCampaign } from '#client/features/campaign/delete-campaign.tsx';
import { CampaignBadgeLabel } from '#client/features/campaign/campaign-card.tsx';
import { campaignBadge, formatCampaignDate, timeLeftText } from '#client/features/campaign/campaign-text.ts';
import { JoinCampaign } from '#client/features/campaign/join-campaign.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { CampaignFollowButton } from '#client/features/idea-view/follow-button.tsx';
import { CampaignTabLayout, CampaignTabPage } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { CampaignTags } from '#client/features/tags/campaign-tags.tsx';
import { SimilarCampaigns } from '#client/features/tags/similar-campaigns.tsx';
import { WinnersSection } from '#client/features/winners/winners-section.tsx';
import type { CampaignView } from '#client/trpc.ts';
import { campaignBriefRoute } from './campaign-brief';
import { TitledSection } from '#client/components/titled-section.tsx';

export const Route = createLazyRoute(campaignBriefRoute.id)({ component: CampaignBriefPage });

/** A campaign's brief (spec 1 §2) for anyone its privacy setting admits. */
function CampaignBriefPage() {
  const { slug } = campaignBriefRoute.useParams();
  return (
    <CampaignTabPage slug={slug} tab="brief">
      {(campaign) => <Brief campaign={campaign} />}
    </CampaignTabPage>
  );
}

function Brief({ campaign }: { campaign: CampaignView }) {
  const { t, i18n } = useTranslation();
  const { redirect } = campaignBriefRoute.useSearch();
  const viewer = useViewer();
  const badge = campaignBadge({ phase: campaign.phase, featured: campaign.featured, awaitingApproval: false });
  const image = campaign.thumbnail ? { ...IMAGE_DISPLAY_SIZES.briefCover, fit: 'cover' as const, format: 'webp' as const } : null;
  const date = (value: Date) => formatCampaignDate(value, i18n.language);

  return (
    <CampaignTabLayout
      campaign={campaign}
      title={campaign.name}
      meta={
        <>
          {badge ? <CampaignBadgeLabel badge={badge} /> : null}
          {campaign.phase === 'active' ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {timeLeftText(campaign.timeLeft, (key, options) => t(key, options))}
            </span>
          ) : null}
        </>
      }
      actions={
        <>
          {campaign.abilities.edit ? (
            <Link to="/coach/campaigns/$slug/edit" params={{ slug: campaign.slug }} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('brief.edit')}
            </Link>
          ) : null}
          <JoinCampaign campaign={campaign} redirect={redirect} />
          {viewer ? <CampaignFollowButton campaignSlug={campaign.slug} /> : null}
        </>
      }
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {campaign.thumbnail && image ? (
            <img
              src={imageUrl(campaign.thumbnail.url, image)}
              srcSet={imageSrcSet(campaign.thumbnail.url, image)}
              alt={t('brief.imageAlt', { name: campaign.name })}
              width={IMAGE_DISPLAY_SIZES.briefCover.width}
              height={IMAGE_DISPLAY_SIZES.briefCover.height}
              className="h-auto w-full max-w-[540px] rounded-2xl border border-stone-200 bg-stone-100 object-cover"
            />
          ) : null}
          <TitledSection title={t('brief.about')}>
            {campaign.contentHtml.trim() ? <RenderedMarkdown html={campaign.contentHtml} /> : <p className="text-stone-600">{t('brief.noDescription')}</p>}
          </TitledSection>
          {campaign.rewards.length > 0 ? (
            <TitledSection title={t('brief.rewards')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {campaign.rewards.map((reward, index) => (
                  <li key={index} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-xs">
                    <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-action" />
                    <div className="min-w-0 break-words">
                      <p className="font-semibold">{reward.title}</p>
                      {reward.description ? <p className="mt-1 text-sm whitespace-pre-line text-stone-600">{reward.description}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
          <BriefIdeaFields campaign={campaign} />
          <WinnersSection campaign={campaign} />
          <CustomCodeFrame campaign={campaign} />
          <CustomCodeEditor campaign={campaign} />
          <DeleteCampaign campaign={campaign} />
        </div>

        <aside className="flex flex-col gap-8">
          <TitledSection title={t('brief.facts')} size="aside">
            <dl className="grid grid-cols-2 gap-3">
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('brief.starts')} wide>
                <time dateTime={campaign.startDate.toISOString()}>{date(campaign.startDate)}</time>
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label={t('brief.ends')} wide>
                <time dateTime={campaign.endDate.toISOString()}>{date(campaign.endDate)}</time>
              </Fact>
              <Fact icon={<Lightbulb aria-hidden="true" className="size-4" />} label={t('brief.ideas')}>
                {/* The count leads to the ideas for everyone who has that tab. */}
                {campaign.abilities.tabs ? (
                  <Link
                    to="/coach/campaigns/$slug"
                    params={{ slug: campaign.slug }}
                    aria-label={t('ideas.seeIdeas', { count: campaign.meta.completedIdeasCount })}
                    className="inline-flex min-h-6 min-w-6 items-center rounded text-link underline underline-offset-2 hover:no-underline"
                  >
                    {campaign.meta.completedIdeasCount.toLocaleString(i18n.language)}
                  </Link>
                ) : (
                  campaign.meta.completedIdeasCount.toLocaleString(i18n.language)
                )}
              </Fact>
              <Fact icon={<Users aria-hidden="true" className="size-4" />} label={t('brief.contributors')}>
                {campaign.meta.contributorCount.toLocaleString(i18n.language)}
              </Fact>
            </dl>
          </TitledSection>

          {campaign.documents.length > 0 ? (
            <TitledSection title={t('brief.documents')} size="aside">
              <ul className="flex flex-col gap-2">
                {campaign.documents.map((document) => (
                  <li key={document.guid}>
                    <a
                      href={document.url}
                      download={document.name}
                      className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2.5 text-sm font-medium hover:border-stone-300 hover:bg-stone-50"
                    >
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
                      <span className="min-w-0 flex-1 break-words">
                        <span className="sr-only">{t('brief.download')} </span>
                        {document.name}
                      </span>
                      <Download aria-hidden="true" className="size-4 shrink-0 text-link" />
                    </a>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          {campaign.coaches.length > 0 ? (
            <TitledSection title={t('brief.coaches')} size="aside">
              <ul className="flex flex-col gap-3">
                {campaign.coaches.map((coach) => {
                  const [first = '', ...rest] = coach.name.split(' ');
                  return (
                    <li key={coach.guid} className="flex items-center gap-3">
                      <Avatar firstName={first} lastName={rest.join(' ')} imageUrl={null} />
                      <span className="font-medium break-words">{coach.name}</span>
                    </li>
                  );
                })}
              </ul>
            </TitledSection>
          ) : null}
          <CampaignTags campaign={campaign} />
        </aside>
      </div>
      <SimilarCampaigns slug={campaign.slug} className="mt-14" />
    </CampaignTabLayout>
  );
}

/** One fact of the campaign; dates take the whole row, so "22 November 2026" stays on one line. */
function Fact({ icon, label, wide = false, children }: { icon: ReactNode; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`rounded-xl border border-stone-200 bg-white p-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-stone-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-stone-900">{children}</dd>
    </div>
  );
}
