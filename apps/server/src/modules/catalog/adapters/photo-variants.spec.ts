import sharp from 'sharp';
import { parsePhotoFile, PhotoVariants } from './photo-variants';
import { vehiclePhotoSvg } from './svg-photo';

const subject = { key: 'v-1', bodyType: 'sedan', exteriorHex: '#1f4e8c', interiorHex: '#222222', caption: '2024 Honda Civic EX' };

describe('sized photo variants', () => {
  it('reads the photo number and the width from the file name', () => {
    expect(parsePhotoFile('3.svg')).toEqual({ n: 3, width: null });
    expect(parsePhotoFile('12-640w.webp')).toEqual({ n: 12, width: 640 });
    expect(() => parsePhotoFile('3-500w.webp')).toThrow('not a photo width');
    expect(() => parsePhotoFile('3.png')).toThrow('not a photo file');
  });

  it('renders the drawing as a WebP of the asked width, 16:10, once per variant', async () => {
    const variants = new PhotoVariants();
    let drawn = 0;
    const svg = () => {
      drawn++;
      return vehiclePhotoSvg(subject, 1, 8);
    };
    const [a, b] = await Promise.all([variants.webp('v-1/1', 640, svg), variants.webp('v-1/1', 640, svg)]);
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(b).toBe(a);
    expect(await variants.webp('v-1/1', 640, svg)).toBe(a);
    expect(drawn).toBe(1);
    const small = await variants.webp('v-1/1', 320, svg);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(small.length).toBeLessThan(a.length);
  });
});
