import sharp from 'sharp';

/** Small real files of each kind the upload rules tell apart, at an exact size. */

function padTo(head: Buffer, size: number): Buffer {
  if (head.length > size) throw new Error(`sample needs ${head.length} bytes, asked for ${size}`);
  const file = Buffer.alloc(size);
  head.copy(file);
  return file;
}

/** A real JPEG of the given size in pixels, padded after its end marker to exactly `bytes`. */
export async function jpegOf(bytes: number, width = 64, height = 48): Promise<Buffer> {
  const image = await sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  return padTo(image, bytes);
}

export async function pngOf(bytes: number, width = 64, height = 48): Promise<Buffer> {
  return padTo(await sharp({ create: { width, height, channels: 4, background: '#e0633a' } }).png().toBuffer(), bytes);
}

export function pdfOf(bytes: number): Buffer {
  return padTo(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), bytes);
}

/** An MP4 header (ftyp box) padded: enough for content detection, not a playable video. */
export function mp4Of(bytes: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31, 0x6d, 0x70, 0x34, 0x31]);
  return padTo(ftyp, bytes);
}

/** A Linux executable's first bytes: what a renamed program looks like. */
export function elfOf(bytes = 4096): Buffer {
  return padTo(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), bytes);
}

export function htmlPage(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>fetch("/trpc/auth.me")</script></body></html>');
}
