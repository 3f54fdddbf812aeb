import { MessageCirclePlus, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Avatar } from '#client/components/avatar.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Modal } from '#client/components/modal.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { CommentForm, type CommentFormMode } from './comment-form';
import type { CommentItem, IdeaView } from './idea-types';
import { formatFeedbackDate, splitName } from './idea-view-rules';
import { useParticipation } from './use-participation';
import { UserLabels } from '#client/components/user-labels.tsx';
import { MentionText } from '#client/features/mentions/mention-text.tsx';

/** Comments with replies under them (spec 1 §2–§4, §8), oldest first as the server orders them. */
export function CommentsSection({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const participate = useParticipation();
  const list = trpc.comment.list.useQuery({ ideaGuid: idea.guid });
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="idea-comments" className="flex flex-col gap-4 border-t border-stone-200 pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="idea-comments" className="text-2xl font-semibold text-stone-900">
          {t('ideaView.comments.title')}
        </h2>
        {/* A merged idea's conversation goes on on the idea it joined (issue 23). */}
        {idea.mergedIntoGuid === null ? (
          <Button variant="secondary" aria-expanded={composing} onClick={() => participate(() => setComposing((open) => !open))}>
            <MessageCirclePlus aria-hidden="true" className="size-4" />
            {t('ideaView.comments.write')}
          </Button>
        ) : null}
      </div>
      {composing ? <CommentForm ideaGuid={idea.guid} mode={{ kind: 'new' }} onDone={() => setComposing(false)} onCancel={() => setComposing(false)} /> : null}
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {list.isPending ? <Spinner label={t('ideaView.comments.loading')} /> : null}
      {list.isError ? (
        <Alert tone="error">
          {t('ideaView.comments.loadError')}{' '}
          <button type="button" onClick={() => void list.refetch()} className="font-semibold underline">
            {t('app.retry')}
          </button>
        </Alert>
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p className="text-stone-600">{t('ideaView.comments.empty')}</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {list.data.map((comment) => (
            <li key={comment.guid} className="flex flex-col gap-3">
              <CommentEntry ideaGuid={idea.guid} comment={comment} canReply={idea.mergedIntoGuid === null} onDeleted={() => setNotice(t('ideaView.comments.deleted'))} />
              {comment.replies.length > 0 ? (
                <ul aria-label={t('ideaView.comments.replies', { name: comment.user?.name ?? t('ideaView.formerUser') })} className="ml-6 flex flex-col gap-3 border-l-2 border-stone-200 pl-4 sm:ml-10">
                  {comment.replies.map((reply) => (
                    <li key={reply.guid}>
                      <CommentEntry ideaGuid={idea.guid} comment={reply} canReply={false} onDeleted={() => setNotice(t('ideaView.comments.deleted'))} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type EntryMode = { kind: 'view' } | CommentFormMode;

function CommentEntry({ ideaGuid, comment, canReply, onDeleted }: { ideaGuid: string; comment: CommentItem; canReply: boolean; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const participate = useParticipation();
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<EntryMode>({ kind: 'view' });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = trpc.comment.delete.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([utils.comment.list.invalidate({ ideaGuid }), utils.idea.byGuid.invalidate({ guid: ideaGuid })]);
      onDeleted();
    },
    onError: (error) => {
      setConfirming(false);
      const code = readServerError(error).appCode;
      setFailure(code === 'THE_COMMENT_HAS_CHILDREN_AND_CANNOT_BE_DELETED' ? t(`errors.${code}`) : t('ideaView.anErrorOccurred'));
    },
  });
  const name = comment.user?.name ?? t('ideaView.formerUser');
  const { firstName, lastName } = splitName(name);
  const edited = comment.updatedAt.getTime() - comment.createdAt.getTime() > 1000;
  const back = () => setMode({ kind: 'view' });

  return (
    <article aria-label={t('ideaView.comments.by', { name })} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Avatar firstName={firstName} lastName={lastName} imageUrl={null} className="size-8 text-xs" />
        <span className="font-semibold text-stone-900">
          {name}
          <UserLabels labels={comment.user?.labels ?? []} />
        </span>
        <time dateTime={comment.createdAt.toISOString()} className="text-sm text-stone-500">
          {formatFeedbackDate(comment.createdAt, i18n.language)}
        </time>
        {edited ? <span className="text-sm text-stone-500">{t('ideaView.comments.edited')}</span> : null}
      </div>
      {mode.kind === 'edit' ? (
        <CommentForm ideaGuid={ideaGuid} mode={mode} onDone={back} onCancel={back} />
      ) : (
        <p className="break-words whitespace-pre-line text-stone-800">
          <MentionText text={comment.text} />
        </p>
      )}
      {mode.kind !== 'edit' ? (
        <div className="flex flex-wrap gap-1">
          {canReply ? (
            <Button variant="ghost" aria-expanded={mode.kind === 'reply'} onClick={() => participate(() => setMode(mode.kind === 'reply' ? { kind: 'view' } : { kind: 'reply', parentGuid: comment.guid }))}>
              <Reply aria-hidden="true" className="size-4" />
              {t('ideaView.comments.reply')}
            </Button>
          ) : null}
          {comment.abilities.edit ? (
            <Button variant="ghost" onClick={() => setMode({ kind: 'edit', guid: comment.guid, text: comment.text })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('ideaView.comments.edit')}
            </Button>
          ) : null}
          {comment.abilities.delete ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('ideaView.comments.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode.kind === 'reply' ? <CommentForm ideaGuid={ideaGuid} mode={mode} onDone={back} onCancel={back} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('ideaView.comments.deleteTitle')}
          body={t('ideaView.comments.deleteBody')}
          confirmLabel={t('ideaView.comments.yes')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: comment.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {failure ? (
        <Modal title={t('ideaView.comments.errorTitle')} closeLabel={t('confirm.close')} onClose={() => setFailure(null)}>
          <p className="text-stone-700">{failure}</p>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setFailure(null)}>{t('ideaView.ok')}</Button>
          </div>
        </Modal>
      ) : null}
    </article>
  );
}
