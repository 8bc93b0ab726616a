import { VEHICLE_PHOTO_WIDTHS, type VehiclePhotoWidth } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * Sized WebP variants of the generated photos (issue #43): the web app names them in an `<img srcset>`, so a phone
 * downloads the 640-pixel photo it shows instead of the full drawing, and the browser picks the size for the screen.
 * The SVG is rasterised by sharp at the density of the width asked for (a sharp drawing, not an enlarged bitmap), then
 * encoded as WebP. A photo is deterministic per vehicle, number and width, so variants are kept in a bounded cache
 * (by bytes): the inventory's first photos are rendered once, not at every visit.
 */
export type PhotoFile = { readonly n: number; readonly width: VehiclePhotoWidth | null };

/** `3.svg` -> { n: 3, width: null }; `3-640w.webp` -> { n: 3, width: 640 } (the route contract has checked the form). */
export function parsePhotoFile(file: string): PhotoFile {
  const match = /^(\d+)(?:-(\d+)w\.webp|\.svg)$/.exec(file);
  if (!match) throw new Error(`not a photo file: ${file}`);
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(VEHICLE_PHOTO_WIDTHS as readonly number[]).includes(width)) throw new Error(`not a photo width: ${width}`);
  return { n: Number(match[1]), width: width as VehiclePhotoWidth | null };
}

/** The drawings' own size (svg-photo.ts). */
const SVG_WIDTH = 800;
const WEBP_QUALITY = 72;
/** About 2,000 photos of 640 pixels: the first pages of the inventory, every width. */
const CACHE_BYTES = 16 * 1024 * 1024;

@Injectable()
export class PhotoVariants {
  private readonly cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (b) => b.length });
  private readonly rendering = new Map<string, Promise<Buffer>>();

  /** The WebP of `svg` at `width` pixels wide; `key` names the drawing (vehicle and photo number). */
  async webp(key: string, width: VehiclePhotoWidth, svg: () => string): Promise<Buffer> {
    const id = `${key}@${width}`;
    const cached = this.cache.get(id);
    if (cached) return cached;
    // Concurrent requests for the same variant (a page's first visitors) share one rendering.
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = sharp(Buffer.from(svg()), { density: (72 * width) / SVG_WIDTH })
        .resize(width)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer()
        .then((buffer) => {
          this.cache.set(id, buffer);
          return buffer;
        })
        .finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }
}
