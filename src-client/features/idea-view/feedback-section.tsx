import { CircleCheck, EyeOff, MessageSquarePlus, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_RATING } from '#shared/constants.ts';
import { Alert } from '#client/components/alert.tsx';
import { Avatar } from '#client/components/avatar.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Modal } from '#client/components/modal.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { FeedbackModal } from './feedback-modal';
import type { FeedbackItem, IdeaView } from './idea-types';
import { canOfferFeedback, formatFeedbackDate, splitName } from './idea-view-rules';
import { useParticipation } from './use-participation';
import { UserLabels } from '#client/components/user-labels.tsx';
import { refreshPoints } from '#client/features/points/refresh-points.ts';
import { MentionText } from '#client/features/mentions/mention-text.tsx';

/** The idea's feedback, newest first, and 'give feedback' for those who may (spec 1 §2, §4, §6). */
export function FeedbackSection({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const participate = useParticipation();
  const utils = trpc.useUtils();
  const list = trpc.feedback.list.useQuery({ ideaGuid: idea.guid });
  const [giving, setGiving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<FeedbackItem | null>(null);
  const offer = list.isSuccess && canOfferFeedback(idea, viewer?.guid ?? null, list.data);

  return (
    <section aria-labelledby="idea-feedback" className="flex flex-col gap-4 border-t border-stone-200 pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="idea-feedback" className="text-2xl font-semibold text-stone-900">
          {t('ideaView.feedback.title')}
        </h2>
        {offer ? (
          <Button onClick={() => participate(() => setGiving(true))}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {t('ideaView.feedback.give')}
          </Button>
        ) : null}
      </div>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <FeedbackList status={list.status} items={list.data} onRetry={() => void list.refetch()} ideaGuid={idea.guid} onEdit={setEditing} onDeleted={() => {
          setNotice(t('ideaView.feedback.deleted'));
          // The delete took back the points the feedback paid.
          void refreshPoints(utils, idea.campaign.slug);
        }} />
      {giving ? (
        <FeedbackModal
          idea={idea}
          onClose={() => setGiving(false)}
          onSent={() => {
            setGiving(false);
            setNotice(t('ideaView.feedback.thanks'));
          }}
        />
      ) : null}
      {editing ? (
        <FeedbackModal
          idea={idea}
          editing={editing}
          onClose={() => setEditing(null)}
          onSent={() => {
            setEditing(null);
            setNotice(t('ideaView.feedback.saved'));
          }}
        />
      ) : null}
    </section>
  );
}

interface FeedbackListProps {
  status: 'pending' | 'error' | 'success';
  items: FeedbackItem[] | undefined;
  onRetry: () => void;
  ideaGuid: string;
  onEdit: (item: FeedbackItem) => void;
  onDeleted: () => void;
}

function FeedbackList({ status, items, onRetry, ideaGuid, onEdit, onDeleted }: FeedbackListProps) {
  const { t } = useTranslation();
  if (status === 'pending') return <Spinner label={t('ideaView.feedback.loading')} />;
  if (status === 'error' || !items) {
    return (
      <Alert tone="error">
        {t('ideaView.feedback.loadError')}{' '}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {t('app.retry')}
        </button>
      </Alert>
    );
  }
  if (items.length === 0) return <p className="text-stone-600">{t('ideaView.feedback.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <FeedbackCard key={item.guid} item={item} ideaGuid={ideaGuid} onEdit={() => onEdit(item)} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}

function FeedbackCard({ item, ideaGuid, onEdit, onDeleted }: { item: FeedbackItem; ideaGuid: string; onEdit: () => void; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const actions = <FeedbackActions item={item} ideaGuid={ideaGuid} onEdit={onEdit} onDeleted={onDeleted} />;
  const date = (
    <time dateTime={item.createdAt.toISOString()} className="text-sm text-stone-500">
      {formatFeedbackDate(item.createdAt, i18n.language)}
    </time>
  );
  if (item.filtered) {
    return (
      <li className="flex items-start gap-3 rounded-2xl border border-dashed border-stone-300 p-4 text-stone-600">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p>{t(`ideaView.feedback.${item.message ?? 'FEEDBACK_FILTERED_MESSAGE'}`)}</p>
          {date}
          {actions}
        </div>
      </li>
    );
  }
  const name = item.author?.name ?? t('ideaView.formerUser');
  const { firstName, lastName } = splitName(name);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar firstName={firstName} lastName={lastName} imageUrl={null} className="size-8 text-xs" />
        <span className="font-semibold text-stone-900">
          {name}
          <UserLabels labels={item.author?.labels ?? []} />
        </span>
        {date}
        <Rating value={item.rating ?? 0} />
      </div>
      {item.accepted ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('ideaView.feedback.helped')}
        </p>
      ) : null}
      <p className="break-words whitespace-pre-line text-stone-800">
        <MentionText text={item.comment ?? ''} />
      </p>
      {actions}
    </li>
  );
}

/** Stars, with the number said in words for screen readers; 0 is "no rating" (spec 1 §3). */
function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  const label = value === 0 ? t('ideaView.feedback.notRated') : t('ideaView.feedback.rating', { rating: value, max: FEEDBACK_MAX_RATING });
  return (
    <span role="img" aria-label={label} title={label} className="ml-auto inline-flex gap-0.5">
      {Array.from({ length: FEEDBACK_MAX_RATING }, (_, index) => (
        <Star key={index} aria-hidden="true" className={`size-4 ${index < value ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`} />
      ))}
    </span>
  );
}

/** The author edits their own feedback; super and org admins delete any (spec 1 §6, §8). */
function FeedbackActions({ item, ideaGuid, onEdit, onDeleted }: { item: FeedbackItem; ideaGuid: string; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = trpc.feedback.delete.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([utils.feedback.list.invalidate({ ideaGuid }), utils.idea.byGuid.invalidate({ guid: ideaGuid })]);
      onDeleted();
    },
    onError: () => {
      setConfirming(false);
      setFailed(true);
    },
  });
  if (!item.abilities.edit && !item.abilities.delete) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {item.abilities.edit && !item.filtered ? (
        <Button variant="ghost" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('ideaView.feedback.edit')}
        </Button>
      ) : null}
      {item.abilities.delete ? (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('ideaView.feedback.delete')}
        </Button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('ideaView.feedback.deleteTitle')}
          body={t('ideaView.feedback.deleteBody')}
          confirmLabel={t('ideaView.feedback.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: item.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {failed ? (
        <Modal title={t('ideaView.comments.errorTitle')} closeLabel={t('confirm.close')} onClose={() => setFailed(false)}>
          <p className="text-stone-700">{t('ideaView.anErrorOccurred')}</p>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setFailed(false)}>{t('ideaView.ok')}</Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
