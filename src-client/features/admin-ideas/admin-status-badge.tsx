import { useTranslation } from 'react-i18next';
import type { IdeaStatus } from '#shared/constants.ts';

const tones: Record<IdeaStatus, string> = {
  DRAFT: 'bg-stone-100 text-stone-700',
  PUBLISHED: 'bg-emerald-100 text-emerald-950',
  candidate: 'bg-sky-100 text-sky-950',
  WINNER: 'bg-amber-100 text-amber-950',
  declined: 'bg-stone-200 text-stone-800',
  ACCEPTED: 'bg-violet-100 text-violet-950',
  implemented: 'bg-teal-100 text-teal-950',
  ARCHIVED: 'bg-stone-800 text-white',
};

/** Every status has a badge in the admin list: admins sort ideas by exactly this. */
export function AdminStatusBadge({ status }: { status: IdeaStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}>{t(`ideaView.statusNames.${status}`)}</span>;
}
