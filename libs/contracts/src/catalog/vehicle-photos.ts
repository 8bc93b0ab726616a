/**
 * The widths of a generated photo's WebP variants (`<n>-<width>w.webp`), for an `<img srcset>`. No import: the web
 * app's inventory and vehicle pages pull this file alone on their first load, without zod (ADR 0066).
 */
export const VEHICLE_PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type VehiclePhotoWidth = (typeof VEHICLE_PHOTO_WIDTHS)[number];
