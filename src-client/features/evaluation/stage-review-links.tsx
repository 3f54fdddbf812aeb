import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '#client/components/titled-section.tsx';

/** From the Stages tab to each stage's review set-up: its scorecard, evaluators and assignments (issue 33). */
export function StageReviewLinks({ campaignSlug, stages }: { campaignSlug: string; stages: { guid: string; nameEn: string; nameSv: string }[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TitledSection title={t('evaluation.links.title')} className="mt-10">
      <p className="max-w-2xl text-stone-600">{t('evaluation.links.intro')}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {stages.map((stage) => (
          <li key={stage.guid}>
            <Link to="/coach/campaigns/$slug/stages/$stageGuid" params={{ slug: campaignSlug, stageGuid: stage.guid }} className="inline-flex items-center gap-2 text-link underline">
              <ClipboardCheck aria-hidden="true" className="size-4" />
              {t('evaluation.links.stage', { name: i18n.language === 'sv' ? stage.nameSv : stage.nameEn })}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
