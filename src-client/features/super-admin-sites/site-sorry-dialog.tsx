import { useTranslation } from 'react-i18next';
import { MessageDialog } from '#client/components/message-dialog.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';

/**
 * A failed save (spec 2 §8 "Site save failure: a sorry message showing the server data"): the
 * apology, what the server answered in words, and the answer itself (its code and the codes per
 * field), which is what a super admin reports onwards.
 */
export function SiteSorryDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  const { appCode, fieldErrors } = readServerError(error);
  const codes = [...new Set([...(appCode ? [appCode] : []), ...Object.values(fieldErrors).flat()])];
  const data = appCode ? JSON.stringify({ error: appCode, ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) }, null, 2) : null;

  return (
    <MessageDialog title={t('sites.sorryTitle')} onClose={onClose}>
      <p className="text-stone-700">{t('sites.sorryBody')}</p>
      {codes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
          {codes.map((code) => (
            <li key={code}>{t(`errors.${code}`)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-800">{t('sites.sorryNoAnswer')}</p>
      )}
      {data ? <pre className="mt-3 max-h-48 overflow-auto rounded-lg bg-stone-100 p-3 text-xs text-stone-800">{data}</pre> : null}
    </MessageDialog>
  );
}
