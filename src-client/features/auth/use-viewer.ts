import { trpc, type Viewer } from '../../trpc';

/** The signed-in user, or null. Loaded before the app renders (SiteGate), like the organisation. */
export function useViewer(): Viewer | null {
  const [viewer] = trpc.auth.me.useSuspenseQuery();
  return viewer;
}
