import { useLocation } from '@tanstack/react-router';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { participationGate, verificationPendingHref } from './idea-view-rules';

/**
 * Runs `act` for an active user; a visitor gets the login modal (coming back here) and an
 * inactive user goes to verification (spec 1 §4). `onLogin` replaces the plain login modal
 * where the spec words a prompt of its own (upvotes).
 */
export function useParticipation() {
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const here = useLocation({ select: (location) => location.href });
  return (act: () => void, onLogin?: () => void) => {
    const gate = participationGate(viewer);
    if (gate === 'go') return act();
    if (gate === 'verify') {
      // The verification pages live outside this app's routes: a full load gets them from the server.
      window.location.assign(verificationPendingHref(here));
      return;
    }
    if (onLogin) onLogin();
    else openAuthModal('login', { redirect: here });
  };
}
