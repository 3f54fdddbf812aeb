import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { personNameSchema } from '#shared/schemas/common.ts';
import { PROFILE_DESCRIPTION_MAX_LENGTH } from '#shared/schemas/profile.ts';
import type { AdminUserDto } from '#server/modules/user/user-admin.presenter.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { RegistrationFieldsInput } from '#client/features/registration-fields/registration-fields-input.tsx';
import { DeleteUserButton } from './delete-user-button';
import { useRegistrationValues } from './use-registration-values';

/** The form's own fields, by the server's rules and messages (people.update). */
const formSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  description: z.string().trim().max(PROFILE_DESCRIPTION_MAX_LENGTH, 'VALUE_TOO_LONG'),
  orgRole: z.string().min(1, 'ERROR_REQUIRED'),
});

/**
 * Edit user (spec 3 §2, §4, §7): names, role from the organisation's roles, labels, description,
 * and the verified toggle, which only verifies and is off once the account is active. Saving and
 * cancelling return to the list; saving says USER_WAS_UPDATED there.
 */
export function UserEditForm({ user }: { user: AdminUserDto }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const showMessage = useSystemMessage();
  const roles = trpc.people.roles.useQuery();
  const siteLabels = trpc.people.label.list.useQuery();
  const update = trpc.people.update.useMutation();
  const labelsLegend = useId();
  const fieldsHeading = useId();
  const [labels, setLabels] = useState<string[]>(user.labels);
  const [verify, setVerify] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const extra = useRegistrationValues(user.extraFields);
  const { form, submit } = useSchemaForm({
    schema: formSchema,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, description: user.description, orgRole: user.orgRole },
    onSubmit: async (values) => {
      setSaveFailed(false);
      if (!extra.validate()) return;
      try {
        // Omitted where the site has no registration fields: the server leaves the values as they are.
        await update.mutateAsync({ guid: user.guid, ...values, labels, ...(extra.fields.length > 0 ? { extraFields: extra.input() } : {}), ...(verify ? { active: true } : {}) });
      } catch (error) {
        setSaveFailed(!extra.placeServerErrors(error));
        throw error;
      }
      showMessage({ tone: 'success', text: t('adminUsers.edit.updated') });
      await Promise.all([utils.people.list.invalidate(), utils.people.byGuid.invalidate({ guid: user.guid })]);
      await navigate({ to: '/organisation/admin/users' });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const alreadyActive = user.status === 'active';
  // A role the site no longer lists still shows, so saving does not change it unasked.
  const roleOptions = [...(roles.data ?? []), ...(roles.data && !roles.data.some((role) => role.slug === user.orgRole) ? [{ slug: user.orgRole, name: user.orgRole }] : [])];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <section className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label={t('adminUsers.edit.firstName')} autoComplete="off" maxLength={100} aria-required="true" error={errorText(errors.firstName?.message)} {...form.register('firstName')} />
          <TextField label={t('adminUsers.edit.lastName')} autoComplete="off" maxLength={100} aria-required="true" error={errorText(errors.lastName?.message)} {...form.register('lastName')} />
        </div>
        <TextField label={t('adminUsers.edit.email')} value={user.email} readOnly hint={t('adminUsers.edit.emailHint')} />
        <Controller
          control={form.control}
          name="orgRole"
          render={({ field }) => (
            <SelectField label={t('adminUsers.edit.role')} value={field.value} onChange={field.onChange} error={errorText(errors.orgRole?.message)}>
              {roleOptions.map((role) => (
                <option key={role.slug} value={role.slug}>
                  {role.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <div onBlur={field.onBlur}>
              <TextArea label={t('adminUsers.edit.description')} rows={4} value={field.value} onChange={field.onChange} error={errorText(errors.description?.message)} />
            </div>
          )}
        />
      </section>

      {extra.fields.length > 0 ? (
        <section aria-labelledby={fieldsHeading} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
          <h2 id={fieldsHeading} className="text-lg font-semibold">
            {t('adminUsers.edit.extraFields')}
          </h2>
          <RegistrationFieldsInput fields={extra.fields} values={extra.values} touched={extra.touched} serverErrors={extra.serverErrors} onChange={extra.change} onBlur={extra.touch} />
        </section>
      ) : null}

      <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
        <fieldset aria-labelledby={labelsLegend}>
          <legend id={labelsLegend} className="text-sm font-medium text-stone-800">
            {t('adminUsers.edit.labels')}
          </legend>
          {siteLabels.data && siteLabels.data.length > 0 ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {siteLabels.data.map((label) => (
                <label
                  key={label.guid}
                  className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 has-[:checked]:border-link has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-link"
                    checked={labels.includes(label.name)}
                    onChange={(event) => setLabels((current) => (event.target.checked ? [...current, label.name] : current.filter((name) => name !== label.name)))}
                  />
                  {label.name}
                </label>
              ))}
            </div>
          ) : (
            <p className="mt-1 text-sm text-stone-600">{t('adminUsers.edit.noLabels')}</p>
          )}
        </fieldset>
        <Checkbox label={t('adminUsers.edit.verified')} hint={alreadyActive ? t('adminUsers.edit.verifiedDone') : t('adminUsers.edit.verifiedHint')} checked={alreadyActive || verify} disabled={alreadyActive || user.status !== 'inactive'} onChange={setVerify} />
      </section>

      {saveFailed && Object.keys(errors).length === 0 ? (
        <Alert tone="error">
          <p>{t('adminUsers.edit.saveError')}</p>
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {user.abilities.delete ? <DeleteUserButton user={user} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Link to="/organisation/admin/users" className={buttonClasses('secondary')}>
            {t('adminUsers.edit.cancel')}
          </Link>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('adminUsers.edit.saving') : t('adminUsers.edit.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
