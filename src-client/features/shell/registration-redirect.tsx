import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useViewer } from '#client/features/auth/use-viewer.ts';

/**
 * Paths a person whose registration is incomplete may still open: the profile, where they complete
 * it (spec 3 §2 skips the check there), and what they may need before or instead of doing so.
 */
const OPEN_PATHS = /^\/(profile|logout|user-verification|resetpassword|agreement|page)(\/|$)/;

export function mustCompleteRegistration(registrationIncomplete: boolean, pathname: string): boolean {
  return registrationIncomplete && !OPEN_PATHS.test(pathname);
}

/** Sends a signed-in user whose required registration fields are empty to /profile/edit on every path change (spec 3 §2). */
export function RegistrationRedirect() {
  const viewer = useViewer();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const redirect = mustCompleteRegistration(viewer?.registrationIncomplete === true, pathname);
  useEffect(() => {
    if (redirect) void navigate({ to: '/profile/edit', replace: true });
  }, [redirect, navigate]);
  return null;
}
