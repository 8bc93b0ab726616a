import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';
import type { TradeInFlow } from '@marketplace/domain';
import type { VehicleInput } from '../../adapters/resolve-vehicle';

/** Starts an appraisal of the caller's vehicle, by VIN or by year, make, model and trim (the wizard, or the standalone flow). */
export class CreateTradeInCommand extends Command<Written<{ tradeInId: string; version: number }>> {
  constructor(readonly vehicle: VehicleInput, readonly meta: CommandMeta, readonly flow: Extract<TradeInFlow, 'wizard' | 'standalone'> = 'wizard') {
    super();
  }
}
