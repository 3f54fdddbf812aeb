import { beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '#server/db/prepared-statements.ts';
import { TagSchema } from '#server/entities/tag.entity.ts';
import { createPersonas, type Personas } from '../support/personas';
import { scopedEm } from '../support/callers';
import { testOrm } from '../support/test-database';

/** The statements a piece of work sends, with the prepared-statement name knex handed to node-postgres. */
async function sentStatements(work: () => Promise<unknown>): Promise<{ sql: string; name: string | undefined }[]> {
  const knex = testOrm().em.getConnection().getKnex();
  const sent: { sql: string; name: string | undefined }[] = [];
  const listener = (query: { sql: string; options?: { name?: string } }) => sent.push({ sql: query.sql, name: query.options?.name });
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.removeListener('query', listener);
  }
  return sent;
}

describe('prepared statements of the hot read paths', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const SQL = 'select id, email, created_at from app_user where organisation_id = ? and id = ?';

  it('answer the rows a plain raw statement answers, in the same shapes', async () => {
    const em = scopedEm(personas.org);
    const params = [personas.org.id, personas.participant.id];
    const prepared = await executePrepared<Record<string, unknown>>(em, SQL, params);
    const plain = await em.getConnection().execute<Record<string, unknown>[]>(SQL, params);
    expect(prepared).toEqual(plain);
    expect(prepared).toHaveLength(1);
  });

  it('name each text once, the same name every time, and send values as parameters', async () => {
    const em = scopedEm(personas.org);
    const sent = await sentStatements(async () => {
      await executePrepared(em, SQL, [personas.org.id, personas.participant.id]);
      await executePrepared(em, SQL, [personas.org.id, personas.coach.id]);
      await executePrepared(em, 'select count(*)::int as n from app_user where organisation_id = ?', [personas.org.id]);
    });
    expect(sent).toHaveLength(3);
    expect(sent[0]!.name).toMatch(/^s[\w-]+$/);
    expect(sent[1]!.name).toBe(sent[0]!.name);
    expect(sent[2]!.name).not.toBe(sent[0]!.name);
    // The values never enter the text, so one plan serves every viewer.
    expect(sent[0]!.sql).toBe(sent[1]!.sql);
    expect(sent[0]!.sql).not.toContain(personas.participant.id);
  });

  it("run inside the EntityManager's transaction, seeing what it has not committed", async () => {
    const em = scopedEm(personas.org);
    const name = `prepared-${Date.now()}`;
    const count = 'select count(*)::int as n from tag where organisation_id = ? and name = ?';
    await em.transactional(async (trx) => {
      trx.create(TagSchema, { organisation: personas.org.id, name, slug: name });
      await trx.flush();
      expect(await executePrepared(trx, count, [personas.org.id, name])).toEqual([{ n: 1 }]);
      expect(await executePrepared(scopedEm(personas.org), count, [personas.org.id, name])).toEqual([{ n: 0 }]);
    });
  });

  it('refuse an array value, which would change the text that the name stands for', async () => {
    await expect(executePrepared(scopedEm(personas.org), 'select ? as ids', [[personas.org.id]])).rejects.toThrow(/scalar values only/);
  });

  it('give the pooled connection back when the statement fails, so the pool does not run dry', async () => {
    for (let attempt = 0; attempt < 15; attempt += 1) {
      await expect(executePrepared(scopedEm(personas.org), 'select 1 / (?::int - ?::int) as n', [attempt, attempt])).rejects.toThrow(/division by zero/);
    }
    expect(await executePrepared(scopedEm(personas.org), 'select ?::int as n', [7])).toEqual([{ n: 7 }]);
  });
});
