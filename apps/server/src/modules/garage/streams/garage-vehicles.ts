import {
  decodeVin, GarageErrors, garageDecider, garageStreamId, isDomainError, type GarageCommand, type GarageValuation, type GarageVehicleDescription,
} from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { CommandMeta } from '../../../platform/commands/command-meta';
import { written } from '../../../platform/read-your-writes';
import { DB } from '../../../platform/tokens';
import { referenceMakeWithTrims, referenceTrims, type ReferenceTrim } from '../../catalog/catalog.public';
import { TradeInPublicApi } from '../../trade-in/trade-in.public';

export interface VehicleRequest {
  readonly vin?: string | null;
  readonly year?: number | null;
  readonly makeId?: number | null;
  readonly modelId?: number | null;
  readonly trimId?: number | null;
}

const describeTrim = (vin: string | null, t: ReferenceTrim): GarageVehicleDescription => ({
  vin, year: t.year, make: t.make, model: t.model, trim: t.name, makeId: t.makeId, modelId: t.modelId, trimId: t.id,
});

/**
 * What the garage's commands share: the catalog's description of a vehicle (from its VIN or its catalog ids), the
 * trade-in context's estimate, and one load-decide-append on the vehicle's stream.
 */
@Injectable()
export class GarageVehicles {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly commands: EventSourcedCommands,
    private readonly tradeIn: TradeInPublicApi,
  ) {}

  /**
   * By VIN: year and make decoded; model and trim as given, or the catalog's only one. By ids: the catalog's names.
   * A make the catalog does not know keeps the decoded manufacturer's make, unvalued.
   */
  async describe(request: VehicleRequest, now: Date): Promise<GarageVehicleDescription> {
    if (request.vin) {
      let decoded;
      try {
        decoded = decodeVin(request.vin, now.getUTCFullYear());
      } catch (error) {
        if (isDomainError(error) && error.code === 'trade_in.invalid_vin') throw GarageErrors.invalidVin();
        throw error;
      }
      const { make, trims } = decoded.make ? await referenceMakeWithTrims(this.db, decoded.make, decoded.modelYear) : { make: null, trims: [] };
      const ofModel = request.modelId ? trims.filter((t) => t.modelId === request.modelId) : trims;
      const chosen = request.trimId ? ofModel.find((t) => t.id === request.trimId) : ofModel.length === 1 ? ofModel[0] : undefined;
      if (chosen) return describeTrim(decoded.vin, chosen);
      const model = ofModel[0] && ofModel.every((t) => t.modelId === ofModel[0].modelId) ? ofModel[0] : null;
      return {
        vin: decoded.vin, year: decoded.modelYear, make: make?.name ?? decoded.make ?? decoded.manufacturer ?? decoded.wmi, model: model?.model ?? null,
        trim: null, makeId: make?.id ?? null, modelId: model?.modelId ?? null, trimId: null,
      };
    }
    const trims = await referenceTrims(this.db, { modelId: request.modelId!, year: request.year! });
    const chosen = request.trimId ? trims.find((t) => t.id === request.trimId) : trims.length === 1 ? trims[0] : undefined;
    if (chosen) return describeTrim(null, chosen);
    const any = trims[0];
    if (!any || any.makeId !== request.makeId) throw GarageErrors.unknownVehicle();
    return { vin: null, year: request.year!, make: any.make, model: any.model, trim: null, makeId: any.makeId, modelId: any.modelId, trimId: null };
  }

  estimate(vehicle: GarageVehicleDescription, kilometres: number, province: string, now: Date): Promise<GarageValuation | null> {
    return this.tradeIn.estimateValue(vehicle, kilometres, province, now);
  }

  /** Loads the vehicle's stream once, decides, appends at the version read; answers with the append's position. */
  async execute(command: GarageCommand, meta: CommandMeta) {
    const outcome = await this.commands.execute(garageDecider, garageStreamId(command.garageVehicleId), command, meta);
    return written({ garageVehicleId: command.garageVehicleId }, outcome.append?.position ?? null);
  }

  /** The stream's state, for a command that must know the vehicle before it decides (its description, its owner). */
  async load(garageVehicleId: string) {
    return (await this.commands.load(garageDecider, garageStreamId(garageVehicleId))).state;
  }
}
