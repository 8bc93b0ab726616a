import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DomainError } from '@marketplace/domain';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { PRICE_GUIDE_PROVIDER, type PriceGuideProvider } from '../../adapters/price-guide-provider.port';
import type { SecretBox } from '../../adapters/secret-box';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { THIRD_PARTY_SECRETS } from '../../adapters/api-configs';
import { toConfig } from '../../views/api-config';
import { SaveApiConfigCommand } from './save-api-config.command';

@CommandHandler(SaveApiConfigCommand)
export class SaveApiConfigHandler implements ICommandHandler<SaveApiConfigCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PRICE_GUIDE_PROVIDER) private readonly provider: PriceGuideProvider,
    @Inject(THIRD_PARTY_SECRETS) private readonly box: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: SaveApiConfigCommand) {
    const { input, ctx } = command;
    const b = input.body;
    const values: Record<string, unknown> = {
      provider: b.provider, name: b.name, base_url: b.baseUrl, active: b.active, updated_at: this.clock.now(),
      ...(b.username !== undefined ? { username: b.username } : {}),
      ...(b.apiKey !== undefined ? { api_key_enc: this.box.seal(b.apiKey), api_key_last4: b.apiKey.slice(-4) } : {}),
    };
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = b.id === undefined
        ? await trx.insertInto('catalog.api_configs').values(values).returningAll().executeTakeFirstOrThrow()
        : await trx.updateTable('catalog.api_configs').set(values).where('id', '=', b.id).returningAll().executeTakeFirst();
      if (!saved) throw new DomainError('catalog.price_guide_config_not_found', 'not_found', 'No such configuration', 'body.id');
      // Never the credentials: only whether they changed.
      await recordAdminChange(this.store, trx, ctx, 'price-guide-config', saved.id as number, b.id === undefined ? 'PriceGuideConfigCreated' : 'PriceGuideConfigChanged', {
        configId: saved.id, provider: b.provider, name: b.name, baseUrl: b.baseUrl, active: b.active,
        usernameChanged: b.username !== undefined, apiKeyChanged: b.apiKey !== undefined,
      });
      return saved;
    });
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
