import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { useAttemptKey } from '#client/attempt-key.ts';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { MentionTextArea } from '#client/features/mentions/mention-text-area.tsx';
import { useMentionDraft } from '#client/features/mentions/use-mention-draft.ts';

export type CommentFormMode = { kind: 'new' } | { kind: 'reply'; parentGuid: string } | { kind: 'edit'; guid: string; text: string };

/**
 * The comment form (spec 1 §4): a new comment, a reply, or editing one's own, which prefills the
 * text and relabels the button to 'update'. Empty after trimming is MESSAGE_BODY_MAY_NOT_BE_EMPTY.
 * Typing `@` and a name offers people to mention (issue 34 item 6).
 * It only ever appears because its button was pressed, so its text box takes the focus.
 */
export function CommentForm({ ideaGuid, mode, onDone, onCancel }: { ideaGuid: string; mode: CommentFormMode; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const draft = useMentionDraft(mode.kind === 'edit' ? mode.text : '');
  const [error, setError] = useState<ErrorCode | 'unknown' | null>(null);
  const attempt = useAttemptKey();
  const options = {
    onSuccess: async () => {
      attempt.renew();
      await Promise.all([utils.comment.list.invalidate({ ideaGuid }), utils.idea.byGuid.invalidate({ guid: ideaGuid })]);
      onDone();
    },
    onError: (failure: unknown) => {
      const { appCode, fieldErrors } = readServerError(failure);
      setError(fieldErrors.body?.[0] ?? appCode ?? 'unknown');
    },
  };
  const create = trpc.comment.create.useMutation({ ...options, trpc: attempt.trpc });
  const update = trpc.comment.update.useMutation(options);
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.text.trim() === '') {
      setError('MESSAGE_BODY_MAY_NOT_BE_EMPTY');
      return;
    }
    setError(null);
    const body = draft.stored();
    if (mode.kind === 'edit') update.mutate({ guid: mode.guid, body });
    else create.mutate({ ideaGuid, parentGuid: mode.kind === 'reply' ? mode.parentGuid : null, body });
  }

  const label = mode.kind === 'reply' ? t('ideaView.comments.replyLabel') : mode.kind === 'edit' ? t('ideaView.comments.editLabel') : t('ideaView.comments.label');
  const submitLabel = mode.kind === 'edit' ? t('ideaView.comments.update') : mode.kind === 'reply' ? t('ideaView.comments.addReply') : t('ideaView.comments.add');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <MentionTextArea
        label={label}
        draft={draft}
        ideaGuid={ideaGuid}
        source="comment"
        autoFocus
        error={error ? (error === 'unknown' ? t('ideaView.anErrorOccurred') : t(`errors.${error}`)) : undefined}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
