import { Controller, Inject } from '@nestjs/common';
import {
  vehicleDataAdminEuModelsRoute, vehicleDataAdminModelsRoute, vehicleDataCitiesRoute, vehicleDataCountriesRoute, vehicleDataEuTrimsRoute,
  vehicleDataLanguagesRoute, vehicleDataMakesRoute, vehicleDataProvincesRoute, vehicleDataSourceMakesRoute, vehicleDataTrimsRoute,
  vehicleDataYearsRoute, type RouteInput,
} from '@marketplace/contracts';
import { sql, type Kysely } from 'kysely';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { DB } from '../../../platform/tokens';
import { CATALOG_STAFF } from '../catalog.access';
import { CANADA_ID, CITIES, COUNTRIES, LANGUAGES, PROVINCE_LIST } from '../reference/reference-data';

/**
 * Vehicle data lists (spec §7), under /api/vehicle-data/<spec name>. What public forms need is public; the admin
 * lists (inactive models, EU data) are for types 6, 7, 20.
 */
@Controller()
export class VehicleDataController {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  @Endpoint(vehicleDataMakesRoute, { allow: 'public' })
  async makes() {
    const rows = await this.db.selectFrom('catalog.makes as k').select(['k.id', 'k.name'])
      .where('k.active', '=', true)
      .where((eb) => eb.exists(eb.selectFrom('catalog.models as m').select('m.id')
        .whereRef('m.make_id', '=', 'k.id').where('m.active', '=', true).where('m.data_source', '=', 'chrome')))
      .orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }

  private async adminModels(dataSource: 'chrome' | 'eu', makeId?: number) {
    let qb = this.db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .select(['m.id', 'm.make_id', 'k.name as make', 'm.name', 'm.body_type', 'm.active', 'm.parent_model_id',
        sql<string>`(select count(*) from catalog.trims t where t.model_id = m.id)`.as('trim_count')])
      .where('m.data_source', '=', dataSource);
    if (makeId) qb = qb.where('m.make_id', '=', makeId);
    const rows = await qb.orderBy('k.name').orderBy('m.name').execute();
    return {
      items: rows.map((r) => ({
        id: r.id, makeId: r.make_id, make: r.make, name: r.name, bodyType: r.body_type, active: r.active, parentModelId: r.parent_model_id,
        trimCount: Number(r.trim_count),
      })),
    };
  }

  @Endpoint(vehicleDataAdminModelsRoute, { allow: CATALOG_STAFF })
  adminModelsChrome(@Input() i: RouteInput<typeof vehicleDataAdminModelsRoute>) {
    return this.adminModels('chrome', i.query.makeId);
  }

  @Endpoint(vehicleDataAdminEuModelsRoute, { allow: CATALOG_STAFF })
  adminModelsEu(@Input() i: RouteInput<typeof vehicleDataAdminEuModelsRoute>) {
    return this.adminModels('eu', i.query.makeId);
  }

  private async trims(modelId: number, dataSource: 'chrome' | 'eu', activeOnly: boolean) {
    let qb = this.db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .leftJoin('catalog.price_records as p', (j) => j.onRef('p.trim_id', '=', 't.id').on('p.geography_code', '=', 'QC').on('p.country', '=', 'CA'))
      .select(['t.id', 't.model_id', 't.name', 't.year', 't.body_type', 't.active', 't.drivetrain', 't.transmission', 't.engine', 't.fuel', 'p.msrp'])
      .where('t.model_id', '=', modelId).where('m.data_source', '=', dataSource);
    if (activeOnly) qb = qb.where('t.active', '=', true).where('m.active', '=', true);
    const rows = await qb.orderBy('t.year', 'desc').orderBy('t.name').execute();
    return {
      items: rows.map((r) => ({
        id: r.id, modelId: r.model_id, name: r.name, year: r.year, bodyType: r.body_type, active: r.active, drivetrain: r.drivetrain,
        transmission: r.transmission, engine: r.engine, fuel: r.fuel, msrp: r.msrp === null ? null : Number(r.msrp),
      })),
    };
  }

  @Endpoint(vehicleDataTrimsRoute, { allow: 'public' })
  trimsChrome(@Input() i: RouteInput<typeof vehicleDataTrimsRoute>) {
    return this.trims(i.query.modelId, 'chrome', true);
  }

  @Endpoint(vehicleDataEuTrimsRoute, { allow: CATALOG_STAFF })
  trimsEu(@Input() i: RouteInput<typeof vehicleDataEuTrimsRoute>) {
    return this.trims(i.query.modelId, 'eu', false);
  }

  @Endpoint(vehicleDataYearsRoute, { allow: 'public' })
  async years(@Input() i: RouteInput<typeof vehicleDataYearsRoute>) {
    const rows = await this.db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .select('t.year').distinct().where('m.data_source', '=', i.query.dataSource).orderBy('t.year', 'desc').execute();
    return { items: rows.map((r) => r.year as number) };
  }

  @Endpoint(vehicleDataSourceMakesRoute, { allow: 'public' })
  async sourceMakes(@Input() i: RouteInput<typeof vehicleDataSourceMakesRoute>) {
    let qb = this.db.selectFrom('catalog.makes as k').innerJoin('catalog.models as m', 'm.make_id', 'k.id')
      .innerJoin('catalog.trims as t', 't.model_id', 'm.id').select(['k.id', 'k.name']).distinct()
      .where('m.data_source', '=', i.query.dataSource);
    if (i.query.year) qb = qb.where('t.year', '=', i.query.year);
    const rows = await qb.orderBy('k.name').execute();
    return { items: rows.map((r) => ({ id: r.id, name: r.name })) };
  }

  @Endpoint(vehicleDataLanguagesRoute, { allow: 'public' })
  languages() {
    return { items: LANGUAGES.map((l) => ({ ...l })) };
  }

  @Endpoint(vehicleDataCountriesRoute, { allow: 'public' })
  countries() {
    return { items: COUNTRIES.map((c) => ({ ...c })) };
  }

  @Endpoint(vehicleDataProvincesRoute, { allow: 'public' })
  provinces(@Input() i: RouteInput<typeof vehicleDataProvincesRoute>) {
    return { items: i.query.countryId === CANADA_ID ? PROVINCE_LIST.map((p) => ({ ...p, countryId: CANADA_ID })) : [] };
  }

  @Endpoint(vehicleDataCitiesRoute, { allow: 'public' })
  cities(@Input() i: RouteInput<typeof vehicleDataCitiesRoute>) {
    const code = i.query.province ?? PROVINCE_LIST.find((p) => p.id === i.query.provinceId)?.code;
    const all = i.query.province === undefined && i.query.provinceId === undefined;
    return { items: CITIES.filter((c) => all || c.province === code).map((c) => ({ ...c })) };
  }
}
