import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEGRATIONS, type Integration, type IntegrationSettingsDraft } from '#shared/schemas/integration.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc, type IntegrationSettings } from '#client/trpc.ts';
import { ConnectionStatus } from './connection-status';

type Settings = IntegrationSettings;

/** What the form holds: the switches and names as saved, the secrets empty (they are write-only). */
function draftOf(settings: Settings): Draft {
  return {
    trello: { enabled: settings.trello.enabled, token: '', clearToken: false },
    typeform: { enabled: settings.typeform.enabled, token: '', clearToken: false },
    quicktapsurvey: { enabled: settings.quicktapsurvey.enabled, user: settings.quicktapsurvey.user, password: '', clearPassword: false, token: '', clearToken: false },
  };
}

type Draft = IntegrationSettingsDraft;

/**
 * The integrations' settings (spec 2 §7, org admins): per service a switch and its credentials.
 * Secrets never come back from the server: a saved one shows as such, an empty field keeps it.
 */
export function IntegrationsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const save = trpc.integration.saveSettings.useMutation({
    onSuccess: (saved) => {
      utils.integration.settings.setData(undefined, saved);
      setDraft(draftOf(saved));
      // Verification runs again with what was saved; the site's public switches change too.
      void utils.integration.connection.invalidate();
      void utils.organisation.current.invalidate();
    },
  });
  const change = <K extends Integration>(integration: K, values: Partial<Draft[K]>) => setDraft((previous) => ({ ...previous, [integration]: { ...previous[integration], ...values } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="mt-8 flex flex-col gap-6" noValidate>
      {INTEGRATIONS.map((integration) => (
        <IntegrationCard key={integration} integration={integration} enabled={draft[integration].enabled} onEnabled={(enabled) => change(integration, { enabled })}>
          {integration === 'quicktapsurvey' ? (
            <>
              <TextField label={t('integrations.user')} value={draft.quicktapsurvey.user} maxLength={500} autoComplete="off" onChange={(event) => change('quicktapsurvey', { user: event.target.value })} />
              <SecretField
                label={t('integrations.password')}
                saved={settings.quicktapsurvey.hasPassword}
                value={draft.quicktapsurvey.password}
                clear={draft.quicktapsurvey.clearPassword}
                removeLabel={t('integrations.removePassword')}
                onChange={(password) => change('quicktapsurvey', { password })}
                onClear={(clearPassword) => change('quicktapsurvey', { clearPassword })}
              />
            </>
          ) : null}
          <SecretField
            label={integration === 'quicktapsurvey' ? t('integrations.apiKey') : t('integrations.token')}
            hint={t(integration === 'trello' ? 'integrations.trelloTokenHint' : integration === 'typeform' ? 'integrations.typeformTokenHint' : 'integrations.apiKeyHint')}
            saved={settings[integration].hasToken}
            value={draft[integration].token}
            clear={draft[integration].clearToken}
            removeLabel={integration === 'quicktapsurvey' ? t('integrations.removeApiKey') : t('integrations.removeToken')}
            onChange={(token) => change(integration, { token })}
            onClear={(clearToken) => change(integration, { clearToken })}
          />
          {integration === 'trello' && !settings.trello.available ? <Alert tone="warning">{t('errors.integration-unavailable')}</Alert> : null}
        </IntegrationCard>
      ))}

      {save.isError ? (
        <Alert tone="error">
          <p className="font-semibold">{t('integrations.saveErrorTitle')}</p>
          <p>{t('integrations.saveErrorBody')}</p>
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('integrations.saved')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('integrations.saving') : t('integrations.save')}
        </Button>
      </div>
    </form>
  );
}

function IntegrationCard({ integration, enabled, onEnabled, children }: { integration: Integration; enabled: boolean; onEnabled: (enabled: boolean) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const service = t(`integrations.services.${integration}`);
  return (
    <section aria-labelledby={`integration-${integration}`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id={`integration-${integration}`} className="text-xl font-semibold tracking-tight">
        {service}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t(`integrations.descriptions.${integration}`)}</p>
      <div className="mt-4 flex flex-col gap-4">
        <Checkbox label={t('integrations.enabled', { service })} checked={enabled} onChange={onEnabled} />
        <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
        <ConnectionStatus integration={integration} />
      </div>
    </section>
  );
}

interface SecretFieldProps {
  label: string;
  hint?: string;
  saved: boolean;
  value: string;
  clear: boolean;
  removeLabel: string;
  onChange: (value: string) => void;
  onClear: (clear: boolean) => void;
}

/** A write-only secret: typed anew or left empty to keep the saved one, which can be removed. */
function SecretField({ label, hint, saved, value, clear, removeLabel, onChange, onClear }: SecretFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={500}
        value={value}
        disabled={clear}
        placeholder={saved ? '••••••••' : undefined}
        hint={saved ? t('integrations.savedSecret') : hint}
        onChange={(event) => onChange(event.target.value)}
      />
      {saved ? <Checkbox label={removeLabel} checked={clear} onChange={onClear} /> : null}
    </div>
  );
}
