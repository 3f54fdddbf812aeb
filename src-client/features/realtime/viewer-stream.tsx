import { skipToken } from '@tanstack/react-query';
import { useMatch, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllTexts } from '#client/i18n.ts';
import { trpc } from '#client/trpc.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/** The stream itself: what arrives on it updates the bell, the viewer's status and the idea shown. */
export function ViewerStream({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const navigate = useNavigate();
  const routeGuid = useMatch({ from: '/ideas/$guid', shouldThrow: false, select: (match) => match.params.guid });
  const routeStageGuid = useMatch({ from: '/coach/campaigns/$slug/stages/$stageGuid/consensus', shouldThrow: false, select: (match) => match.params.stageGuid });
  const onLogoutPage = useMatch({ from: '/logout', shouldThrow: false }) !== undefined;
  // A refused idea fails the whole stream, bell and status included: once the page's own read of
  // the idea is refused (and it shows why), the stream goes on without it.
  const ideaRefused = trpc.idea.byGuid.useQuery(routeGuid ? { guid: routeGuid } : skipToken, { enabled: false }).isError;
  const ideaGuid = ideaRefused ? undefined : routeGuid;
  // The same for a consensus table the viewer may not read.
  const stageRefused = trpc.evaluation.consensus.calibration.useQuery(routeStageGuid ? { stageGuid: routeStageGuid } : skipToken, { enabled: false }).isError;
  const stageGuid = stageRefused ? undefined : routeStageGuid;
  const connectedFor = useRef<string | undefined>(undefined);
  const connectedStage = useRef<string | undefined>(undefined);
  const left = useRef(false);
  // These texts are not among the start page's, where they may still have to download.
  const showError = (text: () => string) => void loadAllTexts().then(() => showMessage({ tone: 'error', text: text() }));

  // The account was deleted in another tab: this one is signed out with it, and says why. The
  // tab that deleted it knew first (the viewer's status, or no viewer once the answer came, which
  // may be before the event does) and says so on its own page; either way the stream's
  // "signed out" that follows is no news.
  const leftElsewhere = () => {
    left.current = true;
    const viewer = utils.auth.me.getData();
    if (!viewer || viewer.status === 'pendingDelete') return;
    showError(() => t('profile.leave.signedOutElsewhere'));
    void utils.auth.me.invalidate().then(() => navigate({ to: '/' }));
  };

  // A merge moves comments, feedback, authors and upvotes at once: everything is read again.
  const refreshIdea = (guid: string, what: 'comment' | 'feedback' | 'merge' | 'all') => {
    if (what !== 'feedback') void utils.comment.list.invalidate({ ideaGuid: guid });
    if (what !== 'comment') void utils.feedback.list.invalidate({ ideaGuid: guid });
    if (what === 'merge' || what === 'all') void utils.ideaMerge.ofIdea.invalidate({ ideaGuid: guid });
    // Its counters change with the lists.
    void utils.idea.byGuid.invalidate({ guid });
  };

  trpc.realtime.viewer.useSubscription(signedIn || ideaGuid ? { ideaGuid, stageGuid } : skipToken, {
    onStarted: () => {
      // A reconnect may have missed events while the network was gone: read the idea again.
      if (ideaGuid && connectedFor.current === ideaGuid) refreshIdea(ideaGuid, 'all');
      if (stageGuid && connectedStage.current === stageGuid) void utils.evaluation.consensus.invalidate();
      connectedFor.current = ideaGuid;
      connectedStage.current = stageGuid;
    },
    onData: (event) => {
      switch (event.type) {
        case 'unread':
          // Written straight into the query the bell reads, so it counts without a reload or a refetch.
          utils.notification.unreadCount.setData(undefined, event.count);
          break;
        case 'status':
          if (event.status === 'blocked') {
            // The end of the session follows at once: the blocked message says why, not "signed out elsewhere".
            left.current = true;
            showError(() => t('errors.user-blocked'));
            void navigate({ to: '/logout' });
          } else if (event.status === 'active') {
            window.location.reload();
          } else if (event.status === 'pendingDelete') {
            leftElsewhere();
          }
          break;
        case 'idea':
          if (ideaGuid) refreshIdea(ideaGuid, event.what);
          break;
        case 'review':
          // The table's figures and the evaluators' calibration both move with a new review.
          void utils.evaluation.consensus.invalidate();
          break;
        case 'signed-out':
          // Logged out in another tab: this one may not go on as if signed in. The tab that
          // logged out is already on its way to the logout page; a deleted account has said why.
          if (!onLogoutPage && !left.current) {
            // Read when it happens: the stream need not re-render on every navigation for it.
            const here = `${window.location.pathname}${window.location.search}`;
            showError(() => t('auth.logout.elsewhere'));
            // The shell reads the viewer again first, so the login page does not see the old one.
            void utils.auth.me.invalidate().then(() => navigate({ to: '/login', search: { redirect: here } }));
          }
          break;
      }
    },
  });
  return null;
}
