import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import { formatCampaignDate } from '#client/features/campaign/campaign-text.ts';

/**
 * An agreement's published text, with the version and day it was published: what accepting it
 * records. Its headings start at `headingLevel` (RenderedMarkdown).
 */
export function AgreementText({ agreement, headingLevel }: { agreement: AgreementDto; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-500">{t('agreement.published', { version: agreement.version, date: formatCampaignDate(agreement.publishedAt, i18n.language) })}</p>
      <RenderedMarkdown html={agreement.textHtml} headingLevel={headingLevel} />
    </div>
  );
}
