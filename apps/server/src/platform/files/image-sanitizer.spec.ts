import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sanitizeImage, sniffImageType } from './image-sanitizer';

const fixtures = path.resolve(__dirname, '../../../../../tests/api/purchase/fixtures');
const gpsJpeg = readFileSync(path.join(fixtures, 'gps.jpg'));
const gpsHeic = readFileSync(path.join(fixtures, 'gps.heic'));
const options = { maxBytes: 2_000_000, accept: ['jpeg', 'png', 'heif'] as const, output: 'jpeg' as const, field: 'body.data' };

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (e: any) {
    return e.code;
  }
}

describe('image sanitizer', () => {
  it('sniffs by magic bytes', () => {
    expect(sniffImageType(gpsJpeg)).toBe('jpeg');
    expect(sniffImageType(gpsHeic)).toBe('heif');
    expect(sniffImageType(Buffer.from('<html>'))).toBeNull();
  });

  it('re-encodes a JPEG with GPS EXIF into one without any EXIF', async () => {
    expect((await sharp(gpsJpeg).metadata()).exif).toBeDefined();
    const out = await sanitizeImage(gpsJpeg, options);
    expect(out.contentType).toBe('image/jpeg');
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
    expect(out.data.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(out.data.includes(Buffer.from('FixtureCam'))).toBe(false);
    expect(out.data.equals(gpsJpeg)).toBe(false);
  });

  it('decodes HEIC (HEVC) and stores a clean JPEG', async () => {
    const out = await sanitizeImage(gpsHeic, options);
    expect(out).toMatchObject({ contentType: 'image/jpeg', width: 320, height: 200, sourceType: 'heif' });
    expect(out.data.includes(Buffer.from('FixtureCam'))).toBe(false);
  });

  it('drops what a polyglot carries after the image', async () => {
    const polyglot = Buffer.concat([gpsJpeg, Buffer.from('<script>alert(1)</script>PK\x03\x04payload')]);
    const out = await sanitizeImage(polyglot, options);
    expect(out.data.includes(Buffer.from('<script>'))).toBe(false);
    expect(out.data.includes(Buffer.from('payload'))).toBe(false);
  });

  it('refuses other types whatever their name, oversize files, pixel bombs and broken images', async () => {
    expect(await codeOf(sanitizeImage(Buffer.from('GIF89a....'), options))).toBe('files.unsupported_type');
    expect(await codeOf(sanitizeImage(Buffer.from('%PDF-1.7 ...'), options))).toBe('files.unsupported_type');
    expect(await codeOf(sanitizeImage(gpsJpeg, { ...options, maxBytes: 500 }))).toBe('files.too_large');
    expect(await codeOf(sanitizeImage(Buffer.alloc(0), options))).toBe('files.empty');
    // 12 megapixels in a few kilobytes, over a 10-megapixel limit (drawing it is most of this test's CPU).
    const bomb = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await codeOf(sanitizeImage(bomb, { ...options, maxBytes: 10_000_000, maxPixels: 10_000_000 }))).toBe('files.image_too_large');
    expect(await codeOf(sanitizeImage(gpsJpeg.subarray(0, 200), options))).toBe('files.invalid_image');
    expect(await codeOf(sanitizeImage(gpsJpeg, { ...options, accept: ['png'] }))).toBe('files.unsupported_type');
  }, 30_000);

  it('keeps a PNG drawing as PNG when asked', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const out = await sanitizeImage(png, { ...options, output: 'png', accept: ['png'] });
    expect(out.contentType).toBe('image/png');
    expect(sniffImageType(out.data)).toBe('png');
  });
});
