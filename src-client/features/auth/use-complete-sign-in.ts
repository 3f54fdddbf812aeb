import { useNavigate } from '@tanstack/react-router';
import { trpc } from '#client/trpc.ts';
import { resolvePostLoginTarget, takePostLoginTarget } from './post-login';

/** After a login or signup: reload what depends on the viewer, then go where the user was headed. */
export function useCompleteSignIn() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();

  return async (postLogin: string | null, redirect: string | undefined) => {
    // Everything cached so far was fetched as a visitor; the viewer changes what most answers hold.
    await utils.invalidate();
    const target = resolvePostLoginTarget({ redirect, postLogin, stored: takePostLoginTarget() });
    await navigate({ href: target });
  };
}
