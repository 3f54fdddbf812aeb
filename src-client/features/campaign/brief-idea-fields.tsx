import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';
import type { CampaignView } from '#client/trpc.ts';
import { NotPublicBadge } from '#client/features/fields/not-public-badge.tsx';

/**
 * The brief's extra fields (spec 1 §2): what an idea in this campaign is asked beside its title and
 * description, so people know before they write. Fields whose answers only authors and admins see
 * are marked not public.
 */
export function BriefIdeaFields({ campaign }: { campaign: Pick<CampaignView, 'settings'> }) {
  const { t } = useTranslation();
  const fields = campaign.settings.ideaExtraFields.custom.filter((field) => field.campaignenabled);
  if (fields.length === 0) return null;
  return (
    <TitledSection title={t('briefFields.title')}>
      <p className="mb-3 text-stone-600">{t('briefFields.intro')}</p>
      <ul className="flex flex-col gap-3">
        {fields.map((field) => (
          <li key={field.fieldid} className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-stone-900">
              {field.label}
              {field.required ? <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-on-secondary">{t('briefFields.required')}</span> : null}
              {field.public ? null : <NotPublicBadge />}
            </p>
            {field.description ? <p className="mt-1 text-sm whitespace-pre-line break-words text-stone-600">{field.description}</p> : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
