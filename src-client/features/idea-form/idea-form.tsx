import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorRedirect, type ErrorCode } from '#shared/errors.ts';
import { ideaFieldDefinitions, type ExtraFieldValue } from '#shared/idea-fields.ts';
import { ideaCreateInput } from '#shared/schemas/idea.ts';
import type { FeedbackDto } from '#server/modules/feedback/feedback.presenter.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { useRevealRefusedSubmit } from '#client/components/use-schema-form.ts';
import { useAttemptKey } from '#client/attempt-key.ts';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readErrorDetails, readServerError } from '#client/features/auth/server-error.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { ExtraFieldsSection } from './extra-fields-section';
import { IdeaAttachments } from './idea-attachments';
import { IdeaTagsInput } from './idea-tags-input';
import { CoAuthorsInput } from './co-authors-input';
import { SimilarIdeasHint } from './similar-ideas-hint';
import { PointsNote } from '#client/features/points/points-note.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import {
  attachmentsInput,
  extraFieldsInput,
  extraFieldsValid,
  initialAttachments,
  initialExtraFields,
  ideaSavedDespite,
  saveErrorCode,
  unusedFeedback,
  type AttachmentsDraft,
  type Idea,
} from './idea-form-model';
import { FeedbackUsedDialog } from './idea-form-modals';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { useUploadActivity } from '#client/features/media/upload-activity.tsx';
import { UploadWaitNote } from './upload-wait-note';
import { refreshPoints } from '#client/features/points/refresh-points.ts';

/** Title and description: the server's own rules, with its messages (spec 1 §5). */
const textSchema = ideaCreateInput.pick({ name: true, content: true });

interface IdeaFormProps {
  campaign: CampaignView;
  /** The idea being edited, or null to create one. */
  idea: Idea | null;
  /** The idea's feedback as this viewer reads it (edit only). */
  feedback: FeedbackDto[];
}

