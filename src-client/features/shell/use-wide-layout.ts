import { useRouterState } from '@tanstack/react-router';

/** Whether the screen shown is in the organisation admin area, whose column is wider (Container `wide`). */
export function useWideLayout(): boolean {
  return useRouterState({ select: (state) => state.location.pathname.startsWith('/organisation/admin') });
}
