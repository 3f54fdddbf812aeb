import { Link, useLocation } from '@tanstack/react-router';
import { LogIn, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { trpc } from '#client/trpc.ts';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { isUnreachedServer, readServerError } from '#client/features/auth/server-error.ts';
import type { IdeaView } from './idea-types';
import { toggledUpvote, upvoteFailure, type UpvoteFailure } from './idea-view-rules';
import { useParticipation } from './use-participation';

interface Shown {
  kind: UpvoteFailure;
  code: ErrorCode | null;
}

/**
 * The upvote toggle (spec 1 §4, §8): pressed when upvoted, clicked again it removes the upvote.
 * A visitor is asked to log in, a non-member to join; after the campaign's end it is disabled.
 * A press shows at once and the server's answer settles it; a failure puts back what was shown
 * before, with the spec's dialog. The button stays enabled meanwhile so it keeps the focus.
 */
export function UpvoteButton({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const participate = useParticipation();
  const [shown, setShown] = useState<Shown | null>(null);
  const key = { guid: idea.guid };
  const toggle = trpc.upvote.toggle.useMutation({
    // Offline, react-query would hold the request until the connection is back, the button showing
    // a vote that is not saved; failing at once lets the dialog say so.
    networkMode: 'always',
    onMutate: async () => {
      // A refetch already under way would land with the count from before the press.
      await utils.idea.byGuid.cancel(key);
      const before = utils.idea.byGuid.getData(key);
      utils.idea.byGuid.setData(key, (old) => (old ? { ...old, ...toggledUpvote(old) } : old));
      return { before };
    },
    onSuccess: (state) => {
      utils.idea.byGuid.setData(key, (old) => (old ? { ...old, ...state } : old));
      // The Ideas tab shows the count too.
      void utils.idea.byCampaign.invalidate({ slug: idea.campaign.slug });
    },
    onError: (error, _input, context) => {
      if (context?.before) utils.idea.byGuid.setData(key, context.before);
      const code = readServerError(error).appCode;
      setShown({ kind: upvoteFailure(code, isUnreachedServer(error)), code });
      // campaign-ended: the page learns the campaign is over and disables the button.
      if (code === 'campaign-ended') void utils.idea.byGuid.invalidate(key);
    },
  });
  const expired = !idea.campaign.open;
  // A merged idea's upvotes stay where they are, unless their voters move them (issue 23).
  const merged = idea.mergedIntoGuid !== null;
  const label = idea.upvoted ? t('ideaView.upvote.remove') : t('ideaView.upvote.add');
  const count = t('ideas.upvotes', { count: idea.totalUpvoteCount });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={idea.upvoted ? 'primary' : 'secondary'}
        aria-pressed={idea.upvoted}
        title={merged ? t('errors.idea-merged') : expired ? t('ideaView.upvote.expired') : label}
        aria-label={`${label}, ${count}`}
        disabled={expired || merged}
        // One toggle at a time: the press already shows, and a second would race the first.
        onClick={() => participate(() => (toggle.isPending ? undefined : toggle.mutate({ ideaGuid: idea.guid })), () => setShown({ kind: 'login', code: null }))}
      >
        <ThumbsUp aria-hidden="true" className={`size-4 ${idea.upvoted ? 'fill-current' : ''}`} />
        {/* The count once, in words, on the button it changes. */}
        <span aria-hidden="true">{count}</span>
      </Button>
      {expired ? <span className="text-sm font-medium text-stone-500">{t('ideaView.upvote.expired')}</span> : null}
      {shown ? <UpvoteMessage shown={shown} slug={idea.campaign.slug} onClose={() => setShown(null)} /> : null}
    </div>
  );
}

function UpvoteMessage({ shown, slug, onClose }: { shown: Shown; slug: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModals();
  const here = useLocation({ select: (location) => location.href });
  const close = t('confirm.close');

  if (shown.kind === 'login') {
    return (
      <Modal title={t('ideaView.upvote.loginTitle')} closeLabel={close} onClose={onClose}>
        <p className="text-stone-700">{t('ideaView.upvote.loginBody')}</p>
        <div className="mt-6 flex justify-end">
          <Button
            onClick={() => {
              onClose();
              openAuthModal('login', { redirect: here });
            }}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('nav.logIn')}
          </Button>
        </div>
      </Modal>
    );
  }
  if (shown.kind === 'join') {
    return (
      <Modal title={t('ideaView.upvote.joinTitle')} closeLabel={close} onClose={onClose}>
        <p className="text-stone-700">{t('ideaView.upvote.joinBody')}</p>
        <div className="mt-6 flex justify-end">
          <Link to="/coach/campaigns/$slug/brief" params={{ slug }} className={buttonClasses('primary')}>
            {t('campaignView.toBrief')}
          </Link>
        </div>
      </Modal>
    );
  }
  if (shown.kind === 'offline') {
    return (
      <Modal title={t('ideaView.upvote.offlineTitle')} closeLabel={close} onClose={onClose}>
        <p className="text-stone-700">{t('ideaView.upvote.offlineBody')}</p>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{t('ideaView.ok')}</Button>
        </div>
      </Modal>
    );
  }
  const title = shown.kind === 'plain' ? t('ideaView.upvote.errorTitle') : t('ideaView.upvote.sorryTitle');
  return (
    <Modal title={title} closeLabel={close} onClose={onClose}>
      <p className="text-stone-700">{shown.code ? t(`errors.${shown.code}`) : t('ideaView.anErrorOccurred')}</p>
      {/* Why is not enough: the person also learns what is still open to them (issue 31). */}
      {shown.code === 'campaign-ended' ? <p className="mt-2 text-stone-700">{t('ideaView.upvote.endedHelp')}</p> : null}
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('ideaView.ok')}</Button>
      </div>
    </Modal>
  );
}
