import { redirectParam, searchReader } from '../../search-params';

/** Search of /login and /signup: ?redirect= is kept only when it is a path on this site. */
export const authSearch = searchReader({ redirect: redirectParam() });
