import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { ideaMergeProposeInput } from '#shared/schemas/idea-merge.ts';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { useFailureText, useRefreshAfterMerge } from './idea-merge-panel';

export interface IdeaRef {
  guid: string;
  name: string;
}

/** One way to merge: `source` (B) goes into `target` (A), which stays. */
export interface MergeChoice {
  source: IdeaRef;
  target: IdeaRef;
}

const choiceKey = (choice: MergeChoice) => `${choice.source.guid}>${choice.target.guid}`;

/** The proposal's message keys by field, from the server's own schema: no idea picked is the source's ERROR_REQUIRED. */
function proposalErrors(choice: MergeChoice | undefined, message: string): { choice?: string; message?: string } {
  const checked = ideaMergeProposeInput.safeParse({ sourceGuid: choice?.source.guid ?? '', targetGuid: choice?.target.guid ?? '', message });
  if (checked.success) return {};
  const messageOf = (field: string) => checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { choice: messageOf('sourceGuid') ?? messageOf('targetGuid'), message: messageOf('message') };
}

/**
 * The coach's proposal (issue 23): which idea stays, a note to the authors asked, and a word on
 * what happens next, since nothing moves until every author of the merged idea says yes.
 * `search` goes above the choices, for a dialog whose choices come from a search.
 */
export function ProposeMergeDialog({ choices, search, loading = false, onClose, onProposed }: { choices: MergeChoice[]; search?: ReactNode; loading?: boolean; onClose: () => void; onProposed?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failure = useFailureText();
  const refresh = useRefreshAfterMerge();
  const showMessage = useSystemMessage();
  const groupId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { ref: formRef, reveal } = useRevealFirstError();
  const propose = trpc.ideaMerge.propose.useMutation({
    // Done is said the way every other save says it (issue 31): the dialog closes, a banner tells.
    onSuccess: async (merge) => {
      await refresh();
      showMessage({ tone: 'success', text: t(merge.status === 'accepted' ? 'ideaMerge.propose.merged' : 'ideaMerge.propose.sent') });
      onProposed?.();
      onClose();
    },
  });
  const choice = choices.find((candidate) => choiceKey(candidate) === picked) ?? (choices.length === 1 ? choices[0] : undefined);
  const errors = proposalErrors(choice, message);
  // No idea picked yet is said once Propose is pressed; a note too long, as it is typed.
  const choiceError = attempted ? errorText(errors.choice) : undefined;

  return (
    <Modal title={t('ideaMerge.propose.title')} closeLabel={t('app.close')} onClose={onClose}>
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (choice && !errors.message) propose.mutate({ sourceGuid: choice.source.guid, targetGuid: choice.target.guid, message });
          else reveal();
        }}
      >
        {search}
        <fieldset aria-describedby={`${groupId}-hint`} className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-stone-800">{t('ideaMerge.propose.which')}</legend>
          <p id={`${groupId}-hint`} className="text-sm text-stone-600">
            {t('ideaMerge.propose.hint')}
          </p>
          {loading ? <p className="text-sm text-stone-600">{t('ideaMerge.propose.loading')}</p> : null}
          {!loading && choices.length === 0 ? <p className="text-sm text-stone-600">{t('ideaMerge.propose.none')}</p> : null}
          {choices.map((candidate) => (
            <label key={choiceKey(candidate)} className="flex items-start gap-2 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-sky-500 has-[:checked]:bg-sky-50">
              <input
                type="radio"
                name={groupId}
                className="mt-1"
                checked={choice === candidate}
                onChange={() => setPicked(choiceKey(candidate))}
                aria-invalid={choiceError ? true : undefined}
                aria-describedby={choiceError ? `${groupId}-error` : undefined}
              />
              <span>{t('ideaMerge.propose.choice', { source: candidate.source.name, target: candidate.target.name })}</span>
            </label>
          ))}
          {choiceError ? (
            <p id={`${groupId}-error`} className="text-sm text-red-700">
              {choiceError}
            </p>
          ) : null}
        </fieldset>
        <TextArea label={t('ideaMerge.propose.message')} hint={t('ideaMerge.propose.messageHint')} value={message} onChange={setMessage} rows={3} error={errorText(errors.message)} />
        {propose.error ? <Alert tone="error">{failure(propose.error)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" disabled={propose.isPending}>
            {propose.isPending ? t('ideaMerge.propose.submitting') : t('ideaMerge.propose.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
