import { Link } from '@tanstack/react-router';
import { ChevronRight, Clock, Lightbulb, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { IMAGE_DISPLAY_SIZES, imageUrl } from '#client/components/media-url.ts';
import type { CampaignCard } from '#client/trpc.ts';
import { timeLeftText } from '#client/features/campaign/campaign-text.ts';
import { StatusPage } from '#client/features/shell/status-page.tsx';

const PICKER = IMAGE_DISPLAY_SIZES.campaignPicker;

/**
 * /new-idea without a campaign (spec 1 §2): the campaigns the server says the viewer may add an
 * idea to now; choosing one opens that campaign's idea form.
 */
export function CampaignPicker({ campaigns }: { campaigns: CampaignCard[] }) {
  const { t } = useTranslation();
  if (campaigns.length === 0) {
    return (
      <StatusPage icon={<Lightbulb aria-hidden="true" className="size-7" />} title={t('newIdea.emptyTitle')} body={t('newIdea.emptyBody')}>
        <Link to="/coach" className={buttonClasses('primary')}>
          {t('newIdea.toCampaigns')}
        </Link>
      </StatusPage>
    );
  }
  return (
    <section aria-labelledby="new-idea-pick" className="flex flex-col gap-4">
      <h2 id="new-idea-pick" className="text-lg font-semibold text-stone-900">
        {t('newIdea.pick')}
      </h2>
      <ul className="flex flex-col gap-3">
        {campaigns.map((campaign) => (
          <li key={campaign.guid}>
            <Link
              to="/campaign/$slug/new-idea"
              params={{ slug: campaign.slug }}
              className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs transition-shadow hover:border-stone-300 hover:shadow-md"
            >
              {campaign.thumbnail ? (
                <img src={imageUrl(campaign.thumbnail.url, { width: PICKER.width * 2, height: PICKER.height * 2, fit: 'cover', format: 'webp' })} alt="" width={PICKER.width} height={PICKER.height} className="h-16 w-24 shrink-0 rounded-lg bg-stone-100 object-cover" />
              ) : (
                <span aria-hidden="true" className="flex h-16 w-24 shrink-0 items-center justify-center rounded-lg bg-secondary text-on-secondary">
                  <Megaphone className="size-6 opacity-70" />
                </span>
              )}
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold break-words text-stone-900">{campaign.name}</span>
                <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
                  <Clock aria-hidden="true" className="size-4 text-stone-400" />
                  {timeLeftText(campaign.timeLeft, (key, options) => t(key, options))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
