import type { Kysely } from 'kysely';
import { requireVifId, type VifImages } from '../../adapters/vif-images';

/** A VIF's folder: the images the provider has for it, and which of them catalog.images holds (fix-folder-status reads it too). */
export async function readFolderStatus(db: Kysely<any>, vifImages: VifImages, vifIdInput: string | undefined, field = 'query.vifId') {
  const vifId = requireVifId(vifIdInput, field);
  await vifImages.knownVif(vifId, field);
  const [expected, present] = await Promise.all([
    vifImages.images(vifId),
    db.selectFrom('catalog.images').select('angle').where('vif_id', '=', vifId).execute(),
  ]);
  const have = new Set(present.map((p) => p.angle as string));
  const missing = expected.filter((e) => !have.has(e.angle)).map((e) => e.angle);
  return { vifId, expected: expected.length, present: expected.length - missing.length, missing, ok: missing.length === 0 };
}
