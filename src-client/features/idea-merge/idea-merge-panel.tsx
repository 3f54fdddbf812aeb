import { Link } from '@tanstack/react-router';
import { Check, GitMerge, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';

type Utils = ReturnType<typeof trpc.useUtils>;
type IdeaMerges = Awaited<ReturnType<Utils['ideaMerge']['ofIdea']['fetch']>>;
interface IdeaRef {
  guid: string;
  name: string;
}

/** The server's reason when it has one (idea-merge-not-open…), else the page's generic text. */
export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code = readServerError(error).appCode;
    return code ? t(`errors.${code}`) : t('ideaView.anErrorOccurred');
  };
}

/**
 * What follows each merge action: both ideas' pages and the lists read again, since a merge moves
 * authors, comments, feedback and votes between them.
 */
export function useRefreshAfterMerge() {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.ideaMerge.invalidate(), utils.idea.invalidate(), utils.comment.list.invalidate(), utils.feedback.list.invalidate(), utils.ideaDuplicates.invalidate()]);
  };
}

const IdeaLink = ({ idea }: { idea: IdeaRef }) => (
  <Link to="/ideas/$guid" params={{ guid: idea.guid }} className="font-semibold text-link underline underline-offset-2">
    {idea.name}
  </Link>
);

function Panel({ id, title, tone = 'sky', children }: { id: string; title: string; tone?: 'sky' | 'stone'; children: ReactNode }) {
  const box = tone === 'sky' ? 'border-sky-200 bg-sky-50' : 'border-stone-200 bg-stone-50';
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-3 rounded-2xl border p-5 ${box}`}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <GitMerge aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the idea page shows of merges (issue 23): where a merged idea went, what was merged in,
 * the proposal its authors answer, and the upvoter's one-click question. Nothing while there is
 * nothing to show, and nothing on a failed read: the rest of the page does not depend on it.
 */
export function IdeaMergePanel({ ideaGuid }: { ideaGuid: string }) {
  const merges = trpc.ideaMerge.ofIdea.useQuery({ ideaGuid });
  if (!merges.data) return null;
  const { mergedInto, mergedFrom, proposal, voteQuestions, coach } = merges.data;
  return (
    <>
      {voteQuestions.map((question) => (
        <VoteQuestion key={question.mergeGuid} question={question} />
      ))}
      {mergedInto ? <MergedInto merge={mergedInto} coach={coach} /> : null}
      {proposal ? <Proposal proposal={proposal} coach={coach} /> : null}
      {mergedFrom.length > 0 ? <MergedFrom merges={mergedFrom} coach={coach} /> : null}
    </>
  );
}

function MergedInto({ merge, coach }: { merge: NonNullable<IdeaMerges['mergedInto']>; coach: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel id="idea-merged-into" title={t('ideaMerge.mergedInto.title')}>
      <p className="text-stone-700">
        {t('ideaMerge.mergedInto.body')} <IdeaLink idea={merge.idea} />
      </p>
      {coach ? <UnmergeButton mergeGuid={merge.mergeGuid} name={merge.idea.name} /> : null}
    </Panel>
  );
}

function MergedFrom({ merges, coach }: { merges: IdeaMerges['mergedFrom']; coach: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel id="idea-merged-from" title={t('ideaMerge.mergedFrom.title', { count: merges.length })} tone="stone">
      <ul className="flex flex-col gap-2">
        {merges.map((merge) => (
          <li key={merge.mergeGuid} className="flex flex-wrap items-center justify-between gap-2">
            <IdeaLink idea={merge.idea} />
            {coach ? <UnmergeButton mergeGuid={merge.mergeGuid} name={merge.idea.name} /> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Undo a standing merge after a confirmation (coaches); `name` is the other idea of the merge, naming the button. */
export function UnmergeButton({ mergeGuid, name }: { mergeGuid: string; name: string }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const unmerge = trpc.ideaMerge.unmerge.useMutation({ onSuccess: useRefreshAfterMerge(), onSettled: () => setConfirming(false) });
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('ideaMerge.unmerge.label', { name })}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t('ideaMerge.unmerge.button')}
      </Button>
      {unmerge.error ? <Alert tone="error">{failure(unmerge.error)}</Alert> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('ideaMerge.unmerge.title')}
          body={t('ideaMerge.unmerge.body')}
          confirmLabel={t('ideaMerge.unmerge.confirm')}
          busy={unmerge.isPending}
          onConfirm={() => unmerge.mutate({ mergeGuid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

function Proposal({ proposal, coach }: { proposal: NonNullable<IdeaMerges['proposal']>; coach: boolean }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const refresh = useRefreshAfterMerge();
  const answer = trpc.ideaMerge.answer.useMutation({ onSuccess: refresh });
  const withdraw = trpc.ideaMerge.withdraw.useMutation({ onSuccess: refresh });
  const error = answer.error ?? withdraw.error;
  const busy = answer.isPending || withdraw.isPending;
  return (
    <Panel id="idea-merge-proposal" title={t('ideaMerge.proposal.title')}>
      <p className="text-stone-700">
        {t('ideaMerge.proposal.body', { coach: proposal.proposerName })} <IdeaLink idea={proposal.target} />
      </p>
      {proposal.message ? <blockquote className="border-l-4 border-sky-300 pl-3 whitespace-pre-line text-stone-700 italic">{proposal.message}</blockquote> : null}
      <p className="text-sm text-stone-600">{t('ideaMerge.proposal.explain')}</p>
      <p className="text-sm text-stone-600">{t('ideaMerge.proposal.progress', { accepted: proposal.accepted, asked: proposal.asked })}</p>
      {proposal.myAnswer === 'accepted' ? <p className="text-sm font-semibold text-stone-800">{t('ideaMerge.proposal.youAccepted')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {proposal.myAnswer === 'pending' ? (
          <>
            <Button disabled={busy} onClick={() => answer.mutate({ mergeGuid: proposal.mergeGuid, answer: 'accept' })}>
              <Check aria-hidden="true" className="size-4" />
              {t('ideaMerge.proposal.accept')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => answer.mutate({ mergeGuid: proposal.mergeGuid, answer: 'decline' })}>
              <X aria-hidden="true" className="size-4" />
              {t('ideaMerge.proposal.decline')}
            </Button>
          </>
        ) : null}
        {coach ? (
          <Button variant="secondary" disabled={busy} onClick={() => withdraw.mutate({ mergeGuid: proposal.mergeGuid })}>
            {t('ideaMerge.proposal.withdraw')}
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{failure(error)}</Alert> : null}
    </Panel>
  );
}

function VoteQuestion({ question }: { question: IdeaMerges['voteQuestions'][number] }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  const vote = trpc.ideaMerge.answerVote.useMutation({ onSuccess: useRefreshAfterMerge() });
  return (
    <Panel id={`idea-merge-vote-${question.mergeGuid}`} title={t('ideaMerge.vote.title')}>
      <p className="text-stone-700">
        {t('ideaMerge.vote.body', { source: question.source.name, target: question.target.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={vote.isPending} onClick={() => vote.mutate({ mergeGuid: question.mergeGuid, move: true })}>
          {t('ideaMerge.vote.move', { target: question.target.name })}
        </Button>
        <Button variant="secondary" disabled={vote.isPending} onClick={() => vote.mutate({ mergeGuid: question.mergeGuid, move: false })}>
          {t('ideaMerge.vote.keep', { source: question.source.name })}
        </Button>
      </div>
      {vote.error ? <Alert tone="error">{failure(vote.error)}</Alert> : null}
    </Panel>
  );
}
