import { useTranslation } from 'react-i18next';
import { CHANNELS_OF_KIND, DIGEST_FREQUENCIES, NOTICE_KINDS, type DigestFrequency, type NoticeChannel, type NoticeKind, type NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import { SelectField } from '#client/components/select-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';

/**
 * The profile's preference centre (issue 34 item 5): one choice per kind of event, and how often
 * the digest comes. Each change is saved at once; the server answers with what now holds.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const preferences = trpc.notificationPreferences.own.useQuery();
  const save = trpc.notificationPreferences.save.useMutation({ onSuccess: (data) => utils.notificationPreferences.own.setData(undefined, data) });
  const current = preferences.data;
  const change = (next: NotificationPreferences) => {
    utils.notificationPreferences.own.setData(undefined, next);
    save.mutate(next);
  };
  return (
    <TitledSection title={t('notificationPreferences.title')} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <p className="mb-4 text-stone-700">{t('notificationPreferences.body')}</p>
      {preferences.isError ? <p className="text-red-700">{t('notificationPreferences.loadFailed')}</p> : null}
      {current ? (
        <div className="grid gap-x-6 sm:grid-cols-2">
          {NOTICE_KINDS.map((kind: NoticeKind) => (
            <SelectField
              key={kind}
              label={t(`notificationPreferences.kinds.${kind}`)}
              value={current.channels[kind]}
              onChange={(channel) => change({ ...current, channels: { ...current.channels, [kind]: channel as NoticeChannel } })}
            >
              {CHANNELS_OF_KIND[kind].map((channel) => (
                <option key={channel} value={channel}>
                  {t(`notificationPreferences.channels.${channel}`)}
                </option>
              ))}
            </SelectField>
          ))}
          <SelectField label={t('notificationPreferences.digestFrequency')} value={current.digestFrequency} onChange={(frequency) => change({ ...current, digestFrequency: frequency as DigestFrequency })}>
            {DIGEST_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`notificationPreferences.frequencies.${frequency}`)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <p aria-live="polite" className="min-h-5 text-sm text-stone-700">
        {save.isPending ? t('notificationPreferences.saving') : save.isError ? t('notificationPreferences.saveFailed') : save.isSuccess ? t('notificationPreferences.saved') : ''}
      </p>
    </TitledSection>
  );
}
