import { useTranslation } from 'react-i18next';
import type { AuditEntryDto } from '../../../src-server/modules/audit/audit.presenter';

function formatMoment(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** What an entry's details say, in words: the settings or fields that changed, a role or premium from and to, an agreement's version, an export's format or period. */
function DetailsText({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  const changed = Array.isArray(details.changed) ? details.changed.map(String) : null;
  if (changed) parts.push(changed.length > 0 ? t('auditLog.changed', { fields: changed.join(', ') }) : t('auditLog.nothingChanged'));
  const role = details.orgRole as { from?: unknown; to?: unknown } | undefined;
  if (role) parts.push(t('auditLog.roleChange', { from: String(role.from), to: String(role.to) }));
  const status = details.status as { from?: unknown; to?: unknown } | undefined;
  if (status) parts.push(t('auditLog.statusChange', { from: String(status.from), to: String(status.to) }));
  if (typeof details.format === 'string') parts.push(t('auditLog.format', { format: details.format }));
  if (typeof details.file === 'string') parts.push(t('auditLog.file', { file: details.file }));
  if (typeof details.ideas === 'number') parts.push(t('auditLog.ideas', { count: details.ideas }));
  if (typeof details.version === 'number' && details.version > 0) parts.push(t('auditLog.version', { version: details.version }));
  const premium = details.premium as { from?: unknown; to?: unknown } | undefined;
  if (premium && typeof premium === 'object') parts.push(t('auditLog.premiumChange', { from: t(premium.from ? 'auditLog.on' : 'auditLog.off'), to: t(premium.to ? 'auditLog.on' : 'auditLog.off') }));
  if (details.scope === 'all-sites') parts.push(t('auditLog.allSites'));
  if (typeof details.from === 'string' && typeof details.to === 'string') parts.push(t('auditLog.period', { from: details.from, to: details.to }));
  return <>{parts.join(' · ')}</>;
}

/** The audit log's entries, newest first: when, who, what, on what, the details and where from. */
export function AuditLogTable({ entries, dimmed }: { entries: AuditEntryDto[]; dimmed: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`overflow-x-auto rounded-2xl border border-stone-200 bg-white ${dimmed ? 'opacity-60' : ''}`}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t('auditLog.caption')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.when')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.who')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.what')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.details')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('auditLog.from')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <tr key={entry.guid} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
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
              <td className="px-4 py-3 font-mono text-xs text-stone-600">{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
