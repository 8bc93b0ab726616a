import sharp from 'sharp';

/** A pixel is ink when it is mostly opaque and not near white: a pad's background may be transparent or white. */
const INK_ALPHA = 32;
const INK_MAX_RGB_SUM = 600;

/**
 * The drawn part of a signature: the bounding box of its ink. An empty pad of any size, transparent or white, is 0 × 0,
 * so the decider's minimum size (MIN_SIGNATURE_SIZE) applies to what was drawn, not to the canvas.
 */
export async function inkBounds(image: Buffer): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 4) {
      if (data[i + 3] > INK_ALPHA && data[i] + data[i + 1] + data[i + 2] < INK_MAX_RGB_SUM) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return maxX < 0 ? { width: 0, height: 0 } : { width: maxX - minX + 1, height: maxY - minY + 1 };
}
