import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createMediaFile } from '../factories/media.factory';
import { callerFor, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('media procedures', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const asViewer = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;

  describe('media.byGuid', () => {
    it('tells anyone on the site a file’s current state', async () => {
      const media = await createMediaFile({ organisation: personas.org, owner: personas.participant, filename: 'plan.pdf' });
      expect(await (await asViewer(null)).media.byGuid({ guid: media.id })).toMatchObject({
        guid: media.id,
        url: `/media/${media.id}`,
        filename: 'plan.pdf',
        kind: 'document',
        processing: false,
        failed: false,
      });
    });

    it("knows nothing of another site's file or a made-up one", async () => {
      const elsewhere = await createMediaFile({ organisation: personas.otherOrg, owner: personas.outsider });
      await expectAppError((await asViewer(personas.orgAdmin)).media.byGuid({ guid: elsewhere.id }), 'not-found');
      await expectAppError((await asViewer(null)).media.byGuid({ guid: 'nope' }), 'invalid-input', 'guid');
      await expectAppError((await asViewer(null)).media.byGuid({ guid: '01900000-0000-7000-8000-00000000abcd' }), 'not-found');
    });
  });

  describe('media.delete', () => {
    it('lets the uploader delete a file, removing it from storage', async () => {
      const media = await createMediaFile({ organisation: personas.org, owner: personas.participant });
      expect(await (await asViewer(personas.participant)).media.delete({ guid: media.id })).toEqual({ deleted: true });
      expect(await testDeps.storage.size(media.storageKey)).toBeNull();
      await expectAppError((await asViewer(null)).media.byGuid({ guid: media.id }), 'not-found');
    });

    it('lets an org admin or a super admin delete anyone’s file', async () => {
      for (const admin of [personas.orgAdmin, personas.superAdmin]) {
        const media = await createMediaFile({ organisation: personas.org, owner: personas.participant });
        await expect((await asViewer(admin)).media.delete({ guid: media.id })).resolves.toEqual({ deleted: true });
      }
    });

    it('refuses other users, the logged-out and other sites, keeping the file', async () => {
      const media = await createMediaFile({ organisation: personas.org, owner: personas.participant });
      await expectAppError((await asViewer(personas.coach)).media.delete({ guid: media.id }), 'forbidden');
      await expectAppError((await asViewer(null)).media.delete({ guid: media.id }), 'not-authenticated');
      await expectAppError((await callerFor(personas.outsider)).caller.media.delete({ guid: media.id }), 'not-found');
      expect(await testDeps.storage.size(media.storageKey)).not.toBeNull();
    });
  });
});
