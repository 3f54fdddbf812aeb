import { trpc, type Organisation } from '#client/trpc.ts';

/**
 * The organisation this site belongs to. SiteGate renders nothing until it has loaded, so
 * below the gate this never suspends and never returns undefined.
 */
export function useOrganisation(): Organisation {
  const [organisation] = trpc.organisation.current.useSuspenseQuery();
  return organisation;
}
