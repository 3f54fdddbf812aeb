import { useCallback, useMemo, useState } from 'react';

function newKey(): string {
  // randomUUID exists only in secure contexts; a site reached over plain http by address is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one logical attempt at a create (a comment, an idea, a piece of feedback):
 * the same when the person sends it again after an error, so a first send whose answer was lost
 * (a 503 while the database restarted) is answered instead of saved twice, and a new one once the
 * attempt succeeded. The server gives a key back when its write failed, so editing the text
 * after a refusal and sending again with the same key is a fresh write. Pass `trpc` to
 * useMutation; the tRPC link sends keyed mutations with the header.
 */
export function useAttemptKey(): { trpc: { context: { idempotencyKey: string } }; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return useMemo(() => ({ trpc: { context: { idempotencyKey: key } }, renew }), [key, renew]);
}
