import { Download, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc, type PersonalDataCopy } from '#client/trpc.ts';

type CopyState = PersonalDataCopy | null;

/** While a copy is being made, its state is asked for this often, so the link appears without a reload. */
const POLL_MS = 2000;

function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' }).format(new Date(iso));
}

const pollWhileQueued = (query: { state: { data?: CopyState } }) => (query.state.data?.status === 'queued' ? POLL_MS : false);

/** The profile's "A copy of your data" (issue 36): ask, wait, download. */
export function OwnDataCopy() {
  const utils = trpc.useUtils();
  const copy = trpc.personalData.own.useQuery(undefined, { refetchInterval: pollWhileQueued });
  const request = trpc.personalData.request.useMutation({ onSuccess: (data) => utils.personalData.own.setData(undefined, data) });
  return <DataCopy own copy={copy.data} requesting={request.isPending} requestFailed={request.isError} onRequest={() => request.mutate()} />;
}

/** The same for an admin, on a person's page in the people admin. */
export function PersonDataCopy({ guid }: { guid: string }) {
  const utils = trpc.useUtils();
  const copy = trpc.personalData.latestFor.useQuery({ guid }, { refetchInterval: pollWhileQueued });
  const request = trpc.personalData.requestFor.useMutation({ onSuccess: (data) => utils.personalData.latestFor.setData({ guid }, data) });
  return <DataCopy own={false} copy={copy.data} requesting={request.isPending} requestFailed={request.isError} onRequest={() => request.mutate({ guid })} />;
}

interface DataCopyProps {
  own: boolean;
  copy: CopyState | undefined;
  requesting: boolean;
  requestFailed: boolean;
  onRequest: () => void;
}

function DataCopy({ own, copy, requesting, requestFailed, onRequest }: DataCopyProps) {
  const { t, i18n } = useTranslation();
  const key = (ownKey: 'title' | 'queued' | 'ready' | 'failed', adminKey: 'adminTitle' | 'adminQueued' | 'adminReady' | 'adminFailed') => `personalData.${own ? ownKey : adminKey}` as const;
  const status = copy?.status;
  const canRequest = copy !== undefined && status !== 'queued';
  return (
    <TitledSection title={t(key('title', 'adminTitle'))} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <p className="text-stone-700">{t(own ? 'personalData.body' : 'personalData.adminBody')}</p>
      <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
        {status === 'queued' ? <p className="text-stone-800">{t(key('queued', 'adminQueued'))}</p> : null}
        {status === 'ready' && copy?.downloadUrl && copy.readyAt && copy.expiresAt ? (
          <>
            <p className="text-stone-800">{t(key('ready', 'adminReady'), { date: formatDay(copy.readyAt, i18n.language), expires: formatDay(copy.expiresAt, i18n.language) })}</p>
            <p>
              <a href={copy.downloadUrl} download className={buttonClasses('primary')}>
                <Download aria-hidden="true" className="size-4" />
                {t('personalData.download')}
                {copy.byteSize !== null ? <span className="font-normal">({t('personalData.size', { size: formatFileSize(copy.byteSize, i18n.language) })})</span> : null}
              </a>
            </p>
          </>
        ) : null}
        {status === 'failed' ? <Alert tone="warning">{t(key('failed', 'adminFailed'))}</Alert> : null}
        {status === 'expired' ? <p className="text-stone-700">{t('personalData.expired')}</p> : null}
        {requestFailed ? <Alert tone="error">{t('personalData.requestFailed')}</Alert> : null}
      </div>
      {canRequest ? (
        <div className="mt-4">
          <Button variant={status === 'ready' ? 'secondary' : 'primary'} disabled={requesting} onClick={onRequest}>
            <FileArchive aria-hidden="true" className="size-4" />
            {own ? t(copy === null ? 'personalData.request' : 'personalData.requestAgain') : t('personalData.adminRequest')}
          </Button>
        </div>
      ) : null}
    </TitledSection>
  );
}
