import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { failureText } from '#client/features/templates/failure-text.ts';
import type { StageRuleKind } from '#shared/schemas/reviews.ts';
import type { presentReviewSettings } from '#server/modules/evaluation/review.presenter.ts';

type Settings = ReturnType<typeof presentReviewSettings>;
interface RuleDraft {
  enabled: boolean;
  toStageGuid: string;
  threshold: string;
  minReviews: string;
}

const draftOf = (rule: Settings['advance'], fallbackStage: string, threshold: number): RuleDraft =>
  rule ? { enabled: true, toStageGuid: rule.toStageGuid, threshold: String(rule.threshold), minReviews: String(rule.minReviews) } : { enabled: false, toStageGuid: fallbackStage, threshold: String(threshold), minReviews: '3' };

/** A stage's review settings (issue 33 items 4 and 6): blind mode, and the rules that advance or decline ideas by their reviews. */
export function ReviewSettings({ stageGuid }: { stageGuid: string }) {
  const { t } = useTranslation();
  const settings = trpc.evaluation.reviewSettings.useQuery({ stageGuid });
  return (
    <TitledSection title={t('reviews.settings.title')} className="mt-10">
      <p className="max-w-2xl text-stone-600">{t('reviews.settings.intro')}</p>
      {settings.isPending ? <Spinner label={t('reviews.settings.loading')} /> : null}
      {settings.isError ? <LoadErrorAlert message={t('reviews.settings.loadError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} /> : null}
      {settings.data ? <SettingsForm key={settings.data.stageGuid} settings={settings.data} /> : null}
    </TitledSection>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.evaluation.saveReviewSettings.useMutation();
  const firstTarget = settings.targets[0]?.guid ?? '';
  const [blind, setBlind] = useState(settings.blindReview);
  const [rules, setRules] = useState<Record<StageRuleKind, RuleDraft>>({
    advance: draftOf(settings.advance, firstTarget, 70),
    decline: draftOf(settings.decline, settings.targets.at(-1)?.guid ?? firstTarget, 30),
  });
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const ruleInput = (rule: RuleDraft) => (rule.enabled ? { toStageGuid: rule.toStageGuid, threshold: Number(rule.threshold), minReviews: Number(rule.minReviews) } : null);
  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({ stageGuid: settings.stageGuid, blindReview: blind, advance: ruleInput(rules.advance), decline: ruleInput(rules.decline) });
      utils.evaluation.reviewSettings.setData({ stageGuid: settings.stageGuid }, saved);
      setFields({});
      setNotice({ tone: 'info', text: t('reviews.settings.saved') });
    } catch (error) {
      const failure = failureText(t, error, t('reviews.settings.failed'));
      setFields(failure.fields);
      setNotice({ tone: 'error', text: failure.message });
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-4">
      <Checkbox label={t('reviews.settings.blind')} hint={t('reviews.settings.blindHint')} checked={blind} onChange={setBlind} />
      {settings.targets.length === 0 ? (
        <p className="text-stone-600">{t('reviews.settings.noTargets')}</p>
      ) : (
        (['advance', 'decline'] as const).map((kind) => (
          <RuleFields key={kind} kind={kind} rule={rules[kind]} targets={settings.targets} errors={fields} onChange={(rule) => setRules((current) => ({ ...current, [kind]: { ...current[kind], ...rule } }))} />
        ))
      )}
      {notice ? (
        <Alert tone={notice.tone} className="max-w-2xl">
          {notice.text}
        </Alert>
      ) : null}
      <Button className="self-start" onClick={() => void onSave()} disabled={save.isPending}>
        {t('reviews.settings.save')}
      </Button>
    </div>
  );
}

function RuleFields({ kind, rule, targets, errors, onChange }: { kind: StageRuleKind; rule: RuleDraft; targets: Settings['targets']; errors: Record<string, string>; onChange: (rule: Partial<RuleDraft>) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{t(`reviews.settings.${kind}`)}</legend>
      <Checkbox label={t('reviews.settings.enabled')} checked={rule.enabled} onChange={(enabled) => onChange({ enabled })} />
      {rule.enabled ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <SelectField label={t('reviews.settings.toStage')} value={rule.toStageGuid} onChange={(toStageGuid) => onChange({ toStageGuid })} error={errors[`${kind}.toStageGuid`]}>
            {targets.map((target) => (
              <option key={target.guid} value={target.guid}>
                {i18n.language === 'sv' ? target.nameSv : target.nameEn}
              </option>
            ))}
          </SelectField>
          <TextField type="number" min="0" max="100" label={t(kind === 'advance' ? 'reviews.settings.thresholdAdvance' : 'reviews.settings.thresholdDecline')} value={rule.threshold} onChange={(event) => onChange({ threshold: event.target.value })} error={errors[`${kind}.threshold`]} />
          <TextField type="number" min="1" max="50" label={t('reviews.settings.minReviews')} value={rule.minReviews} onChange={(event) => onChange({ minReviews: event.target.value })} error={errors[`${kind}.minReviews`]} />
        </div>
      ) : null}
    </fieldset>
  );
}
