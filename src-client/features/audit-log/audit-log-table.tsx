import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '#server/modules/audit/audit.presenter.ts';
import { isExternalSignInFailure } from '#shared/external-sign-in.ts';
import { AGREEMENT_TYPES } from '#shared/schemas/agreements.ts';
import { API_TOKEN_SCOPES } from '#shared/schemas/api-tokens.ts';

function formatMoment(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** What an entry's details say, in words: the settings or fields that changed, a role or premium from and to, an agreement's kind, state and version, an export's format or period, an external sign-in's service and outcome, an API token's scopes, an action taken through one. */
function DetailsText({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  const changed = Array.isArray(details.changed) ? details.changed.map(String) : null;
  if (changed) parts.push(changed.length > 0 ? t('auditLog.changed', { fields: changed.join(', ') }) : t('auditLog.nothingChanged'));
  const role = details.orgRole as { from?: unknown; to?: unknown } | undefined;
  if (role) parts.push(t('auditLog.roleChange', { from: String(role.from), to: String(role.to) }));
  const agreementType = AGREEMENT_TYPES.find((type) => type === details.type);
  if (agreementType) parts.push(t(`adminAgreements.type.${agreementType}`));
  if (details.status === 'draft' || details.status === 'published') parts.push(t(`adminAgreements.status.${details.status}`));
  const status = details.status as { from?: unknown; to?: unknown } | undefined;
  if (status && typeof status === 'object') parts.push(t('auditLog.statusChange', { from: String(status.from), to: String(status.to) }));
  if (typeof details.format === 'string') parts.push(t('auditLog.format', { format: details.format }));
  if (typeof details.file === 'string') parts.push(t('auditLog.file', { file: details.file }));
  if (typeof details.ideas === 'number') parts.push(t('auditLog.ideas', { count: details.ideas }));
  if (typeof details.version === 'number' && details.version > 0) parts.push(t('auditLog.version', { version: details.version }));
  const premium = details.premium as { from?: unknown; to?: unknown } | undefined;
  if (premium && typeof premium === 'object') parts.push(t('auditLog.premiumChange', { from: t(premium.from ? 'auditLog.on' : 'auditLog.off'), to: t(premium.to ? 'auditLog.on' : 'auditLog.off') }));
  if (details.scope === 'all-sites') parts.push(t('auditLog.allSites'));
  if (typeof details.from === 'string' && typeof details.to === 'string') parts.push(t('auditLog.period', { from: details.from, to: details.to }));
  if (typeof details.source === 'string') parts.push(t('auditLog.source', { source: details.source }));
  if (details.created === true) parts.push(t('auditLog.accountCreated'));
  const scopes = Array.isArray(details.scopes) ? API_TOKEN_SCOPES.filter((scope) => (details.scopes as unknown[]).includes(scope)) : [];
  if (scopes.length > 0) parts.push(scopes.map((scope) => t(`apiTokens.scope.${scope}`)).join(', '));
  if (typeof details.apiToken === 'string') parts.push(t('apiTokens.auditThrough'));
  if (isExternalSignInFailure(details.refusal)) parts.push(t('auditLog.refusal', { reason: t(`errors.${details.refusal}`) }));
  return <>{parts.join(' · ')}</>;
}

/** Names, targets and details are whatever admins typed: long words break rather than widen the layout. */
const BREAK_ANYWHERE = '[overflow-wrap:anywhere]';

/**
 * The audit log's entries, newest first: when, who, what, on what, the details and where from. A
 * table from the small breakpoint up; on a phone, a card per entry, since five columns do not fit.
 */
export function AuditLogTable({ entries, dimmed }: { entries: AuditEntryDto[]; dimmed: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={dimmed ? 'opacity-60' : undefined}>
      <ul className="space-y-3 sm:hidden" aria-label={t('auditLog.caption')}>
        {entries.map((entry) => (
          <li key={entry.guid} className={`rounded-2xl border border-stone-200 bg-white p-4 text-sm ${BREAK_ANYWHERE}`}>
            <p className="font-medium">{t(`auditLog.actions.${entry.action}`)}</p>
            {entry.target.name ? <p className="text-stone-600">{entry.target.name}</p> : null}
            <p className="mt-2 text-stone-600">
              <DetailsText details={entry.details} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
              <dt className="text-stone-500">{t('auditLog.when')}</dt>
              <dd>
                <time dateTime={entry.at.toISOString()}>{formatMoment(entry.at, i18n.language)}</time>
              </dd>
              <dt className="text-stone-500">{t('auditLog.who')}</dt>
              <dd>{entry.actor.name}</dd>
              <dt className="text-stone-500">{t('auditLog.from')}</dt>
              <dd className="font-mono text-xs leading-5">{entry.ip}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white sm:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('auditLog.caption')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
            <tr>
              <th scope="col" className="w-44 px-4 py-3 font-semibold">{t('auditLog.when')}</th>
              <th scope="col" className="w-40 px-4 py-3 font-semibold">{t('auditLog.who')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.what')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.details')}</th>
              <th scope="col" className="w-36 px-4 py-3 font-semibold">{t('auditLog.from')}</th>
            </tr>
          </thead>
          <tbody className={`divide-y divide-stone-100 ${BREAK_ANYWHERE}`}>
            {entries.map((entry) => (
              <tr key={entry.guid} className="align-top">
                <td className="px-4 py-3 text-stone-700">
                  <time dateTime={entry.at.toISOString()}>{formatMoment(entry.at, i18n.language)}</time>
                </td>
                <td className="px-4 py-3">{entry.actor.name}</td>
                <td className="px-4 py-3">
                  <span className="font-medium">{t(`auditLog.actions.${entry.action}`)}</span>
                  {entry.target.name ? <span className="block text-stone-600">{entry.target.name}</span> : null}
                </td>
                <td className="px-4 py-3 text-stone-600">
                  <DetailsText details={entry.details} />
                </td>
                <td className="px-4 py-3 font-mono text-xs leading-5 text-stone-600">{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
