import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

const SECRET_NAME = 'legacy-jwt-signing-key';

/**
 * The key that signs legacy Bearer JWTs. Configured (JWT_SECRET) or generated once and kept in
 * the database, so every server process signs and verifies with the same key.
 */
export async function loadJwtKey(orm: MikroORM, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const connection = orm.em.fork().getConnection();
  await connection.execute(
    `insert into app_secret (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing`,
    [SECRET_NAME, randomBytes(32).toString('base64url')],
  );
  const rows = await connection.execute<{ value: string }[]>(`select value from app_secret where name = ?`, [SECRET_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The JWT signing key could not be stored.');
  return new TextEncoder().encode(value);
}
