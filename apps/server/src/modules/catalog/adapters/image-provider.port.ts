import { DEMO_MAKES } from '../seed/demo-catalogue';
import { PHOTO_ANGLES } from './svg-photo';

/** A VIF: the image provider's photo set for one year, make, model (and trim). */
export interface ProviderVif {
  readonly vifId: string;
  readonly year: number;
  readonly makeId: number;
  readonly modelId: number;
  readonly trimId: number | null;
  readonly description: string;
  readonly imageCount: number;
}

export interface ProviderImage {
  readonly angle: string;
  readonly url: string;
}

/** The external image provider (spec §7 "two image sources"; this port is the "vif" source). */
export interface ImageProvider {
  readonly name: string;
  listVifs(q: { year: number; makeId: number; modelId: number }): Promise<ProviderVif[]>;
  findVif(vifId: string): Promise<ProviderVif | null>;
  images(vifId: string): Promise<ProviderImage[]>;
}
export const IMAGE_PROVIDER = Symbol('IMAGE_PROVIDER');

/**
 * Local driver: a VIF per demo trim and model year (the trim's year and the two before), 12 angles each, served as
 * generated SVGs by GET /api/catalog/stock-photos/:vifId/:n.svg.
 */
export class LocalImageProvider implements ImageProvider {
  readonly name = 'local';

  async listVifs(q: { year: number; makeId: number; modelId: number }): Promise<ProviderVif[]> {
    const make = DEMO_MAKES.find((m) => m.id === q.makeId);
    const model = make?.models.find((m) => m.id === q.modelId);
    if (!make || !model) return [];
    return model.trims
      .filter((t) => q.year <= t.year && q.year >= t.year - 2)
      .map((t) => ({
        vifId: `VIF-${t.id}-${q.year}`, year: q.year, makeId: make.id, modelId: model.id, trimId: t.id,
        description: `${q.year} ${make.name} ${model.name} ${t.name}`, imageCount: PHOTO_ANGLES.length,
      }));
  }

  async findVif(vifId: string): Promise<ProviderVif | null> {
    const parsed = parseVifId(vifId);
    if (!parsed) return null;
    for (const make of DEMO_MAKES) {
      for (const model of make.models) {
        if (model.trims.some((t) => t.id === parsed.trimId)) {
          return (await this.listVifs({ year: parsed.year, makeId: make.id, modelId: model.id })).find((v) => v.vifId === vifId) ?? null;
        }
      }
    }
    return null;
  }

  async images(vifId: string): Promise<ProviderImage[]> {
    if (!(await this.findVif(vifId))) return [];
    return PHOTO_ANGLES.map((angle, i) => ({ angle, url: `/api/catalog/stock-photos/${vifId}/${i + 1}.svg` }));
  }
}

/** 'VIF-1021-2025' -> { trimId: 1021, year: 2025 }. */
export function parseVifId(vifId: string): { trimId: number; year: number } | null {
  const m = /^VIF-(\d{1,9})-(\d{4})$/.exec(vifId);
  return m ? { trimId: Number(m[1]), year: Number(m[2]) } : null;
}
