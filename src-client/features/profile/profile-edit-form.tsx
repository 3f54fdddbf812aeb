import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_INTEREST_MAX } from '#shared/constants.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { flatFields, formValuesValid } from '#shared/field-groups.ts';
import { registrationFormFields } from '#shared/registration-fields.ts';
import { profileUpdateInput, type EmailOptionsInput, type ProfileUpdateInput } from '#shared/schemas/profile.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { UploadWaitNote } from '#client/features/idea-form/upload-wait-note.tsx';
import { useSpecialFieldLabels } from '#client/features/registration-fields/use-special-field-labels.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { useUploadActivity } from '#client/features/media/upload-activity.tsx';
import { CountrySelect } from './country-select';
import { EmailOptionsFields } from './email-options-fields';
import { InterestsInput } from './interests-input';
import { ProfilePictureField, type PictureChange } from './profile-picture-field';
import { initialAnswers, ProfileRegistrationFields, type RegistrationAnswers } from './profile-registration-fields';
import { ReadOnlyField } from './read-only-field';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import type { OwnProfile } from './profile-types';

/** The names and description: the server's own rules and messages. */
const textSchema = profileUpdateInput.pick({ firstName: true, lastName: true, description: true });

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6';

/** Why the last save failed: messages not shown on a field, and whether the server itself failed. */
interface SaveFailure {
  messages: ErrorCode[];
  unexpected: boolean;
}

/**
 * Editing one's own profile (spec 3 §5): names (required, highlighted when missing), the e-mail
 * shown but not editable, description, country, the site's registration fields, interests,
 * e-mail options and picture. What was
 * typed stays in the form whatever the server answers; a saved profile says so and goes back
 * to the profile.
 */
