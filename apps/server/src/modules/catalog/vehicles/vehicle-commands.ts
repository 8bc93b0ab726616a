import { Inject, Injectable } from '@nestjs/common';
import type { RouteInput } from '@marketplace/contracts';
import { adminEditVehicleRoute, adminListVehicleRoute } from '@marketplace/contracts';
import {
  CatalogErrors, DomainError, isDomainError, isValidVin, normalizeVin, vehicleDecider, vehicleStreamId, type EditVehicle, type ListVehicle,
} from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { GlobalPosition } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import type { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { DB, PROJECTION_RUNNER } from '../../../platform/tokens';
import { InventoryQueries } from '../inventory/inventory.queries';
import { LISTINGS_PROJECTION } from '../projections/vehicle-listings.projection';
import { findColour, findCompany, findTrim, newVehicleFeesFromPriceRecord } from '../reference/catalog-reads';

type ListBody = RouteInput<typeof adminListVehicleRoute>['body'];
type EditBody = RouteInput<typeof adminEditVehicleRoute>['body'];

/** Runs `fn` and moves a domain error's field under the HTTP input part it came from (price -> body.price). */
export async function inInput<T>(fn: () => Promise<T>, fieldMap: Record<string, string> = {}, prefix = 'body'): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isDomainError(error) && error.field && !/^(body|query|params)(\.|$)/.test(error.field)) {
      const field = fieldMap[error.field] ?? `${prefix}.${error.field}`;
      throw new DomainError(error.code, error.kind, error.message, field, error.details);
    }
    throw error;
  }
}

/** How long a staff command waits for the listing to show its change before answering anyway (the change is stored). */
const LISTING_WAIT_MS = 5_000;

const unknown = (code: string, what: string, field: string) => new DomainError(code, 'validation', `Unknown ${what}`, field);

/**
 * Staff commands on vehicles. Thin: resolve the ids of the request into the catalogue references the events carry,
 * then load the stream, decide with the pure vehicle decider and append (EventSourcedCommands). They answer once the
 * listing projection shows the change (read-your-writes for staff: the next read of the vehicle or the inventory
 * sees what was just saved, and its version).
 */
@Injectable()
export class VehicleCommands {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly commands: EventSourcedCommands,
    private readonly inventory: InventoryQueries,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
  ) {}

  private async listingShows(append: { position: GlobalPosition } | null): Promise<void> {
    if (!append) return;
    await this.projections.waitFor(append.position, [LISTINGS_PROJECTION], LISTING_WAIT_MS).catch(() => undefined);
  }

  async list(body: ListBody, ctx: RequestContext): Promise<{ id: string; version: number }> {
    const vin = normalizeVin(body.vin);
    if (!isValidVin(vin)) throw new DomainError('catalog.invalid_vin', 'validation', 'Invalid VIN', 'body.vin');
    const [trim, exterior, interior, company] = await Promise.all([
      findTrim(this.db, body.trimId), findColour(this.db, body.exteriorColourId), findColour(this.db, body.interiorColourId), findCompany(this.db, body.companyId),
    ]);
    if (!trim) throw unknown('catalog.unknown_trim', 'trim', 'body.trimId');
    if (!exterior) throw unknown('catalog.unknown_colour', 'colour', 'body.exteriorColourId');
    if (!interior) throw unknown('catalog.unknown_colour', 'colour', 'body.interiorColourId');
    if (!company) throw unknown('catalog.unknown_company', 'company', 'body.companyId');
    if (await this.inventory.vinInUse(vin)) throw new DomainError('catalog.vin_already_listed', 'conflict', 'A vehicle with this VIN is already listed', 'body.vin');

    const fromRecord = await newVehicleFeesFromPriceRecord(this.db, trim.trimId, company.province);
    const id = randomUUID();
    const command: ListVehicle = {
      type: 'ListVehicle',
      now: ctx.now.toISOString(),
      vehicleId: id,
      vin,
      condition: body.condition,
      year: body.year ?? trim.year,
      make: { id: trim.makeId, name: trim.make },
      model: { id: trim.modelId, name: trim.model },
      trim: { id: trim.trimId, name: trim.trim },
      bodyType: trim.bodyType,
      kilometres: body.kilometres,
      exteriorColour: exterior,
      interiorColour: interior,
      photos: body.photos ?? Array.from({ length: 8 }, (_, k) => `/api/catalog/photos/${id}/${k + 1}.svg`),
      price: body.price,
      msrp: fromRecord.msrp,
      fees: body.fees ?? (body.condition === 'new' ? fromRecord.fees : []),
      dealer: { companyId: company.id, name: company.name, city: company.city, province: company.province, lat: company.lat, lng: company.lng },
    };
    const outcome = await inInput(() => this.commands.execute(vehicleDecider, vehicleStreamId(id), command, ctx));
    await this.listingShows(outcome.append);
    return { id, version: outcome.version };
  }

  async edit(id: string, body: EditBody, ctx: RequestContext) {
    const [exterior, interior] = await Promise.all([
      body.exteriorColourId === undefined ? undefined : findColour(this.db, body.exteriorColourId),
      body.interiorColourId === undefined ? undefined : findColour(this.db, body.interiorColourId),
    ]);
    if (exterior === null) throw unknown('catalog.unknown_colour', 'colour', 'body.exteriorColourId');
    if (interior === null) throw unknown('catalog.unknown_colour', 'colour', 'body.interiorColourId');
    const command: EditVehicle = {
      type: 'EditVehicle',
      now: ctx.now.toISOString(),
      vehicleId: id,
      expectedVersion: body.expectedVersion,
      price: body.price,
      fees: body.fees,
      kilometres: body.kilometres,
      exteriorColour: exterior,
      interiorColour: interior,
      photos: body.photos,
      status: body.status,
    };
    const outcome = await inInput(
      // Safe to re-decide on a concurrent append (e.g. a purchase lock): the decider sees the new state.
      () => this.commands.execute(vehicleDecider, vehicleStreamId(id), command, ctx, { retries: 2 }),
      { vehicleId: 'params.id', exteriorColour: 'body.exteriorColourId', interiorColour: 'body.interiorColourId' },
    );
    if (!outcome.state.listed) throw CatalogErrors.vehicleNotFound('params.id');
    await this.listingShows(outcome.append);
    return { id, version: outcome.version, status: outcome.state.status, changed: outcome.events.map((e) => e.type) };
  }
}
