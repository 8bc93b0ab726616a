/** A row of catalog.main_images as the image routes answer it (get-image-mapping, save-main-image-model and -trim). */
export function toMainImage(r: any) {
  return { target: r.target, targetId: r.target_id, source: r.source, imageUrl: r.image_url, updatedAt: (r.updated_at as Date).toISOString() };
}