export function ProfileEditForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const update = trpc.profile.update.useMutation();
  const uploading = useUploadActivity();
  const { settings } = useOrganisation();
  const specialLabels = useSpecialFieldLabels();
  const registrationFields = useMemo(() => registrationFormFields(settings, specialLabels), [settings, specialLabels]);
  const [answers, setAnswers] = useState<RegistrationAnswers>(() => ({ values: initialAnswers(registrationFields, profile.extraFieldValues), touched: new Set() }));
  const [registrationErrors, setRegistrationErrors] = useState<Record<string, ErrorCode | undefined>>({});
  const form = useForm({
    resolver: zodResolver(textSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, description: profile.description },
  });
  const [country, setCountry] = useState(profile.location?.country_code ?? '');
  const [interests, setInterests] = useState(() => profile.interests.map((tag) => tag.name));
  const [emails, setEmails] = useState<EmailOptionsInput>(profile.options.emails);
  const [picture, setPicture] = useState<PictureChange>({ kind: 'unchanged' });
  const [fieldErrors, setFieldErrors] = useState<{ location?: ErrorCode; interests?: ErrorCode }>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const showMessage = useSystemMessage();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFieldErrors({});
    setRegistrationErrors({});
    if (!formValuesValid(registrationFields, answers.values)) {
      // Every registration field shows its rule's error, as after a submit at signup.
      setAnswers({ values: answers.values, touched: new Set(registrationFields.map((field) => field.fieldid)) });
      return;
    }
    const input: ProfileUpdateInput = {
      ...values,
      ...(registrationFields.length > 0 ? { extraFields: answers.values } : {}),
      location: country ? { country_code: country } : null,
      interests,
      options: { emails },
      ...(picture.kind === 'new' ? { profileImage: picture.media.guid } : picture.kind === 'removed' ? { profileImage: null } : {}),
    };
    try {
      const saved = await update.mutateAsync(input);
      utils.profile.own.setData(undefined, saved);
      // The server fills what only it may (generated ids): the form shows the answers as saved.
      setAnswers((current) => ({ values: initialAnswers(registrationFields, saved.extraFieldValues), touched: current.touched }));
      showMessage({ tone: 'success', text: t('profile.form.YOUR_PROFILE_HAS_BEEN_UPDATED') });
      // The top bar's picture and name, and the public profile, show the new ones.
      await Promise.all([utils.auth.me.invalidate(), utils.profile.byGuid.invalidate({ guid: saved.guid })]);
      void navigate({ to: '/profile' });
    } catch (error) {
      const { appCode, fieldErrors: serverFields } = readServerError(error);
      const messages: ErrorCode[] = [];
      const placed: { location?: ErrorCode; interests?: ErrorCode } = {};
      const placedRegistration: Record<string, ErrorCode> = {};
      for (const [path, [code]] of Object.entries(serverFields)) {
        if (!code) continue;
        if (path === 'firstName' || path === 'lastName' || path === 'description') form.setError(path, { type: 'server', message: code }, { shouldFocus: true });
        else if (path === 'location') placed.location = code;
        else if (path === 'interests' || path.startsWith('interests.')) placed.interests = code;
        else if (flatFields(registrationFields).some((field) => path === `extraFields.${field.fieldid}` || path.startsWith(`extraFields.${field.fieldid}.`))) placedRegistration[path] = code;
        else messages.push(code);
      }
      const onFields = Object.keys(serverFields).length > messages.length;
      if (appCode && !onFields && appCode !== 'internal-error' && appCode !== 'invalid-input') messages.push(appCode);
      const unexpected = !appCode || appCode === 'internal-error';
      setFieldErrors(placed);
      setRegistrationErrors(placedRegistration);
      // A field's own error shows only until it is touched again.
      setAnswers((current) => ({ values: current.values, touched: new Set() }));
      setFailure({ messages: [...new Set(messages)], unexpected });
      if (unexpected) showMessage({ tone: 'error', text: t('profile.form.WE_ARE_SORRY_AN_ERROR_OCURRED') });
    }
  });

  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <ProfilePictureField firstName={profile.firstName} lastName={profile.lastName} currentUrl={profile.avatar?.url ?? null} change={picture} onChange={setPicture} />

      <TitledSection title={t('profile.form.aboutYou')} className={card}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label={t('profile.form.firstName')} autoComplete="given-name" maxLength={100} aria-required="true" error={errorText(errors.firstName?.message)} {...form.register('firstName')} />
          <TextField label={t('profile.form.lastName')} autoComplete="family-name" maxLength={100} aria-required="true" error={errorText(errors.lastName?.message)} {...form.register('lastName')} />
        </div>
        <ReadOnlyField label={t('profile.form.email')} value={profile.email} hint={t('profile.form.emailHint')} />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            // TextArea takes no onBlur; the blur bubbles to this wrapper, which marks the field touched.
            <div onBlur={field.onBlur}>
              <TextArea label={t('profile.form.description')} hint={t('profile.form.descriptionHint')} rows={5} value={field.value ?? ''} onChange={field.onChange} error={errorText(errors.description?.message)} />
            </div>
          )}
        />
        <div className="sm:w-1/2">
          <CountrySelect value={country} onChange={setCountry} error={errorText(fieldErrors.location)} />
        </div>
      </TitledSection>

      <ProfileRegistrationFields
        fields={registrationFields}
        answers={answers}
        missingOnLoad={profile.missingRegistrationFields.length > 0}
        serverErrors={registrationErrors}
        onChange={setAnswers}
        className={card}
      />

      <TitledSection title={t('profile.form.interests')} className={card}>
        <InterestsInput value={interests} max={USER_INTEREST_MAX} onChange={setInterests} error={errorText(fieldErrors.interests)} />
      </TitledSection>

      <TitledSection title={t('profile.form.emails')} className={card}>
        <p className="-mt-2 mb-4 text-sm text-stone-600">{t('profile.form.emailsHint')}</p>
        <EmailOptionsFields value={emails} onChange={setEmails} />
      </TitledSection>

      {failure ? (
        <Alert tone="error">
          <p className="font-semibold">{t('profile.form.updateFailed')}</p>
          {failure.messages.length > 0 ? (
            <ul className="mt-1 list-disc space-y-1 pl-4">
              {failure.messages.map((code) => (
                <li key={code}>{t(`errors.${code}`)}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? <UploadWaitNote activity={uploading} /> : null}
        <Link to="/profile" className={buttonClasses('secondary')}>
          {t('profile.form.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting || uploading !== null}>
          {isSubmitting ? t('profile.form.saving') : t('profile.form.save')}
        </Button>
      </div>
    </form>
  );
}
