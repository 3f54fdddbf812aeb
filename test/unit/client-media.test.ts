import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#client/components/file-size.ts';
import { IMAGE_DISPLAY_SIZES, imageSrcSet, imageUrl } from '#client/components/media-url.ts';
import { paginationItems } from '#client/components/pagination.tsx';
import { absoluteUrl } from '#client/features/admin-files/public-link.ts';
import { cropOutputSize, croppedImageType, isLargeEnoughForCrop, largestCrop, maxZoomFor, nudgedPosition, renameForType } from '#client/features/media/crop-math.ts';
import { uploadFailureMessage } from '#client/features/media/upload-failure.ts';
import { acceptAttribute, allowedTypeNames, dimensionHints } from '#client/features/media/upload-hints.ts';
import { mediaFromUploadBody } from '#client/features/media/upload-request.ts';
import { IMAGE_VARIANT_MAX_DIMENSION } from '#shared/image-variant-rules.ts';
import { precheckUpload, uploadRules } from '#shared/upload-rules.ts';

const GUID = '0194b6a2-7c1e-7d3a-9f00-1234567890ab';

describe('imageUrl', () => {
  it('asks the image service for the display size, fit and format', () => {
    expect(imageUrl(`/media/${GUID}`, { width: 300 })).toBe(`/media/${GUID}?w=300`);
    expect(imageUrl(`/media/${GUID}`, { width: 270, height: 168, fit: 'cover', format: 'webp' })).toBe(`/media/${GUID}?w=270&h=168&fit=cover&format=webp`);
    expect(imageUrl(`/media/${GUID}`, { ...IMAGE_DISPLAY_SIZES.avatar, fit: 'cover' })).toBe(`/media/${GUID}?w=200&h=200&fit=cover`);
  });

  it('keeps sizes within what the server renders (it refuses, not clamps, others)', () => {
    expect(imageUrl(`/media/${GUID}`, { width: 5000, height: 0.4 })).toBe(`/media/${GUID}?w=${IMAGE_VARIANT_MAX_DIMENSION}&h=1`);
    expect(imageUrl(`/media/${GUID}`, { width: 299.6 })).toBe(`/media/${GUID}?w=300`);
    expect(imageUrl(`/media/${GUID}`, { width: -1, height: Number.NaN })).toBe(`/media/${GUID}`);
  });

  it('sends fit only with a size, and replaces options already in the address', () => {
    expect(imageUrl(`/media/${GUID}`, { fit: 'cover', format: 'png' })).toBe(`/media/${GUID}?format=png`);
    expect(imageUrl(`/media/${GUID}?w=50&format=jpeg`, { width: 100 })).toBe(`/media/${GUID}?w=100&format=jpeg`);
  });

  it('leaves addresses that are not stored originals alone', () => {
    for (const url of ['https://cdn.example/logo.png', '/brand/logo.svg', `/media/${GUID}/poster.jpg`, 'data:image/png;base64,AAAA']) {
      expect(imageUrl(url, { width: 300 })).toBe(url);
    }
  });

  it('offers the double size for sharp screens', () => {
    expect(imageSrcSet(`/media/${GUID}`, { width: 64, height: 64, fit: 'cover' })).toBe(
      `/media/${GUID}?w=64&h=64&fit=cover 1x, /media/${GUID}?w=128&h=128&fit=cover 2x`,
    );
    expect(imageSrcSet('https://cdn.example/a.png', { width: 64 })).toBeUndefined();
  });
});

