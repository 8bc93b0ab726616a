import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DomainError } from '@marketplace/domain';
import { DB } from '../../../../platform/tokens';
import { PRICE_GUIDE_PROVIDER, type PriceGuideProvider } from '../../ports/price-guide-provider.port';
import type { SecretBox } from '../../admin/secret-box';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { THIRD_PARTY_SECRETS, toConfig } from '../../admin/api-configs';
import { SaveApiConfigCommand } from './save-api-config.command';

@CommandHandler(SaveApiConfigCommand)
export class SaveApiConfigHandler implements ICommandHandler<SaveApiConfigCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PRICE_GUIDE_PROVIDER) private readonly provider: PriceGuideProvider,
    @Inject(THIRD_PARTY_SECRETS) private readonly box: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SaveApiConfigCommand) {
    const { input } = command;
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
