import { CircleCheck, Megaphone, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { formatCampaignDate } from '#client/features/campaign/campaign-text.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

type WinnersCampaign = Pick<CampaignView, 'slug' | 'name' | 'phase' | 'winners' | 'abilities'>;

/**
 * The brief's winning ideas (spec 1 §3 winners.list), by name only until ideas have pages.
 * Once a campaign has ended, its coaches tell the participants who won, once (spec 2 §7
 * event announce.winners); afterwards everyone sees when that happened.
 */
export function WinnersSection({ campaign }: { campaign: WinnersCampaign }) {
  const { t, i18n } = useTranslation();
  const { list, announcedAt } = campaign.winners;
  if (list.length === 0) return null;
  const mayAnnounce = campaign.abilities.manage && campaign.phase === 'finished' && !announcedAt;

  return (
    <TitledSection title={t('winners.title')}>
      <ol className="flex flex-col gap-3">
        {list.map((idea) => (
          <li key={idea.guid} className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
            <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <span className="min-w-0 font-semibold break-words text-stone-900">{idea.name}</span>
          </li>
        ))}
      </ol>
      {announcedAt ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-stone-700">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
          {t('winners.announcedOn', { date: formatCampaignDate(announcedAt, i18n.language) })}
        </p>
      ) : mayAnnounce ? (
        <AnnounceWinners campaign={campaign} />
      ) : null}
    </TitledSection>
  );
}

function AnnounceWinners({ campaign }: { campaign: WinnersCampaign }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [confirming, setConfirming] = useState(false);
  const announce = trpc.campaign.event.useMutation();

  async function onConfirm() {
    try {
      const result = await announce.mutateAsync({ slug: campaign.slug, event: 'announce.winners' });
      showMessage({ tone: 'success', text: t('winners.announced', { count: result.recipients }) });
    } catch (caught) {
      const code = readServerError(caught).appCode;
      // A system message, because the brief may redraw without this button (already announced).
      showMessage({ tone: 'error', text: code ? t(`errors.${code}`) : t('winners.failed') });
    }
    setConfirming(false);
    await utils.campaign.bySlug.invalidate({ slug: campaign.slug });
  }

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-700">{t('winners.notAnnounced')}</p>
      <Button onClick={() => setConfirming(true)} disabled={announce.isPending} className="shrink-0">
        <Megaphone aria-hidden="true" className="size-4" />
        {announce.isPending ? t('winners.announcing') : t('winners.announce')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('winners.confirmTitle')}
          body={t('winners.confirmBody', { name: campaign.name })}
          confirmLabel={announce.isPending ? t('winners.announcing') : t('winners.announce')}
          tone="primary"
          busy={announce.isPending}
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
