import { trpc, type Viewer } from '#client/trpc.ts';

/** The signed-in user, or null. Loaded before the app renders (SiteGate), like the organisation. */
export function useViewer(): Viewer | null {
  const [viewer] = trpc.auth.me.useSuspenseQuery();
  return viewer;
}