describe('crop math', () => {
  const hero = uploadRules.siteHero.crop;
  const mobileHero = uploadRules.siteHeroMobile.crop;

  it('finds the largest crop of the aspect ratio inside the image', () => {
    expect(largestCrop({ width: 3000, height: 1000 }, 2)).toEqual({ width: 2000, height: 1000 });
    expect(largestCrop({ width: 1000, height: 3000 }, 1)).toEqual({ width: 1000, height: 1000 });
  });

  it('limits the zoom so the crop never falls below the rule minimum', () => {
    // A 4000×2000 image: the full crop is 4000×2000, the hero minimum 1000×500 → zoom 4 at most.
    expect(maxZoomFor({ width: 4000, height: 2000 }, hero)).toBe(4);
    expect(maxZoomFor({ width: 1500, height: 1000 }, hero)).toBe(1.5);
    expect(maxZoomFor({ width: 800, height: 1000 }, mobileHero)).toBe(2);
    // Without a minimum, the dialog's own limit.
    expect(maxZoomFor({ width: 400, height: 400 }, uploadRules.profileImage.crop)).toBe(4);
  });

  it('says when an image is too small for the rule whatever the crop', () => {
    expect(isLargeEnoughForCrop({ width: 1000, height: 500 }, hero)).toBe(true);
    expect(isLargeEnoughForCrop({ width: 999, height: 2000 }, hero)).toBe(false);
    expect(isLargeEnoughForCrop({ width: 10, height: 10 }, uploadRules.profileImage.crop)).toBe(true);
  });

  it('scales the crop down to the rule maximum, keeping the ratio, never up', () => {
    expect(cropOutputSize({ width: 4000, height: 2000 }, hero)).toEqual({ width: 2700, height: 1350 });
    expect(cropOutputSize({ width: 1600, height: 400 }, uploadRules.siteLogo.crop)).toEqual({ width: 800, height: 200 });
    expect(cropOutputSize({ width: 320, height: 80 }, uploadRules.siteLogo.crop)).toEqual({ width: 320, height: 80 });
    // Without a maximum in the rule, never beyond what the server renders.
    expect(cropOutputSize({ width: 5000, height: 2500 }, { aspect: 2 })).toEqual({ width: 2000, height: 1000 });
  });

  it('gives profile images the rule\'s exact 400×400 (spec 3 §5), from a large photo or a small one', () => {
    expect(cropOutputSize({ width: 5000, height: 5000 }, uploadRules.profileImage.crop)).toEqual({ width: 400, height: 400 });
    expect(cropOutputSize({ width: 120, height: 120 }, uploadRules.profileImage.crop)).toEqual({ width: 400, height: 400 });
  });

  it('makes up the pixel rounding can cost against the minimum', () => {
    expect(cropOutputSize({ width: 999.6, height: 499.7 }, hero)).toEqual({ width: 1000, height: 500 });
  });

  it('moves the image by a button no further than the image still covers the crop area', () => {
    const media = { width: 600, height: 300 };
    const area = { width: 300, height: 300 };
    expect(nudgedPosition({ x: 0, y: 0 }, { x: 30, y: 0 }, media, area, 1)).toEqual({ x: 30, y: 0 });
    // 150 px of image beyond the area on each side at zoom 1, none above or below.
    expect(nudgedPosition({ x: 140, y: 0 }, { x: 30, y: 30 }, media, area, 1)).toEqual({ x: 150, y: 0 });
    // Zoomed in twice, the image reaches 150 px above and below the area too.
    expect(nudgedPosition({ x: 0, y: 140 }, { x: 0, y: 30 }, media, area, 2)).toEqual({ x: 0, y: 150 });
  });

  it('keeps PNG as PNG and photos as JPEG, and renames to match', () => {
    expect(croppedImageType('image/jpeg')).toBe('image/jpeg');
    expect(croppedImageType('image/png')).toBe('image/png');
    expect(croppedImageType('image/webp')).toBe('image/png');
    expect(renameForType('hero.webp', 'image/png')).toBe('hero.png');
    expect(renameForType('me.JPEG', 'image/jpeg')).toBe('me.jpg');
    expect(renameForType('.hidden', 'image/png')).toBe('.hidden.png');
    expect(renameForType('', 'image/jpeg')).toBe('image.jpg');
  });
});

