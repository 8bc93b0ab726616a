import type { Kysely } from 'kysely';
import type { ProviderVif } from '../../adapters/image-provider.port';
import type { VifImages } from '../../adapters/vif-images';

/** The provider's VIFs of a year, make and model, named from the catalogue, with their download status (download-vif-list writes it as CSV). */
export async function readVifList(db: Kysely<any>, vifImages: VifImages, q: { year: number; makeId: number; modelId: number }) {
  return { items: await describe(db, await vifImages.listVifs('get-viflist', q)) };
}

async function describe(db: Kysely<any>, vifs: ProviderVif[]) {
  if (vifs.length === 0) return [];
  const ids = vifs.map((v) => v.vifId);
  const trimIds = vifs.map((v) => v.trimId).filter((t): t is number => t !== null);
  const [statuses, names, trims] = await Promise.all([
    db.selectFrom('catalog.vif_downloads').select(['vif_id', 'status']).where('vif_id', 'in', ids).execute(),
    db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .select(['m.id', 'm.name as model', 'k.name as make']).where('m.id', 'in', [...new Set(vifs.map((v) => v.modelId))]).execute(),
    trimIds.length === 0 ? [] : db.selectFrom('catalog.trims').select(['id', 'name']).where('id', 'in', trimIds).execute(),
  ]);
  return vifs.map((v) => {
    const n = names.find((x) => x.id === v.modelId);
    return {
      vifId: v.vifId, year: v.year, makeId: v.makeId, make: n?.make ?? '', modelId: v.modelId, model: n?.model ?? '',
      trimId: v.trimId, trim: trims.find((t) => t.id === v.trimId)?.name ?? null, description: v.description, imageCount: v.imageCount,
      downloadStatus: (statuses.find((s) => s.vif_id === v.vifId)?.status ?? 'none') as 'none',
    };
  });
}
