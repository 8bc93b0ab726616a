import { Controller, Inject } from '@nestjs/common';
import { getApiConfigsRoute, getApiLogsRoute, saveApiConfigRoute, type RouteInput } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../platform/config/config';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { CONFIG, DB } from '../../../platform/tokens';
import { PRICE_GUIDE_STAFF } from '../catalog.access';
import { PRICE_GUIDE_PROVIDER, type PriceGuideProvider } from '../ports/price-guide-provider.port';
import { SecretBox } from './secret-box';

const toConfig = (r: any) => ({
  id: r.id, provider: r.provider, name: r.name, baseUrl: r.base_url, username: r.username, apiKeySet: r.api_key_enc !== null,
  apiKeyLast4: r.api_key_last4, active: r.active, updatedAt: (r.updated_at as Date).toISOString(),
});

/**
 * Third-party price-guide configuration (spec §7), under /api/admin/third-parties/<spec name>. Types 6, 7, 20 and
 * the team (18), whose area lists "third-parties" (spec §2). API keys are encrypted and never answered.
 */
@Controller()
export class ThirdPartiesController {
  private readonly box: SecretBox;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PRICE_GUIDE_PROVIDER) private readonly provider: PriceGuideProvider,
    @Inject(CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.box = new SecretBox({ dataEncryptionKey: config.DATA_ENCRYPTION_KEY, fallbackSecret: config.sessionSecret });
  }

  @Endpoint(getApiConfigsRoute, { allow: PRICE_GUIDE_STAFF })
  async configs() {
    const rows = await this.db.selectFrom('catalog.api_configs').selectAll().orderBy('id').execute();
    return { items: rows.map(toConfig) };
  }

  @Endpoint(getApiLogsRoute, { allow: PRICE_GUIDE_STAFF })
  async logs(@Input() input: RouteInput<typeof getApiLogsRoute>) {
    let qb = this.db.selectFrom('catalog.api_logs').selectAll();
    if (input.query.configId) qb = qb.where('config_id', '=', input.query.configId);
    const rows = await qb.orderBy('at', 'desc').orderBy('id', 'desc').limit(input.query.limit).execute();
    return {
      items: rows.map((r) => ({
        id: r.id, configId: r.config_id, provider: r.provider, at: (r.at as Date).toISOString(), operation: r.operation, outcome: r.outcome,
        durationMs: r.duration_ms, message: r.message,
      })),
    };
  }

  @Endpoint(saveApiConfigRoute, { allow: PRICE_GUIDE_STAFF })
  async save(@Input() input: RouteInput<typeof saveApiConfigRoute>) {
    const b = input.body;
    const values: Record<string, unknown> = {
      provider: b.provider, name: b.name, base_url: b.baseUrl, active: b.active, updated_at: this.clock.now(),
      ...(b.username !== undefined ? { username: b.username } : {}),
      ...(b.apiKey !== undefined ? { api_key_enc: this.box.seal(b.apiKey), api_key_last4: b.apiKey.slice(-4) } : {}),
    };
    const row = b.id === undefined
      ? await this.db.insertInto('catalog.api_configs').values(values).returningAll().executeTakeFirstOrThrow()
      : await this.db.updateTable('catalog.api_configs').set(values).where('id', '=', b.id).returningAll().executeTakeFirst();
    if (!row) throw new DomainError('catalog.price_guide_config_not_found', 'not_found', 'No such configuration', 'body.id');
    // A duration, not an instant: the monotonic timer, which the clock does not own.
    const started = performance.now();
    let check: { ok: boolean; message: string };
    try {
      check = await this.provider.checkConnection({
        provider: row.provider, baseUrl: row.base_url, username: row.username, apiKey: row.api_key_enc ? this.box.open(row.api_key_enc) : null,
      });
    } catch (error) {
      check = { ok: false, message: error instanceof Error ? error.message.slice(0, 300) : 'Connection check failed' };
    }
    await this.db.insertInto('catalog.api_logs').values({
      config_id: row.id, provider: row.provider, operation: 'save-config', outcome: check.ok ? 'ok' : 'error',
      duration_ms: Math.round(performance.now() - started), message: check.message,
    }).execute();
    return toConfig(row);
  }
}
