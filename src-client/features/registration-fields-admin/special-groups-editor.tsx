import { useTranslation } from 'react-i18next';
import { toggleOption } from '#shared/field-engine.ts';
import { studentTypes } from '#shared/schemas/organisation.ts';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SettingsCard } from '#client/features/site-settings/settings-card.tsx';
import type { RegistrationFieldsDraft } from './registration-fields-draft';

type Group = Pick<RegistrationFieldsDraft['personalnumber'], 'enabled' | 'required' | 'public'>;

interface SpecialGroupsEditorProps {
  draft: RegistrationFieldsDraft;
  errorOf: (path: string) => string | undefined;
  onChange: (values: Partial<Pick<RegistrationFieldsDraft, 'personalnumber' | 'student'>>) => void;
}

function GroupSwitches({ group, onChange }: { group: Group; onChange: (group: Group) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      <Checkbox label={t('registrationFieldsAdmin.groups.enabled')} checked={group.enabled} onChange={(enabled) => onChange({ ...group, enabled })} />
      <Checkbox label={t('registrationFieldsAdmin.required')} checked={group.required} disabled={!group.enabled} onChange={(required) => onChange({ ...group, required })} />
      <Checkbox label={t('registrationFieldsAdmin.public')} checked={group.public} disabled={!group.enabled} onChange={(checked) => onChange({ ...group, public: checked })} />
    </div>
  );
}

/** The personal number and student groups (spec 3 §3): switched on here, asked after the custom fields. */
export function SpecialGroupsEditor({ draft, errorOf, onChange }: SpecialGroupsEditorProps) {
  const { t } = useTranslation();
  const { personalnumber, student } = draft;
  const studentError = errorOf('student.option');
  return (
    <SettingsCard title={t('registrationFieldsAdmin.groups.heading')} description={t('registrationFieldsAdmin.groups.intro')}>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('registrationFieldsAdmin.groups.personalnumber')}</legend>
        <p className="text-sm text-stone-600">{t('registrationFieldsAdmin.groups.personalnumberIntro')}</p>
        <GroupSwitches group={personalnumber} onChange={(group) => onChange({ personalnumber: { ...personalnumber, ...group } })} />
        <Checkbox
          label={t('registrationFieldsAdmin.groups.checkDigit')}
          hint={t('registrationFieldsAdmin.groups.checkDigitHint')}
          checked={personalnumber.checkDigit}
          disabled={!personalnumber.enabled}
          onChange={(checkDigit) => onChange({ personalnumber: { ...personalnumber, checkDigit } })}
        />
      </fieldset>
      <div className="border-t border-stone-200" />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('registrationFieldsAdmin.groups.student')}</legend>
        <p className="text-sm text-stone-600">{t('registrationFieldsAdmin.groups.studentIntro')}</p>
        <GroupSwitches group={student} onChange={(group) => onChange({ student: { ...student, ...group } })} />
        {student.enabled ? (
          <fieldset className="flex flex-col gap-1" aria-describedby="student-options-error">
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('registrationFieldsAdmin.groups.studentOptions')}</legend>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {studentTypes.map((type) => (
                <Checkbox
                  key={type}
                  label={t(`registrationFields.studentTypes.${type}`)}
                  checked={student.option.includes(type)}
                  onChange={(checked) => onChange({ student: { ...student, option: studentTypes.filter((each) => toggleOption(student.option, type, checked).includes(each)) } })}
                />
              ))}
            </div>
            <p id="student-options-error" className="min-h-5 text-sm text-red-700">
              {studentError}
            </p>
          </fieldset>
        ) : null}
      </fieldset>
    </SettingsCard>
  );
}
