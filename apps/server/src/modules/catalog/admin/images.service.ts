import { Inject, Injectable } from '@nestjs/common';
import { VIF_ID_REQUIRED_MESSAGE } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { recordAdminChange } from '../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB, EVENT_STORE, LOGGER } from '../../../platform/tokens';
import { IMAGE_PROVIDER, type ImageProvider, type ProviderVif } from '../adapters/image-provider.port';
import { ImageDownloads, toStatus } from '../adapters/image-downloads';

/** Spec §5: "Cancelling an image download requires a vifId (otherwise vifId is required)" — and so do the other VIF calls. */
export function requireVifId(vifId: string | undefined, field: string): string {
  const v = vifId?.trim();
  if (!v) throw new DomainError('catalog.vif_id_required', 'validation', VIF_ID_REQUIRED_MESSAGE, field);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(v)) throw new DomainError('catalog.invalid_vif_id', 'validation', 'vifId is letters, digits, - and _', field);
  return v;
}

/** An image URL we accept: https, or a path on this server under /api/. */
export function assertImageUrl(url: string, field: string): string {
  if (!/^(https:\/\/[^\s"'<>]{1,2000}|\/api\/[A-Za-z0-9._~\-/%]{1,500})$/.test(url) || url.includes('..')) {
    throw new DomainError('catalog.invalid_image_url', 'validation', 'An image URL is https or a path under /api/', field);
  }
  return url;
}

const CSV_COLUMNS = ['vifId', 'year', 'make', 'model', 'trim', 'description', 'imageCount', 'downloadStatus'] as const;

/** One CSV cell (RFC 4180), defused against spreadsheet formula injection (a leading = + - @ gets a quote). */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

@Injectable()
export class ImagesService {
  private readonly log: Pick<Logger, 'error'>;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(IMAGE_PROVIDER) private readonly provider: ImageProvider,
    private readonly downloads: ImageDownloads,
    @Inject(LOGGER) logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.log = logger.child({ component: 'catalog.images' });
  }

  /** Provider calls: a failure is logged and answered 503 (spec §8: failed VIF calls log an error and rethrow). */
  private async fromProvider<T>(operation: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      this.log.error({ err: error, operation, provider: this.provider.name }, 'image provider call failed');
      throw new DomainError('catalog.image_provider_unavailable', 'unavailable', 'The image provider is unavailable; try again shortly');
    }
  }

  async years() {
    const rows = await this.db.selectFrom('catalog.trims').select('year').distinct().orderBy('year', 'desc').execute();
    return { items: rows.map((r) => r.year as number) };
  }

  async makes(year: number) {
    const rows = await this.db.selectFrom('catalog.makes as k').innerJoin('catalog.models as m', 'm.make_id', 'k.id')
      .innerJoin('catalog.trims as t', 't.model_id', 'm.id').select(['k.id', 'k.name']).distinct()
      .where('t.year', '=', year).orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }

  async models(year: number, makeId: number) {
    const rows = await this.db.selectFrom('catalog.models as m').innerJoin('catalog.trims as t', 't.model_id', 'm.id')
      .select(['m.id', 'm.name']).distinct().where('t.year', '=', year).where('m.make_id', '=', makeId).orderBy('m.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }

  async trims(year: number, modelId: number) {
    const rows = await this.db.selectFrom('catalog.trims').select(['id', 'name']).where('year', '=', year).where('model_id', '=', modelId)
      .orderBy('name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }

  private mainImage(r: any) {
    return { target: r.target, targetId: r.target_id, source: r.source, imageUrl: r.image_url, updatedAt: (r.updated_at as Date).toISOString() };
  }

  async mapping(modelId: number) {
    const trims = await this.db.selectFrom('catalog.trims').select(['id', 'vif_id']).where('model_id', '=', modelId).execute();
    const trimIds = trims.map((t) => t.id as number);
    const [model, trimImages] = await Promise.all([
      this.db.selectFrom('catalog.main_images').selectAll().where('target', '=', 'model').where('target_id', '=', modelId).executeTakeFirst(),
      trimIds.length === 0 ? [] : this.db.selectFrom('catalog.main_images').selectAll().where('target', '=', 'trim').where('target_id', 'in', trimIds).orderBy('target_id').execute(),
    ]);
    return {
      model: model ? this.mainImage(model) : null,
      trims: trimImages.map((r) => this.mainImage(r)),
      vifsByTrim: trims.filter((t) => t.vif_id).map((t) => ({ trimId: t.id as number, vifId: t.vif_id as string })),
    };
  }

  async saveMainImage(target: 'model' | 'trim', targetId: number, source: 'vif' | 'stock', imageUrl: string, ctx: RequestContext) {
    const field = target === 'model' ? 'body.modelId' : 'body.trimId';
    const exists = await this.db.selectFrom(target === 'model' ? 'catalog.models' : 'catalog.trims').select('id').where('id', '=', targetId).executeTakeFirst();
    if (!exists) throw new DomainError(`catalog.unknown_${target}`, 'not_found', `No such ${target}`, field);
    const url = assertImageUrl(imageUrl, 'body.imageUrl');
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = await trx.insertInto('catalog.main_images')
        .values({ target, target_id: targetId, source, image_url: url, updated_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['target', 'target_id']).doUpdateSet({ source, image_url: url, updated_at: this.clock.now() }))
        .returningAll().executeTakeFirstOrThrow();
      await recordAdminChange(this.store, trx, ctx, target, targetId, 'MainImageChanged', { [`${target}Id`]: targetId, source, imageUrl: url });
      return saved;
    });
    return this.mainImage(row);
  }

  async vifList(q: { year: number; makeId: number; modelId: number }) {
    const vifs = await this.fromProvider('get-viflist', () => this.provider.listVifs(q));
    return { items: await this.describe(vifs) };
  }

  private async describe(vifs: ProviderVif[]) {
    if (vifs.length === 0) return [];
    const ids = vifs.map((v) => v.vifId);
    const trimIds = vifs.map((v) => v.trimId).filter((t): t is number => t !== null);
    const [statuses, names, trims] = await Promise.all([
      this.db.selectFrom('catalog.vif_downloads').select(['vif_id', 'status']).where('vif_id', 'in', ids).execute(),
      this.db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
        .select(['m.id', 'm.name as model', 'k.name as make']).where('m.id', 'in', [...new Set(vifs.map((v) => v.modelId))]).execute(),
      trimIds.length === 0 ? [] : this.db.selectFrom('catalog.trims').select(['id', 'name']).where('id', 'in', trimIds).execute(),
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

  async vifListCsv(q: { year: number; makeId: number; modelId: number }): Promise<string> {
    const { items } = await this.vifList(q);
    const lines = [CSV_COLUMNS.join(','), ...items.map((i) => CSV_COLUMNS.map((c) => csvCell(i[c])).join(','))];
    return lines.join('\r\n') + '\r\n';
  }

  private async knownVif(vifId: string, field: string): Promise<ProviderVif> {
    const vif = await this.fromProvider('find-vif', () => this.provider.findVif(vifId));
    if (!vif) throw new DomainError('catalog.vif_not_found', 'not_found', 'No such VIF at the image provider', field);
    return vif;
  }

  async status(vifId: string) {
    const row = await this.db.selectFrom('catalog.vif_downloads').selectAll().where('vif_id', '=', vifId).executeTakeFirst();
    return toStatus(vifId, row);
  }

  /** Queues a VIF's images (again, unless a download is already queued or running). */
  async download(vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    const vif = await this.knownVif(vifId, 'body.vifId');
    await this.db.insertInto('catalog.vif_downloads')
      .values({ vif_id: vifId, year: vif.year, make_id: vif.makeId, model_id: vif.modelId, status: 'queued', downloaded: 0, total: vif.imageCount, updated_at: this.clock.now() })
      .onConflict((oc) => oc.column('vif_id').doUpdateSet({ status: 'queued', downloaded: 0, total: vif.imageCount, updated_at: this.clock.now() })
        .where(sql<boolean>`vif_downloads.status not in ('queued', 'downloading')`))
      .execute();
    this.downloads.enqueue(vifId);
    return this.status(vifId);
  }

  /** Full download: every VIF of a year, make and model. */
  async downloadAll(q: { year: number; makeId: number; modelId: number }) {
    const vifs = await this.fromProvider('download-all', () => this.provider.listVifs(q));
    const items = [];
    for (const v of vifs) items.push(await this.download(v.vifId));
    return { items };
  }

  async cancel(vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    await this.knownVif(vifId, 'body.vifId');
    await this.db.updateTable('catalog.vif_downloads').set({ status: 'cancelled', updated_at: this.clock.now() })
      .where('vif_id', '=', vifId).where('status', 'in', ['queued', 'downloading']).execute();
    return this.status(vifId);
  }

  async downloadStatus(vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'query.vifId');
    await this.knownVif(vifId, 'query.vifId');
    return this.status(vifId);
  }

  async folderStatus(vifIdInput: string | undefined, field = 'query.vifId') {
    const vifId = requireVifId(vifIdInput, field);
    await this.knownVif(vifId, field);
    const [expected, present] = await Promise.all([
      this.fromProvider('images', () => this.provider.images(vifId)),
      this.db.selectFrom('catalog.images').select('angle').where('vif_id', '=', vifId).execute(),
    ]);
    const have = new Set(present.map((p) => p.angle as string));
    const missing = expected.filter((e) => !have.has(e.angle)).map((e) => e.angle);
    return { vifId, expected: expected.length, present: expected.length - missing.length, missing, ok: missing.length === 0 };
  }

  /** Fetches the images missing from a VIF's folder, then answers its new status. */
  async fixFolder(vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    const vif = await this.knownVif(vifId, 'body.vifId');
    const before = await this.folderStatus(vifId, 'body.vifId');
    if (!before.ok) {
      const images = await this.fromProvider('images', () => this.provider.images(vifId));
      const missing = images.filter((i) => before.missing.includes(i.angle));
      await this.db.insertInto('catalog.images')
        .values(missing.map((i) => ({ vif_id: vifId, trim_id: vif.trimId, model_id: vif.modelId, source: 'vif', angle: i.angle, url: i.url })))
        .onConflict((oc) => oc.columns(['vif_id', 'angle']).doNothing()).execute();
    }
    return this.folderStatus(vifId, 'body.vifId');
  }

  async galleries(q: { vifId?: string; trimId?: number; modelId?: number }) {
    let qb = this.db.selectFrom('catalog.images').select(['id', 'vif_id', 'source', 'angle', 'url']);
    if (q.vifId) qb = qb.where('vif_id', '=', q.vifId);
    if (q.trimId) qb = qb.where('trim_id', '=', q.trimId);
    if (q.modelId) qb = qb.where('model_id', '=', q.modelId);
    if (!q.vifId && !q.trimId && !q.modelId) {
      throw new DomainError('catalog.gallery_filter_required', 'validation', 'Give a vifId, a trimId or a modelId', 'query');
    }
    const rows = await qb.orderBy('vif_id').orderBy('id').limit(500).execute();
    return { items: rows.map((r) => ({ id: r.id, vifId: r.vif_id, source: r.source, angle: r.angle, url: r.url })) };
  }

  /** Attaches a VIF to a trim: the trim's gallery becomes that VIF's images. */
  async saveImagesId(trimId: number, vifIdInput: string | undefined) {
    const vifId = requireVifId(vifIdInput, 'body.vifId');
    await this.knownVif(vifId, 'body.vifId');
    const updated = await this.db.updateTable('catalog.trims').set({ vif_id: vifId, updated_at: this.clock.now() }).where('id', '=', trimId).returning('id').executeTakeFirst();
    if (!updated) throw new DomainError('catalog.unknown_trim', 'not_found', 'No such trim', 'body.trimId');
    await this.db.updateTable('catalog.images').set({ trim_id: trimId }).where('vif_id', '=', vifId).execute();
    return { trimId, vifId };
  }
}
