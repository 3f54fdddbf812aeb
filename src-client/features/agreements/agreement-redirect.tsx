import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { agreementToAccept } from './agreement-to-accept';

/** Sends a signed-in user with the site's terms or privacy policy unaccepted to it, on every path change (spec 2 §4). */
export function AgreementRedirect() {
  const viewer = useViewer();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const guid = agreementToAccept(viewer, pathname);
  useEffect(() => {
    if (guid) void navigate({ to: '/agreement/$guid', params: { guid }, replace: true });
  }, [guid, navigate]);
  return null;
}
