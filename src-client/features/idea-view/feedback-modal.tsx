import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { FEEDBACK_MAX_RATING } from '#shared/constants.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { useAttemptKey } from '#client/attempt-key.ts';
import { trpc } from '#client/trpc.ts';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { MentionTextArea } from '#client/features/mentions/mention-text-area.tsx';
import { useMentionDraft } from '#client/features/mentions/use-mention-draft.ts';
import { PointsNote } from '#client/features/points/points-note.tsx';
import type { FeedbackItem, IdeaView } from './idea-types';
import { refreshPoints } from '#client/features/points/refresh-points.ts';

/**
 * 'Give feedback' (spec 1 §5, §6): a comment (required) and a rating of 0 to 5 stars. With
 * `editing`, the author changes their own feedback instead.
 */
export function FeedbackModal({ idea, editing, onClose, onSent }: { idea: IdeaView; editing?: FeedbackItem; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const draft = useMentionDraft(editing?.comment ?? '');
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [commentError, setCommentError] = useState<ErrorCode | null>(null);
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const options = {
    onSuccess: async () => {
      // Spec 1 §7: the idea is reloaded afterwards (its feedback count), and the list shows the new
      // one; feedback pays points, so the profile and the Contributors tab change too.
      await Promise.all([utils.feedback.list.invalidate({ ideaGuid: idea.guid }), utils.idea.byGuid.invalidate({ guid: idea.guid }), refreshPoints(utils, idea.campaign.slug)]);
      onSent();
    },
    onError: (error: unknown) => {
      const placed = placeServerError(error, ['comment', 'rating'] as const);
      setCommentError(placed.fieldErrors.find((field) => field.field === 'comment')?.code ?? null);
      const ratingError = placed.fieldErrors.find((field) => field.field === 'rating')?.code;
      setFormErrors([...placed.formErrors, ...(ratingError ? [ratingError] : [])]);
    },
  };
  const attempt = useAttemptKey();
  const create = trpc.feedback.create.useMutation({ ...options, trpc: attempt.trpc });
  const update = trpc.feedback.update.useMutation(options);
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.text.trim() === '') {
      setCommentError('PLEASE_ENTER_A_COMMENT');
      return;
    }
    setFormErrors([]);
    const comment = draft.stored();
    if (editing) update.mutate({ guid: editing.guid, comment, rating });
    else create.mutate({ ideaGuid: idea.guid, comment, rating });
  }

  return (
    <Modal title={editing ? t('ideaView.feedback.editTitle') : t('ideaView.feedback.modalTitle')} closeLabel={t('confirm.close')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t('ideaView.feedback.modalIntro', { name: idea.name })}</p>
        {formErrors.map((code) => (
          <Alert key={code ?? 'unknown'} tone="error">
            {code ? t(`errors.${code}`) : t('ideaView.anErrorOccurred')}
          </Alert>
        ))}
        <MentionTextArea
          label={t('ideaView.feedback.comment')}
          draft={{
            ...draft,
            setText: (value) => {
              draft.setText(value);
              if (value.trim() !== '') setCommentError(null);
            },
          }}
          ideaGuid={idea.guid}
          source="feedback"
          rows={5}
          error={commentError ? t(`errors.${commentError}`) : undefined}
        />
        <RatingInput value={rating} onChange={setRating} />
        {editing ? null : <PointsNote cause="feedback-new" text={(count) => t('ideaView.feedback.points', { count })} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {editing ? t('ideaView.feedback.save') : t('ideaView.feedback.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Six radio buttons (no rating, 1–5 stars), shown as stars; the arrow keys move between them. */
function RatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('ideaView.feedback.ratingLabel')}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {Array.from({ length: FEEDBACK_MAX_RATING + 1 }, (_, rating) => (
          <label key={rating} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-link">
            <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} className="sr-only" />
            {rating === 0 ? (
              <span className={`rounded-md px-2 py-1 text-sm ${value === 0 ? 'bg-stone-200 font-semibold text-stone-900' : 'text-stone-600'}`}>{t('ideaView.feedback.notRated')}</span>
            ) : (
              <>
                <Star aria-hidden="true" className={`size-7 ${rating <= value ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`} />
                <span className="sr-only">{t('ideaView.feedback.rating', { rating, max: FEEDBACK_MAX_RATING })}</span>
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
