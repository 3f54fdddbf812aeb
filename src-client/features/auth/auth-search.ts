import { redirectParam, searchReader } from '#client/search-params.ts';

/** Search of /login and /signup: ?redirect= is kept only when it is a path on this site. */
export const authSearch = searchReader({ redirect: redirectParam() });
