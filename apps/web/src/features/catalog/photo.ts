import { VEHICLE_PHOTO_WIDTHS } from '@marketplace/contracts/catalog/vehicle-photos';

/** The photos' shape (16:10, the generated drawings' 800 × 500): the box every photo reserves before it arrives. */
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 500;

/** `sizes` of an inventory card's photo: one column on a phone, two on a tablet, a 15-20rem grid cell beside the filters. */
export const CARD_PHOTO_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw';
/** `sizes` of the vehicle page's large photo: the page's width on a phone, the column beside the price otherwise. */
export const GALLERY_PHOTO_SIZES = '(min-width: 64rem) 48rem, 100vw';

export interface ResponsivePhoto {
  readonly src: string;
  /** The sized WebP variants, or none for a photo the server has no variants of (an external URL). */
  readonly srcSet?: string;
}

const GENERATED = /^(\/api\/catalog\/photos\/[0-9a-f-]{36}\/(?:[1-9]|1[0-2]))\.svg$/i;

/**
 * The `src` and `srcset` of a vehicle photo (issue #43): a generated photo (`/api/catalog/photos/{id}/{n}.svg`) has
 * WebP variants at each width of `VEHICLE_PHOTO_WIDTHS` (`{n}-640w.webp`...), so the browser downloads the size it
 * shows; `src` is the 640-pixel one for a browser that ignores `srcset`. Any other URL is used as it is.
 */
export function responsivePhoto(url: string, fallbackWidth = 640): ResponsivePhoto {
  const generated = GENERATED.exec(url);
  if (!generated) return { src: url };
  const base = generated[1];
  return {
    src: `${base}-${fallbackWidth}w.webp`,
    srcSet: VEHICLE_PHOTO_WIDTHS.map((w) => `${base}-${w}w.webp ${w}w`).join(', '),
  };
}
