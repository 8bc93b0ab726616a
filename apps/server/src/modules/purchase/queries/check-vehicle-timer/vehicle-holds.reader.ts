import { Injectable } from '@nestjs/common';
import { vehicleHoldDecider, vehicleStreamId, type VehicleHoldState } from '@marketplace/domain';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { VehicleHoldFolds } from '../../streams/vehicle-hold-folds';

/**
 * The one live fold on the read side (ADR 0013): who holds a vehicle right now is read from the vehicle stream
 * itself. The lock is contended by several buyers and read against the clock; a projection would show another
 * buyer's fresh lock late, and read-your-writes covers only one's own writes. Only what was appended since this
 * process last folded the stream is read (ADR 0053): a vehicle's stream grows with every lock of its life.
 */
@Injectable()
export class VehicleHoldsReader {
  constructor(private readonly streams: EventSourcedCommands, private readonly folds: VehicleHoldFolds) {}

  async load(vehicleId: string): Promise<VehicleHoldState> {
    return (await this.streams.fold(vehicleHoldDecider, vehicleStreamId(vehicleId), this.folds)).state;
  }
}
