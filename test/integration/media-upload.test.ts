import { beforeAll, describe, expect, it } from 'vitest';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { uploadRules, type UploadContext, type UploadRule } from '#shared/upload-rules.ts';
import { scopedEm, sentJobs } from '../support/callers';
import { useHttpFixture } from '../support/http';
import { bearerFor, elfOf, htmlPage, jpegOf, mp4Of, pdfOf, pngOf, uploadFile } from '../support/upload';

interface Sample {
  filename: string;
  content: Buffer;
}

/** A valid file of exactly `bytes` for a context, and two it must refuse. */
async function validSample(rule: UploadRule, bytes: number): Promise<Sample> {
  switch (rule.kind) {
    case 'image': {
      const { width, height } = sampleSize(rule);
      return { filename: 'photo.jpg', content: await jpegOf(bytes, width, height) };
    }
    case 'video':
      return { filename: 'clip.mp4', content: mp4Of(bytes) };
    case 'document':
    case 'adminFile':
      return { filename: 'brief.pdf', content: pdfOf(bytes) };
  }
}

/** An image of the shape the context's crop gives: its exact size, or its ratio at its smallest size. */
function sampleSize(rule: UploadRule): { width: number; height: number } {
  const crop = rule.crop;
  if (!crop) return { width: 64, height: 48 };
  if (crop.size) return crop.size;
  const width = crop.minWidth ?? 64;
  return { width, height: crop.minHeight ?? Math.round(width / crop.aspect) };
}

function wrongType(rule: UploadRule): Sample {
  return rule.kind === 'image' || rule.kind === 'video' ? { filename: 'brief.pdf', content: pdfOf(2048) } : { filename: 'tool.exe', content: elfOf() };
}

function lyingName(rule: UploadRule): Sample {
  if (rule.kind === 'image') return { filename: 'innocent.png', content: htmlPage() };
  if (rule.kind === 'video') return { filename: 'movie.mp4', content: elfOf() };
  return { filename: 'report.pdf', content: elfOf() };
}

