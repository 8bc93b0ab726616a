import { Query } from '@nestjs/cqrs';

/** One of the wizard's vehicle-data lists (spec §7 "Trade-in GET"), with its route's parsed query. */
export type VehicleDataList =
  | { readonly list: 'years'; readonly asOfYear: number }
  | { readonly list: 'makes'; readonly year?: number }
  | { readonly list: 'models'; readonly makeId: number; readonly year?: number }
  | { readonly list: 'make-model'; readonly year?: number }
  | { readonly list: 'colors' }
  | { readonly list: 'trims'; readonly modelId: number; readonly year?: number }
  | { readonly list: 'transmission' | 'engine' | 'drivetrain'; readonly trimId?: number; readonly modelId?: number; readonly year?: number }
  | { readonly list: 'equipment'; readonly trimId: number }
  | { readonly list: 'vin'; readonly vin: string; readonly asOfYear: number };

export class GetVehicleDataQuery extends Query<unknown> {
  constructor(readonly request: VehicleDataList) {
    super();
  }
}
