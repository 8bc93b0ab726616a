import { Injectable } from '@nestjs/common';
import { vehicleHoldDecider, vehicleStreamId, type VehicleHoldState } from '@marketplace/domain';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';

/**
 * The one live fold on the read side (ADR 0013): who holds a vehicle right now is read from the vehicle stream
 * itself. The lock is contended by several buyers and read against the clock; a projection would show another
 * buyer's fresh lock late, and read-your-writes covers only one's own writes. The stream is short (one vehicle).
 */
@Injectable()
export class VehicleHoldsReader {
  constructor(private readonly streams: EventSourcedCommands) {}

  async load(vehicleId: string): Promise<VehicleHoldState> {
    return (await this.streams.load(vehicleHoldDecider, vehicleStreamId(vehicleId))).state;
  }
}
