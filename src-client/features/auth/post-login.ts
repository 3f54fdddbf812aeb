import { DEFAULT_POST_LOGIN_PATH } from '#shared/constants.ts';
import { isSafeRedirectPath } from '#shared/redirect-path.ts';

/** Where the target is kept; the external sign-in links read it too (external-sign-in-buttons.tsx). */
export const POST_LOGIN_STORAGE_KEY = 'ideahunt.postLoginTarget';

interface PostLoginCandidates {
  /** The ?redirect= of the login or signup page. */
  redirect?: string | null | undefined;
  /** What the server answered in postLogin. */
  postLogin?: string | null | undefined;
  /** What the client remembered before asking the user to log in. */
  stored?: string | null | undefined;
}

/**
 * Where to go after signing in (spec 3 §4): the redirect query, else the server's postLogin,
 * else the stored target, else /coach. Anything that is not a same-site path is skipped, so no
 * link can send a fresh session to another site.
 */
export function resolvePostLoginTarget({ redirect, postLogin, stored }: PostLoginCandidates): string {
  for (const candidate of [redirect, postLogin, stored]) {
    if (candidate && isSafeRedirectPath(candidate)) return candidate;
  }
  return DEFAULT_POST_LOGIN_PATH;
}

// sessionStorage throws when the browser blocks storage; then there is simply no stored target.

/** Remember where to come back to after the login the user is about to start. */
export function rememberPostLoginTarget(path: string): void {
  try {
    sessionStorage.setItem(POST_LOGIN_STORAGE_KEY, path);
  } catch {
    // Storage blocked: the user lands on the default page instead.
  }
}

/** The remembered target, removed so that it is used once. */
export function takePostLoginTarget(): string | null {
  try {
    const target = sessionStorage.getItem(POST_LOGIN_STORAGE_KEY);
    sessionStorage.removeItem(POST_LOGIN_STORAGE_KEY);
    return target;
  } catch {
    return null;
  }
}

/** Drop the remembered target: the login it was kept for was abandoned. */
export function forgetPostLoginTarget(): void {
  try {
    sessionStorage.removeItem(POST_LOGIN_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
