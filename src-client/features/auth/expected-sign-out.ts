const leaving = new Set<string>();

/**
 * This tab is ending its user's sessions itself (deleting the account) and shows what happened
 * on its own page: the realtime stream's "signed out" must not take it to the login page as if
 * it had happened elsewhere. Kept per user, so a later sign-in as someone else is unaffected.
 */
export function expectSignOut(userGuid: string): void {
  leaving.add(userGuid);
}

/** The ending did not happen after all (the request failed). */
export function cancelExpectedSignOut(userGuid: string): void {
  leaving.delete(userGuid);
}

export function isSignOutExpected(userGuid: string | undefined): boolean {
  return userGuid !== undefined && leaving.has(userGuid);
}
