import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '#client/trpc.ts';

/**
 * Forgets everything fetched for the signed-out user. The organisation and the viewer stay in
 * the cache (the viewer as null) because the shell is built on them and must not fall back to
 * its loading screen.
 */
export function useForgetSignedInData(): () => void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const shellKeys = [getQueryKey(trpc.organisation.current), getQueryKey(trpc.auth.me)];
  return () => {
    utils.auth.me.setData(undefined, null);
    queryClient.removeQueries({ predicate: (query) => !shellKeys.some((key) => partialMatchKey(query.queryKey, key)) });
  };
}

/** Ends the session, then forgets everything fetched for that user before going to the start page. */
export function useLogout() {
  const utils = trpc.useUtils();
  const forgetSignedInData = useForgetSignedInData();
  const navigate = useNavigate();

  return trpc.auth.logout.useMutation({
    onSuccess: async () => {
      forgetSignedInData();
      await navigate({ to: '/', replace: true });
      // Ask the server too, in case the session cookie outlived the logout.
      await utils.auth.me.invalidate();
    },
  });
}