describe('uploads: the rules of each context', () => {
  const fixture = useHttpFixture();
  let admin: string;
  beforeAll(async () => {
    admin = await bearerFor(fixture.personas.orgAdmin);
  });

  const upload = (context: string, sample: Sample, authorization = admin) =>
    uploadFile(fixture.app, { host: fixture.host, authorization, context, ...sample });

  describe.each(Object.entries(uploadRules) as [UploadContext, UploadRule][])('%s', (context, rule) => {
    it(`accepts a file of exactly ${rule.maxBytes} bytes`, async () => {
      const sample = await validSample(rule, rule.maxBytes);
      const response = await upload(context, sample);
      expect(response.status).toBe(200);
      expect(response.body.result).toMatchObject({ size: rule.maxBytes, context, filename: sample.filename, processing: rule.kind === 'video' });
    }, 60_000);

    it(`refuses one byte more with ${rule.errorKey}, storing nothing`, async () => {
      const em = scopedEm(fixture.personas.org);
      const before = await em.count(MediaFileSchema, {});
      const response = await upload(context, await validSample(rule, rule.maxBytes + 1));
      expect(response).toEqual({ status: 400, body: { error: rule.errorKey } });
      expect(await em.count(MediaFileSchema, {})).toBe(before);
    }, 60_000);

    it(`refuses a file of the wrong type with ${rule.errorKey}`, async () => {
      expect(await upload(context, wrongType(rule))).toEqual({ status: 400, body: { error: rule.errorKey } });
    });

    it('refuses a file whose name lies about its content', async () => {
      expect(await upload(context, lyingName(rule))).toEqual({ status: 400, body: { error: rule.errorKey } });
    });
  });

  it('queues a transcoding job for each accepted video', async () => {
    const response = await upload('video', { filename: 'clip.mp4', content: mp4Of(4096) });
    const guid = response.body.result?.guid;
    expect(sentJobs).toContainEqual({ name: 'video-transcode', data: { mediaId: guid, organisationId: fixture.personas.org.id } });
  });

  it('refuses a decodable image below the minimum size of a site asset', async () => {
    const response = await upload('siteHero', { filename: 'hero.jpg', content: await jpegOf(20_000, 999, 500) });
    expect(response).toEqual({ status: 400, body: { error: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' } });
  });

  it('takes a profile image only as the square 400×400 the crop gives (spec 3 §5), refusing the 600×300 it once took', async () => {
    const refused = { status: 400, body: { error: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' } };
    expect(await upload('profileImage', { filename: 'wide.png', content: await pngOf(20_000, 600, 300) })).toEqual(refused);
    expect(await upload('profileImage', { filename: 'big.png', content: await pngOf(20_000, 800, 800) })).toEqual(refused);
    expect(await upload('profileImage', { filename: 'almost.png', content: await pngOf(20_000, 401, 400) })).toEqual(refused);
    expect(await upload('profileImage', { filename: 'me.png', content: await pngOf(20_000, 400, 400) })).toMatchObject({ status: 200, body: { result: { width: 400, height: 400 } } });
  });

  it('holds the other cropped contexts to their ratio and their largest size, allowing what rounding costs', async () => {
    expect((await upload('siteLogo', { filename: 'logo.png', content: await pngOf(20_000, 799, 200) })).status).toBe(200);
    expect(await upload('siteLogo', { filename: 'logo.png', content: await pngOf(20_000, 800, 400) })).toMatchObject({ status: 400 });
    expect(await upload('siteLogo', { filename: 'logo.png', content: await pngOf(20_000, 1600, 400) })).toMatchObject({ status: 400 });
    expect(await upload('siteHero', { filename: 'hero.png', content: await pngOf(60_000, 1000, 1000) })).toMatchObject({ status: 400 });
  });

  it('accepts office documents judged by their content (pptx is a zip inside)', async () => {
    const emptyZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect((await upload('ideaDocument', { filename: 'slides.pptx', content: emptyZip })).status).toBe(200);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(512)]);
    expect(await upload('ideaDocument', { filename: 'slides.pptx', content: brokenZip })).toEqual({ status: 400, body: { error: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' } });
    const xml = await upload('ideaDocument', { filename: 'data.xml', content: Buffer.from('<root><item>1</item></root>') });
    expect(xml.status).toBe(200);
    const fakeXml = await upload('ideaDocument', { filename: 'data.xml', content: elfOf(600) });
    expect(fakeXml.status).toBe(400);
  });

  it.each([
    ['a web page', '<html><body><p>Hi<br></body></html>'],
    ['two roots', '<a/><b/>'],
    ['text after a tag', '<a></a> trailing words'],
    ['an unclosed element', '<?xml version="1.0"?><root><item>'],
    ['entities declared in a DOCTYPE', '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><root>&lol;</root>'],
  ])('refuses a .xml document that is not well-formed XML: %s', async (_name, content) => {
    expect(await upload('ideaDocument', { filename: 'data.xml', content: Buffer.from(content) })).toEqual({ status: 400, body: { error: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' } });
  });

  it('accepts XML with a declaration, a byte-order mark and namespaces', async () => {
    const content = Buffer.from('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<r:root xmlns:r="urn:x"><r:item a="1">å &amp; ö</r:item></r:root>\n');
    expect((await upload('ideaDocument', { filename: 'data.xml', content })).status).toBe(200);
  });

  it('cleans the file name of paths and control characters', async () => {
    const response = await upload('campaignDocument', { filename: '../../etc/pass\twd.pdf', content: pdfOf(1024) });
    expect(response.body.result?.filename).toBe('passwd.pdf');
  });

  describe('who may upload', () => {
    it('refuses a logged-out visitor (not-authenticated)', async () => {
      const response = await uploadFile(fixture.app, { host: fixture.host, context: 'ideaImage', filename: 'a.png', content: await pngOf(2048) });
      expect(response).toEqual({ status: 401, body: { error: 'not-authenticated', login: true } });
    });

    it('sends an inactive user to verification for idea files, but takes their profile image', async () => {
      const inactive = await bearerFor(fixture.personas.inactiveUser);
      expect(await upload('ideaImage', { filename: 'a.png', content: await pngOf(2048) }, inactive)).toEqual({
        status: 403,
        body: { error: 'user-not-active', redirect: '/user-verification/pending' },
      });
      expect((await upload('profileImage', { filename: 'me.png', content: await pngOf(8192, 400, 400) }, inactive)).status).toBe(200);
    });

    it('keeps site assets and admin files to org admins', async () => {
      const participant = await bearerFor(fixture.personas.participant);
      expect(await upload('adminFile', { filename: 'a.pdf', content: pdfOf(1024) }, participant)).toEqual({ status: 403, body: { error: 'forbidden' } });
      expect(await upload('siteLogo', { filename: 'logo.png', content: await pngOf(4096) }, participant)).toEqual({ status: 403, body: { error: 'forbidden' } });
      expect((await upload('ideaImage', { filename: 'a.png', content: await pngOf(2048) }, participant)).status).toBe(200);
    });

    it('refuses an unknown context', async () => {
      expect(await upload('everything', { filename: 'a.pdf', content: pdfOf(1024) })).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
    });
  });
});
