import { useTranslation } from 'react-i18next';
import type { CampaignPhase } from '#shared/campaign-rules.ts';

const tones: Record<CampaignPhase, string> = {
  draft: 'bg-stone-200 text-stone-800',
  upcoming: 'bg-sky-100 text-sky-950',
  active: 'bg-emerald-100 text-emerald-950',
  finished: 'bg-stone-800 text-white',
};

/** A hunt's phase in the admin lists: draft, upcoming, running or finished. */
export function HuntPhaseBadge({ phase }: { phase: CampaignPhase }) {
  const { t } = useTranslation();
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[phase]}`}>{t(`adminHunts.phase.${phase}`)}</span>;
}
