import { DEMO_MAKES } from '../seed/demo-catalogue';

/** A model as the North American vehicle-data provider ("chrome data" in the spec) describes it. */
export interface SourceModel {
  readonly modelId: number;
  readonly makeId: number;
  readonly name: string;
  readonly bodyType: string;
  readonly years: number[];
}

export interface VehicleDataProvider {
  readonly name: string;
  models(q: { makeId: number; year?: number }): Promise<SourceModel[]>;
  model(modelId: number): Promise<SourceModel | null>;
}
export const VEHICLE_DATA_PROVIDER = Symbol('VEHICLE_DATA_PROVIDER');

/** Local driver: the demo catalogue's North American models, plus a few the catalogue has not imported yet. */
export class LocalVehicleDataProvider implements VehicleDataProvider {
  readonly name = 'local';
  private readonly all: SourceModel[] = [
    ...DEMO_MAKES.flatMap((make) => make.models.filter((m) => m.dataSource === 'chrome').map((m) => ({
      modelId: m.sourceModelId, makeId: make.id, name: m.name, bodyType: m.body, years: [...new Set(m.trims.map((t) => t.year))].sort(),
    }))),
    { modelId: 5105, makeId: 1, name: 'Highlander', bodyType: 'suv', years: [2025, 2026] },
    { modelId: 5106, makeId: 1, name: 'Sienna', bodyType: 'minivan', years: [2025, 2026] },
    { modelId: 5204, makeId: 2, name: 'Pilot', bodyType: 'suv', years: [2025, 2026] },
    { modelId: 5304, makeId: 3, name: 'Mustang', bodyType: 'coupe', years: [2025, 2026] },
    { modelId: 5704, makeId: 7, name: 'MX-5', bodyType: 'convertible', years: [2025] },
  ];

  async models(q: { makeId: number; year?: number }): Promise<SourceModel[]> {
    return this.all.filter((m) => m.makeId === q.makeId && (q.year === undefined || m.years.includes(q.year)));
  }

  async model(modelId: number): Promise<SourceModel | null> {
    return this.all.find((m) => m.modelId === modelId) ?? null;
  }
}