/** The idea form (spec 1 §2): create in a campaign, or edit an idea, with the campaign's extra fields. */
export function IdeaForm({ campaign, idea, feedback }: IdeaFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // The cap comes with the idea when editing; a new idea has the organisation's (0: no tags).
  const organisation = useOrganisation();
  const maxTags = idea?.maxTags ?? organisation.settings.ideaMaxNumTags;
  // Editors where site and campaign allow them (spec 1 §2); the server's rule, read from the idea when editing.
  const coAuthors = idea ? idea.abilities.inviteAuthors : organisation.settings.multipleIdeaAuthors && campaign.privacySetting === 'public';
  const fields = useMemo(() => ideaFieldDefinitions(campaign.settings), [campaign.settings]);
  const form = useForm({
    resolver: zodResolver(textSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: idea?.name ?? '', content: idea?.data.content ?? '' },
  });
  // Watched for the similar-ideas hint while a new idea's title is typed.
  const title = useWatch({ control: form.control, name: 'name' });
  const [files, setFiles] = useState<AttachmentsDraft>(() => initialAttachments(idea));
  const [saved] = useState<ReadonlySet<string>>(() => {
    const draft = initialAttachments(idea);
    return new Set([draft.thumbnail?.guid, draft.video?.guid, ...draft.images.map((image) => image.guid), ...draft.documents.map((document) => document.guid)].filter((guid): guid is string => Boolean(guid)));
  });
  const [extra, setExtra] = useState<Record<string, ExtraFieldValue>>(() => initialExtraFields(fields, idea));
  const [tags, setTags] = useState<string[]>(() => idea?.tags.map((tag) => tag.name) ?? []);
  const [authors, setAuthors] = useState<{ toAdd: string[]; toRemove: string[] }>({ toAdd: [], toRemove: [] });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [saveError, setSaveError] = useState<{ code: ErrorCode | null } | null>(null);
  const [asking, setAsking] = useState<{ name: string; content: string } | null>(null);
  const showMessage = useSystemMessage();
  const attempt = useAttemptKey();
  const create = trpc.idea.create.useMutation({ trpc: attempt.trpc, onSuccess: attempt.renew });
  const update = trpc.idea.update.useMutation();
  const busy = create.isPending || update.isPending;
  // A file still being sent is not in the form's value yet: saving now would drop it. The page
  // wraps the form in the UploadActivityScope its uploaders report to.
  const uploading = useUploadActivity();
  const pendingFeedback = useMemo(() => unusedFeedback(feedback), [feedback]);
  const { ref: formRef, reveal } = useRevealFirstError();
  useRevealRefusedSubmit(form, reveal);

  const touch = (fieldid: string) => setTouched((current) => (current.has(fieldid) ? current : new Set([...current, fieldid])));
  const changeExtra = (fieldid: string, value: ExtraFieldValue) => {
    setExtra((current) => ({ ...current, [fieldid]: value }));
    setServerFieldErrors(({ [`extraFields.${fieldid}`]: _dropped, ...rest }) => rest);
    touch(fieldid);
  };

  // The saved idea opens, and the message names what happened (and, for a new idea, links it): a
  // success waits for no OK (issue 31). A co-author not added is told in the same message.
  const showSaved = (guid: string, note: string | null) => {
    const text = idea ? t('ideaForm.updatedBody') : t('ideaForm.createdBody');
    showMessage({
      tone: 'success',
      text: note ? `${text} ${note}` : text,
      ...(idea ? {} : { link: { label: t('ideaForm.viewIdea'), href: `/ideas/${guid}` } }),
    });
    void navigate({ to: '/ideas/$guid', params: { guid } });
  };

  const save = async (values: { name: string; content: string }, feedbackUsed: string[]) => {
    setSaveError(null);
    setServerFieldErrors({});
    const common = {
      ...values,
      extraFields: extraFieldsInput(fields, extra),
      attachments: attachmentsInput(files),
      // Omitted where the form does not show them: the server leaves them as they are.
      ...(maxTags > 0 ? { tags } : {}),
      ...(coAuthors ? { authorsToAdd: authors.toAdd, authorsToRemove: authors.toRemove } : {}),
    };
    try {
      const result = idea ? await update.mutateAsync({ guid: idea.guid, ...common, feedbackUsed }) : await create.mutateAsync({ campaignSlug: campaign.slug, ...common });
      setAsking(null);
      // Posting and revising pay points: the profile and the Contributors tab show them.
      await Promise.all([
        utils.idea.byGuid.invalidate({ guid: result.guid }),
        utils.idea.byCampaign.invalidate({ slug: campaign.slug }),
        utils.feedback.list.invalidate({ ideaGuid: result.guid }),
        refreshPoints(utils, campaign.slug),
      ]);
      showSaved(result.guid, null);
    } catch (error) {
      setAsking(null);
      const { appCode, fieldErrors } = readServerError(error);
      const redirect = appCode ? errorRedirect[appCode] : undefined;
      if (redirect) {
        window.location.assign(`${redirect}?redirect=${encodeURIComponent(window.location.pathname)}`);
        return;
      }
      // Saved, with some co-authors not added: a success on create as on edit (spec 1 §8), so a
      // retry cannot post the idea twice.
      const savedGuid = ideaSavedDespite(appCode, readErrorDetails(error), idea?.guid ?? null);
      if (savedGuid) {
        attempt.renew();
        await Promise.all([utils.idea.byGuid.invalidate({ guid: savedGuid }), utils.idea.byCampaign.invalidate({ slug: campaign.slug })]);
        showSaved(savedGuid, t(`errors.${appCode!}`));
        return;
      }
      const extraErrors: Record<string, ErrorCode> = {};
      for (const [path, [code]] of Object.entries(fieldErrors)) {
        if (!code) continue;
        if (path === 'name' || path === 'content') form.setError(path, { type: 'server', message: code });
        else if (path.startsWith('extraFields.')) extraErrors[path] = code;
      }
      setServerFieldErrors(extraErrors);
      setSaveError({ code: saveErrorCode(appCode) });
    }
  };

  const submit = form.handleSubmit((values) => {
    if (uploading || busy) return;
    if (!extraFieldsValid(fields, extra)) {
      reveal();
      return;
    }
    if (idea && pendingFeedback.length > 0) {
      setAsking(values);
      return;
    }
    void save(values, []);
  });


  const { errors } = form.formState;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // Every extra field says what it lacks with the title's and description's messages, not after them.
        setTouched(new Set(fields.map((field) => field.fieldid)));
        void submit(event);
      }}
      className="flex flex-col gap-8"
    >
      <section className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
        <p className="mb-2 text-sm text-stone-600">{t('ideaForm.requiredNote')}</p>
        <TextField label={`${t('ideaForm.title')} *`} maxLength={200} aria-required="true" error={errorText(errors.name?.message)} {...form.register('name')} />
        {/* Only while a new idea is written: an edited idea is already posted (issue 5 item 11). */}
        {idea ? null : <SimilarIdeasHint campaignSlug={campaign.slug} title={title} />}
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            // TextArea takes no onBlur; the blur bubbles to this wrapper, which marks the field touched.
            <div onBlur={field.onBlur}>
              <TextArea label={`${t('ideaForm.description')} *`} hint={t('ideaForm.descriptionHint')} rows={8} value={field.value} onChange={field.onChange} error={errorText(errors.content?.message)} />
            </div>
          )}
        />
      </section>

      {maxTags > 0 ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
          <IdeaTagsInput tags={tags} max={maxTags} onChange={setTags} />
        </section>
      ) : null}

      {coAuthors ? (
        <section className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
          <CoAuthorsInput idea={idea} toAdd={authors.toAdd} toRemove={authors.toRemove} onChange={setAuthors} />
        </section>
      ) : null}

      <section aria-labelledby="idea-form-files" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
        <h2 id="idea-form-files" className="text-lg font-semibold">
          {t('ideaForm.files')}
        </h2>
        <IdeaAttachments value={files} saved={saved} onChange={setFiles} />
      </section>

      <ExtraFieldsSection fields={fields} values={extra} touched={touched} serverErrors={serverFieldErrors} onChange={changeExtra} onBlur={touch} className="sm:p-8" />

      {saveError ? (
        <Alert tone="error">
          <p>{saveError.code ? t(`errors.${saveError.code}`) : t('ideaForm.saveError')}</p>
        </Alert>
      ) : null}

      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-end">
        {uploading ? <UploadWaitNote activity={uploading} /> : null}
        {idea ? null : <PointsNote cause="idea-new" text={(count) => t('ideaForm.points', { count })} />}
        {/* Marked disabled rather than disabled while it saves or a file uploads, so Tab still
            reaches it and a press keeps the focus; pressed while invalid it shows what is missing
            and goes to the first of it (issue 31). */}
        <Button type="submit" aria-disabled={busy || uploading !== null}>
          {busy ? t('ideaForm.saving') : idea ? t('ideaForm.save') : t('ideaForm.create')}
        </Button>
      </div>

      {asking ? <FeedbackUsedDialog feedback={pendingFeedback} busy={busy} onSave={(used) => void save(asking, used)} onCancel={() => setAsking(null)} /> : null}
    </form>
  );
}
