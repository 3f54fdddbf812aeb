/** The longest ?redirect= path kept; longer is no one's real address. */
export const REDIRECT_PATH_MAX_LENGTH = 2000;

/**
 * Whether a path is safe to go to after signing in: only absolute paths on this site pass, so a
 * crafted link cannot send a user elsewhere (open redirect). Kept apart from the schemas so the
 * browser can check a path without downloading zod.
 */
export function isSafeRedirectPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters could be stripped by a browser and turn the path into "//host".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}
