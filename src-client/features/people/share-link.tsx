import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { absoluteUrl } from '#client/features/admin-files/public-link.ts';
import { PeopleSection } from './people-section';
import { usePeopleChanges } from './use-people-changes';

/**
 * The campaign's share link (spec 2 §4): anyone who has it may join, even a private campaign.
 * A new link, after confirmation, makes the old one stop working.
 */
export function ShareLinkSection({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const changes = usePeopleChanges(campaign.slug);
  const [confirming, setConfirming] = useState(false);
  // The new link shows at once, before the campaign is fetched again.
  const [generated, setGenerated] = useState<string | null>(null);
  const generate = trpc.campaign.member.newShareLink.useMutation({
    onSuccess: async (result) => {
      setGenerated(result.permaInviteLink);
      setConfirming(false);
      changes.succeeded(t('people.share.generated'));
      await changes.refresh({ campaign: true });
    },
    onError: (error) => {
      setConfirming(false);
      changes.failed(error, t('people.share.failed'));
    },
  });
  const link = generated ?? campaign.permaInviteLink;

  return (
    <PeopleSection
      title={t('people.share.title')}
      intro={
        <>
          {t('people.share.intro')} {campaign.requireCoachApproval ? t('people.share.approvalNote') : null}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {link ? <CopyField label={t('people.share.label')} value={absoluteUrl(link)} /> : null}
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={generate.isPending}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('people.share.generate')}
          </Button>
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('people.share.confirmTitle')}
          body={t('people.share.confirmBody')}
          confirmLabel={t('people.share.generate')}
          tone="primary"
          busy={generate.isPending}
          onConfirm={() => generate.mutate({ slug: campaign.slug })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </PeopleSection>
  );
}

/**
 * The people of the campaign as a CSV file. The legacy route answers it as an attachment and the
 * session cookie authenticates it, so a plain download link does; `/legacy` is the façade's
 * default base.
 */
export function ExportSection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <PeopleSection title={t('people.export.title')} intro={t('people.export.intro')}>
      <a href={`/legacy/coach/campaigns/${encodeURIComponent(slug)}/csv`} download className={buttonClasses('secondary')}>
        <Download aria-hidden="true" className="size-4" />
        {t('people.export.download')}
      </a>
    </PeopleSection>
  );
}
