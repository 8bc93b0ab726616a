import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { DB, LOGGER } from '../../../platform/tokens';
import { IMAGE_PROVIDER, type ImageProvider, type ProviderVif } from './image-provider.port';

export interface DownloadStatus {
  vifId: string;
  status: 'none' | 'queued' | 'downloading' | 'done' | 'cancelled' | 'failed';
  downloaded: number;
  total: number;
  updatedAt: string | null;
}

export function toStatus(vifId: string, row: Record<string, any> | undefined): DownloadStatus {
  return row
    ? { vifId, status: row.status, downloaded: row.downloaded, total: row.total, updatedAt: (row.updated_at as Date).toISOString() }
    : { vifId, status: 'none', downloaded: 0, total: 0, updatedAt: null };
}

/**
 * Downloads VIF images from the image provider into catalog.images, one VIF at a time, in this process. The state
 * lives in catalog.vif_downloads, so a cancel (status 'cancelled') stops a running download at the next image, and
 * downloads left queued by a restart are picked up again at boot.
 */
@Injectable()
export class ImageDownloads implements OnModuleInit, OnApplicationShutdown {
  private readonly queue: string[] = [];
  private running: Promise<void> | null = null;
  private paused = false;
  private stopped = false;
  private readonly log: Pick<Logger, 'error' | 'info'>;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(IMAGE_PROVIDER) private readonly provider: ImageProvider,
    @Inject(LOGGER) logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.log = logger.child({ component: 'catalog.image-downloads' });
  }

  async onModuleInit() {
    try {
      const pending = await this.db.selectFrom('catalog.vif_downloads').select('vif_id')
        .where('status', 'in', ['queued', 'downloading']).orderBy('updated_at').execute();
      if (pending.length > 0) {
        await this.db.updateTable('catalog.vif_downloads').set({ status: 'queued', updated_at: this.clock.now() })
          .where('status', '=', 'downloading').execute();
        pending.forEach((p) => this.enqueue(p.vif_id));
      }
    } catch (error) {
      this.log.error({ err: error }, 'could not resume image downloads');
    }
  }

  async onApplicationShutdown() {
    this.stopped = true;
    await this.running;
  }

  /** Tests: hold the queue (downloads stay 'queued') until resume(). */
  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this.kick();
  }

  /** Resolves when the queue is empty (tests and tools). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Queues a VIF's images (again, unless a download is already queued or running). */
  async request(vifId: string, vif: ProviderVif): Promise<void> {
    await this.db.insertInto('catalog.vif_downloads')
      .values({ vif_id: vifId, year: vif.year, make_id: vif.makeId, model_id: vif.modelId, status: 'queued', downloaded: 0, total: vif.imageCount, updated_at: this.clock.now() })
      .onConflict((oc) => oc.column('vif_id').doUpdateSet({ status: 'queued', downloaded: 0, total: vif.imageCount, updated_at: this.clock.now() })
        .where(sql<boolean>`vif_downloads.status not in ('queued', 'downloading')`))
      .execute();
    this.enqueue(vifId);
  }

  /** The VIF's download as the image routes answer it ('none' when never queued). */
  async statusOf(vifId: string): Promise<DownloadStatus> {
    return toStatus(vifId, await this.status(vifId));
  }

  enqueue(vifId: string) {
    if (!this.queue.includes(vifId)) this.queue.push(vifId);
    this.kick();
  }

  private kick() {
    if (this.running || this.paused || this.stopped) return;
    this.running = (async () => {
      while (this.queue.length > 0 && !this.paused && !this.stopped) {
        await this.process(this.queue.shift()!);
      }
    })().finally(() => {
      this.running = null;
      if (this.queue.length > 0 && !this.paused && !this.stopped) this.kick();
    });
  }

  private async status(vifId: string) {
    return this.db.selectFrom('catalog.vif_downloads').selectAll().where('vif_id', '=', vifId).executeTakeFirst();
  }

  private async process(vifId: string) {
    try {
      const claimed = await this.db.updateTable('catalog.vif_downloads').set({ status: 'downloading', updated_at: this.clock.now() })
        .where('vif_id', '=', vifId).where('status', '=', 'queued').returningAll().executeTakeFirst();
      if (!claimed) return; // cancelled while queued
      const [vif, images] = await Promise.all([this.provider.findVif(vifId), this.provider.images(vifId)]);
      for (const [i, image] of images.entries()) {
        if ((await this.status(vifId))?.status !== 'downloading') return; // cancelled
        await this.db.insertInto('catalog.images')
          .values({ vif_id: vifId, trim_id: vif?.trimId ?? null, model_id: vif?.modelId ?? null, source: 'vif', angle: image.angle, url: image.url })
          .onConflict((oc) => oc.columns(['vif_id', 'angle']).doUpdateSet({ url: image.url }))
          .execute();
        await this.db.updateTable('catalog.vif_downloads').set({ downloaded: i + 1, total: images.length, updated_at: this.clock.now() })
          .where('vif_id', '=', vifId).where('status', '=', 'downloading').execute();
      }
      await this.db.updateTable('catalog.vif_downloads').set({ status: 'done', updated_at: this.clock.now() })
        .where('vif_id', '=', vifId).where('status', '=', 'downloading').execute();
    } catch (error) {
      this.log.error({ err: error, vifId }, 'image download failed');
      await this.db.updateTable('catalog.vif_downloads').set({ status: 'failed', updated_at: this.clock.now() })
        .where('vif_id', '=', vifId).execute().catch(() => undefined);
    }
  }
}