describe('uploadFailureMessage', () => {
  const documents = uploadRules.adminFile;
  const video = uploadRules.video;

  it('shows nothing for a cancelled upload (the spec ignores code 101)', () => {
    expect(uploadFailureMessage({ kind: 'aborted' }, documents)).toBeNull();
  });

  it('shows SERVER_ERROR / SERVER_COULD_NOT_SAVE_FILE for a 500', () => {
    expect(uploadFailureMessage({ kind: 'http', status: 500, code: 'SERVER_COULD_NOT_SAVE_FILE' }, documents)).toEqual({
      heading: 'SERVER_ERROR',
      code: 'SERVER_COULD_NOT_SAVE_FILE',
    });
    expect(uploadFailureMessage({ kind: 'http', status: 502, code: null }, video)).toEqual({ heading: 'SERVER_ERROR', code: 'SERVER_COULD_NOT_SAVE_FILE' });
    expect(uploadFailureMessage({ kind: 'network' }, documents)).toEqual({ heading: 'SERVER_ERROR', code: 'SERVER_COULD_NOT_SAVE_FILE' });
  });

  it("shows FILE_UPLOAD_ERROR with the context's key for a refused file", () => {
    expect(uploadFailureMessage({ kind: 'http', status: 400, code: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' }, documents)).toEqual({
      heading: 'FILE_UPLOAD_ERROR',
      code: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT',
    });
    expect(uploadFailureMessage({ kind: 'http', status: 413, code: null }, video)).toEqual({ heading: 'FILE_UPLOAD_ERROR', code: 'VIDEO_TOO_BIG_OR_WRONG_FORMAT' });
  });

  it('names access problems instead of blaming the file', () => {
    expect(uploadFailureMessage({ kind: 'http', status: 401, code: 'not-authenticated' }, documents)).toEqual({
      heading: 'FILE_UPLOAD_ERROR',
      code: 'not-authenticated',
    });
    expect(uploadFailureMessage({ kind: 'http', status: 403, code: 'forbidden' }, documents)?.code).toBe('forbidden');
  });
});

describe('mediaFromUploadBody', () => {
  it('reads the { result } envelope and restores the date', () => {
    const media = mediaFromUploadBody({ result: { guid: GUID, url: `/media/${GUID}`, createdAt: '2026-03-12T10:00:00.000Z' } });
    expect(media?.guid).toBe(GUID);
    expect(media?.createdAt).toEqual(new Date('2026-03-12T10:00:00.000Z'));
  });

  it('gives null for anything else', () => {
    expect(mediaFromUploadBody({ error: 'forbidden' })).toBeNull();
    expect(mediaFromUploadBody(null)).toBeNull();
    expect(mediaFromUploadBody({ result: { guid: 3 } })).toBeNull();
  });
});

describe('upload hints', () => {
  it('pre-filters the file dialog per kind', () => {
    expect(acceptAttribute(uploadRules.ideaThumbnail)).toBe('image/jpeg,image/png,image/gif,image/webp');
    expect(acceptAttribute(uploadRules.video)).toBe('video/*');
    expect(acceptAttribute(uploadRules.ideaDocument)).toContain('.pdf');
    expect(acceptAttribute(uploadRules.adminFile).split(',')).toEqual(expect.arrayContaining(['.png', '.jpg', '.jpeg', '.gif', '.pdf', '.xml']));
  });

  it('accepts in the dialog whatever precheckUpload accepts for admin files', () => {
    const offered = acceptAttribute(uploadRules.adminFile).split(',');
    for (const extension of offered) {
      expect(precheckUpload(uploadRules.adminFile, { name: `file${extension}`, size: 10, type: '' })).toBe(true);
    }
  });

  it('names the allowed types, or none for video', () => {
    expect(allowedTypeNames(uploadRules.profileImage)).toEqual(['JPG', 'PNG', 'GIF', 'WEBP']);
    expect(allowedTypeNames(uploadRules.video)).toBeNull();
    expect(allowedTypeNames(uploadRules.adminFile)?.slice(0, 3)).toEqual(['PNG', 'JPG', 'GIF']);
  });

  it("mentions the rule's suggested size and a crop's minimum", () => {
    expect(dimensionHints(uploadRules.ideaThumbnail)).toEqual({ recommended: { width: 1000, height: 1000 }, minimum: null });
    expect(dimensionHints(uploadRules.profileImage)).toEqual({ recommended: { width: 400, height: 400 }, minimum: null });
    expect(dimensionHints(uploadRules.siteHero)).toEqual({ recommended: null, minimum: { width: 1000, height: 500 } });
    expect(dimensionHints(uploadRules.adminFile)).toEqual({ recommended: null, minimum: null });
  });
});

describe('formatFileSize', () => {
  it('writes sizes the way the spec counts them (7340032 bytes is 7 MB)', () => {
    expect(formatFileSize(7340032, 'en')).toBe('7 MB');
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(512, 'sv')).toBe('512 byte');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'sv')).toBe('1,5 MB');
  });
});

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps both ends and the pages around the current one, with gaps between', () => {
    expect(paginationItems(10, 20)).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 19, 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 19, 20]);
    // A gap would hide only page 3: page 3 is shown instead.
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 19, 20]);
  });
});

describe('absoluteUrl', () => {
  it('turns the public path into an address to share', () => {
    expect(absoluteUrl(`/file/${GUID}`, 'http://sverige.localhost:3000')).toBe(`http://sverige.localhost:3000/file/${GUID}`);
  });
});
