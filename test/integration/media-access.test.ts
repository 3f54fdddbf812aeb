import { describe, expect, it } from 'vitest';
import { CampaignDocumentSchema, CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaAttachmentSchema } from '#server/entities/idea.entity.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import type { PrivacySetting } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

describe('who may fetch a file of a campaign (GET /media/{guid})', () => {
  const fixture = useHttpFixture();

  /** A campaign with a brief picture, a brief document and an idea with a document, each a file of its own. */
  async function campaignWithFiles(privacySetting: PrivacySetting, member?: User) {
    const { org, coach, participant } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach, privacySetting });
    if (member) await addParticipants(campaign, [member]);
    const em = scopedEm(org);
    const [photo, briefDocument, ideaDocument] = await Promise.all([1, 2, 3].map(() => createMediaFile({ organisation: org, owner: coach })));
    const idea = await createIdeaRow({ campaign, author: member ?? participant });
    const row = await em.findOneOrFail(CampaignSchema, { id: campaign.id });
    row.photo = em.getReference(MediaFileSchema, photo!.id);
    em.create(CampaignDocumentSchema, { campaign: row, media: em.getReference(MediaFileSchema, briefDocument!.id), name: 'Brief', position: 0 });
    em.create(IdeaAttachmentSchema, { idea: idea.id, media: em.getReference(MediaFileSchema, ideaDocument!.id), kind: 'document', name: 'Plan', position: 0 });
    await em.flush();
    return [photo!, briefDocument!, ideaDocument!].map((file) => file.id);
  }

  const fetchAs = async (guid: string, viewer: User | null) =>
    fixture.app.inject({ method: 'GET', url: `/media/${guid}`, headers: { host: fixture.host, ...(viewer ? { authorization: await bearerFor(viewer) } : {}) } });

  it("serves a private campaign's files only to those in it, and keeps them out of shared caches", async () => {
    const member = await createUser({ organisation: fixture.personas.org });
    const files = await campaignWithFiles('private', member);
    for (const guid of files) {
      expect((await fetchAs(guid, null)).statusCode).toBe(404);
      expect((await fetchAs(guid, fixture.personas.participant)).statusCode).toBe(404);
      for (const viewer of [member, fixture.personas.coach, fixture.personas.orgAdmin]) {
        const response = await fetchAs(guid, viewer);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, max-age=3600');
      }
    }
  });

  it("serves an internal campaign's files to the organisation's members, not to visitors", async () => {
    const [photo] = await campaignWithFiles('internal');
    expect((await fetchAs(photo!, null)).statusCode).toBe(404);
    expect((await fetchAs(photo!, fixture.personas.participant)).statusCode).toBe(200);
  });

  it("serves a public campaign's files and the site's own files to anyone, cached for good", async () => {
    const files = await campaignWithFiles('public');
    const siteFile = await createMediaFile({ organisation: fixture.personas.org, context: 'adminFile' });
    for (const guid of [...files, siteFile.id]) {
      const response = await fetchAs(guid, null);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
