import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A server secret generated on first use and kept in app_secret, so every process reads the
 * same one (as the legacy JWT key is when not configured). Never sent to a client.
 */
export async function generatedSecret(em: EntityManager, name: string): Promise<string> {
  const connection = em.getConnection();
  const read = async () => (await connection.execute<{ value: string }[]>('select value from app_secret where name = ?', [name]))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two processes may get here at once: the first insert wins and both read what it stored.
  await connection.execute('insert into app_secret (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing', [name, randomBytes(32).toString('base64url')]);
  const stored = await read();
  if (!stored) throw new Error(`The secret ${name} could not be stored.`);
  return stored;
}
