import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import type { ApiTokenDto } from '#server/modules/api-access/api-token.presenter.ts';

function formatMoment(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const STATUS_CLASSES: Record<ApiTokenDto['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-stone-100 text-stone-700 ring-stone-200',
  revoked: 'bg-red-50 text-red-800 ring-red-200',
};

/** The site's tokens: what each may do, who made it, when it ends and was last used; live ones can be revoked. */
export function ApiTokenTable({ tokens, revoking, onRevoke }: { tokens: ApiTokenDto[]; revoking: boolean; onRevoke: (token: ApiTokenDto) => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState<ApiTokenDto | null>(null);
  const columns = [
    { key: 'name', label: t('apiTokens.columnName') },
    { key: 'scopes', label: t('apiTokens.columnScopes') },
    { key: 'created', label: t('apiTokens.columnCreated') },
    { key: 'expires', label: t('apiTokens.columnExpires') },
    { key: 'lastUsed', label: t('apiTokens.columnLastUsed') },
    { key: 'status', label: t('apiTokens.columnStatus') },
    { key: 'actions', label: t('apiTokens.columnActions'), labelHidden: true },
  ];

  return (
    <>
      <AdminTable caption={t('apiTokens.caption')} columns={columns} minWidth="min-w-[56rem]">
        {tokens.map((token) => (
          <tr key={token.guid}>
            <td className={`${adminCell} [overflow-wrap:anywhere]`}>
              <span className="font-semibold text-stone-900">{token.name}</span>
              <span className="block text-xs text-stone-600">{t('apiTokens.createdBy', { name: token.createdBy.name })}</span>
            </td>
            <td className={adminCell}>{token.scopes.map((scope) => t(`apiTokens.scope.${scope}`)).join(', ')}</td>
            <td className={adminCell}>{formatMoment(token.createdAt, i18n.language)}</td>
            <td className={adminCell}>{formatMoment(token.expiresAt, i18n.language)}</td>
            <td className={adminCell}>{token.lastUsedAt ? formatMoment(token.lastUsedAt, i18n.language) : t('apiTokens.neverUsed')}</td>
            <td className={adminCell}>
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[token.status]}`}>{t(`apiTokens.status.${token.status}`)}</span>
            </td>
            <td className={`${adminCell} text-right`}>
              {token.status === 'active' ? (
                <Button variant="ghost" onClick={() => setConfirming(token)} aria-label={t('apiTokens.revokeNamed', { name: token.name })} className="text-red-700 hover:bg-red-50">
                  <Ban aria-hidden="true" className="size-4" />
                  {t('apiTokens.revoke')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      {confirming ? (
        <ConfirmDialog
          title={t('apiTokens.confirmRevokeTitle')}
          body={t('apiTokens.confirmRevokeBody', { name: confirming.name })}
          confirmLabel={t('apiTokens.revoke')}
          busy={revoking}
          onConfirm={() => void onRevoke(confirming).finally(() => setConfirming(null))}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
