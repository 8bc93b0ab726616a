import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TradeInNotifier } from '../../adapters/trade-in-notifier';
import { TradeInStreams } from '../../streams/trade-in-streams';
import { SetValueByAdviserCommand } from './set-value-by-adviser.command';

@CommandHandler(SetValueByAdviserCommand)
export class SetValueByAdviserHandler implements ICommandHandler<SetValueByAdviserCommand> {
  constructor(private readonly streams: TradeInStreams, private readonly notifier: TradeInNotifier) {}

  async execute(c: SetValueByAdviserCommand) {
    const by = c.meta.principal!.userId;
    const { outcome, written } = await this.streams.execute(c.tradeInId, {
      type: 'SetValueByAdviser', by, value: c.value, reason: c.reason, now: c.meta.now.toISOString(),
    }, c.meta, { access: { staff: true }, expectedVersion: c.expectedVersion });
    const change = outcome.events.find((e) => e.type === 'TradeInValuedByAdviser' || e.type === 'TradeInValueChanged');
    if (change) {
      const from = change.type === 'TradeInValueChanged' ? change.data.from : 0;
      await this.notifier.valueChanged(outcome.state, c.meta.brand, { kind: 'adviser', reason: c.reason.trim(), from });
    }
    return written;
  }
}
