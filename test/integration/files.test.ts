import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createMediaFile } from '../factories/media.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('files (admin files)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const adminFile = (filename: string, mimeType = 'application/pdf') =>
    createMediaFile({ organisation: personas.org, owner: personas.orgAdmin, context: 'adminFile', filename, mimeType });

  it('lists the admin files of the site, newest first, with link and markdown snippet', async () => {
    const older = await adminFile('older.pdf');
    const logo = await adminFile('logo.png', 'image/png');
    await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaDocument', filename: 'idea.pdf' });
    await createMediaFile({ organisation: personas.otherOrg, context: 'adminFile', filename: 'theirs.pdf' });
    const result = await (await as(personas.orgAdmin)).files.list({});
    expect(result).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(result.items.map((file) => file.guid)).toEqual([logo.id, older.id]);
    expect(result.items[0]).toMatchObject({ publicUrl: `/file/${logo.id}`, markdown: `![logo.png](/media/${logo.id})`, kind: 'image' });
    expect(result.items[1]?.markdown).toBe(`[older.pdf](/media/${older.id})`);
  });

  it('pages by 20 with a 1-based page and searches title and file name, wildcards taken literally', async () => {
    const caller = await as(personas.superAdmin);
    for (let i = 0; i < 21; i += 1) await adminFile(`bulk_${String(i).padStart(2, '0')}.pdf`);
    const page2 = await caller.files.list({ page: 2, search: 'bulk_' });
    expect([page2.total, page2.items.length]).toEqual([21, 1]);
    expect((await caller.files.list({ search: 'BULK_20' })).items.map((file) => file.filename)).toEqual(['bulk_20.pdf']);
    expect((await caller.files.list({ search: '%' })).total).toBe(0);
  });

  it('renames a file with a trimmed title, refusing an empty one (ERROR_REQUIRED)', async () => {
    const file = await adminFile('draft.pdf');
    const caller = await as(personas.orgAdmin);
    expect(await caller.files.update({ guid: file.id, title: '  Budget 2027  ' })).toMatchObject({ title: 'Budget 2027', markdown: `[Budget 2027](/media/${file.id})` });
    await expectAppError(caller.files.update({ guid: file.id, title: '   ' }), 'ERROR_REQUIRED', 'title');
    await expectAppError(caller.files.update({ guid: file.id, title: 'x'.repeat(256) }), 'VALUE_TOO_LONG', 'title');
    expect((await caller.files.byGuid({ guid: file.id })).title).toBe('Budget 2027');
  });

  it('deletes a file', async () => {
    const file = await adminFile('gone.pdf');
    const caller = await as(personas.orgAdmin);
    expect(await caller.files.delete({ guid: file.id })).toEqual({ deleted: true });
    await expectAppError(caller.files.byGuid({ guid: file.id }), 'not-found');
  });

  it('does not manage other uploads as admin files', async () => {
    const idea = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaImage', filename: 'i.png', mimeType: 'image/png' });
    await expectAppError((await as(personas.orgAdmin)).files.byGuid({ guid: idea.id }), 'not-found');
  });

  it('refuses everyone but org and super admins', async () => {
    const file = await adminFile('secret-plan.pdf');
    for (const viewer of [personas.participant, personas.coach, personas.inactiveUser]) {
      const caller = await as(viewer);
      await expectAppError(caller.files.list({}), 'forbidden');
      await expectAppError(caller.files.update({ guid: file.id, title: 'mine' }), 'forbidden');
      await expectAppError(caller.files.delete({ guid: file.id }), 'forbidden');
    }
    await expectAppError((await as(null)).files.list({}), 'not-authenticated');
  });

  it("shows another organisation's admin nothing of this site", async () => {
    const file = await adminFile('ours.pdf');
    const outsider = (await callerFor(personas.outsider)).caller;
    expect((await outsider.files.list({})).items.map((item) => item.guid)).not.toContain(file.id);
    await expectAppError(outsider.files.byGuid({ guid: file.id }), 'not-found');
    await expectAppError(outsider.files.delete({ guid: file.id }), 'not-found');
  });
});
