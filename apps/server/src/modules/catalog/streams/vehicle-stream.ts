import { Inject, Injectable } from '@nestjs/common';
import type { RouteInput } from '@marketplace/contracts';
import { adminEditVehicleRoute, adminListVehicleRoute } from '@marketplace/contracts';
import {
  CatalogErrors, DomainError, isDomainError, isValidVin, normalizeVin, vehicleDecider, vehicleStreamId, vinClaimDecider, vinClaimStreamId, type EditVehicle,
  type Fee, type ListVehicle, type VehicleColour,
} from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { EventStore, GlobalPosition } from '../../../platform/event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../../../platform/http/request-context';
import type { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { DB, EVENT_STORE, PROJECTION_RUNNER } from '../../../platform/tokens';
import { InventoryQueries } from '../queries/search-vehicles/listing-reads';
import { LISTINGS_PROJECTION } from '../queries/search-vehicles/vehicle-listings.projection';
import { findColour, findColours, findCompany, findTrim, findTrims, newVehicleFeesFromPriceRecord, type Company, type TrimRef } from '../adapters/reference/catalog-reads';
import { VinClaims, type NewListing, type VinClaimSpot } from './vin-claims';

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
const vinInUse = () => new DomainError('catalog.vin_already_listed', 'conflict', 'A vehicle with this VIN is already listed', 'body.vin');

/** A batch row's refusal: its code, and its field as the body's (e.g. `trimId`). */
const failed = (vehicleId: string, error: DomainError): BulkListOutcome => ({
  vehicleId, ok: false, code: error.code, field: error.field ? error.field.replace(/^body\./, '') : null, message: error.message,
});

export interface BulkListItem {
  readonly vehicleId: string;
  readonly body: ListBody;
}

/** One row of a batch listing: listed (or listed before by the same batch), or why not (field: the body's, e.g. `trimId`). */
export type BulkListOutcome =
  | { readonly vehicleId: string; readonly ok: true }
  | { readonly vehicleId: string; readonly ok: false; readonly code: string; readonly field: string | null; readonly message: string };

interface ListRefs {
  readonly trim: TrimRef;
  readonly exterior: VehicleColour;
  readonly interior: VehicleColour;
  readonly company: Company;
}

/** The references a listing needs, each found, or the error of the first missing one (on its body field). */
function checkedRefs(r: { trim?: TrimRef | null; exterior?: VehicleColour | null; interior?: VehicleColour | null; company?: Company | null }): ListRefs {
  if (!r.trim) throw unknown('catalog.unknown_trim', 'trim', 'body.trimId');
  if (!r.exterior) throw unknown('catalog.unknown_colour', 'colour', 'body.exteriorColourId');
  if (!r.interior) throw unknown('catalog.unknown_colour', 'colour', 'body.interiorColourId');
  if (!r.company) throw unknown('catalog.unknown_company', 'company', 'body.companyId');
  return { trim: r.trim, exterior: r.exterior, interior: r.interior, company: r.company };
}

/** The ListVehicle command of a request body and its resolved references. */
function listCommand(id: string, vin: string, body: ListBody, refs: ListRefs, fromRecord: { fees: Fee[]; msrp: number | null }, now: Date): ListVehicle {
  const { trim, exterior, interior, company } = refs;
  return {
    type: 'ListVehicle',
    now: now.toISOString(),
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
}

/**
 * A new vehicle's stream and its VIN's claim (libs/domain/src/catalog/vin-claim.ts), both decided on new streams: the
 * vehicle decider's errors first (the body's fields), then `catalog.vin_already_listed` when the VIN is held.
 */
function newListing(command: ListVehicle, spot: VinClaimSpot, ctx: RequestContext): NewListing {
  const toStore = (events: readonly { type: string; data: unknown }[]) => events.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(ctx) }));
  const vehicle = vehicleDecider.decide(command, vehicleDecider.initialState);
  const claim = vinClaimDecider.decide({
    type: 'ClaimVin', now: command.now, vin: command.vin, claim: spot.claim, vehicleId: command.vehicleId, previous: spot.previous,
  }, spot.state);
  return {
    vehicleId: command.vehicleId,
    vehicle: { streamId: vehicleStreamId(command.vehicleId), events: toStore(vehicle) },
    claim: claim.length === 0 ? null : { streamId: vinClaimStreamId(command.vin, spot.claim), events: toStore(claim) },
  };
}

/**
 * Staff commands on vehicles. Thin: resolve the ids of the request into the catalogue references the events carry,
 * then load the stream, decide with the pure vehicle decider and append (EventSourcedCommands); a new listing is two
 * new streams appended at once, the vehicle's and its VIN's claim (VinClaims), so a VIN is listed once even when
 * two listings of it race. They answer once the listing projection shows the change (read-your-writes for staff:
 * the next read of the vehicle or the inventory sees what was just saved, and its version).
 */
@Injectable()
export class VehicleCommands {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly commands: EventSourcedCommands,
    private readonly inventory: InventoryQueries,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.vinClaims = new VinClaims(store);
  }

  private readonly vinClaims: VinClaims;

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
    const refs = checkedRefs({ trim, exterior, interior, company });
    // Listings stored before VIN claims existed (and the demo seed's) hold no claim: the read model answers for them.
    if (await this.inventory.vinInUse(vin)) throw vinInUse();
    const fromRecord = await newVehicleFeesFromPriceRecord(this.db, refs.trim.trimId, refs.company.province);
    const id = randomUUID();
    const command = listCommand(id, vin, body, refs, fromRecord, ctx.now);
    const spot = (await this.vinClaims.spots([vin], command.now)).get(vin)!;
    const listing = await inInput(async () => newListing(command, spot, ctx));
    if ((await this.vinClaims.append([listing])).get(id) === 'vin_taken') throw vinInUse();
    // The append of new streams answers no position: the vehicle's event has it.
    const [listed] = await this.store.readStream(listing.vehicle.streamId);
    await this.listingShows(listed ? { position: listed.globalPosition } : null);
    return { id, version: listing.vehicle.events.length };
  }

  /**
   * Lists many vehicles of one batch (inventory feed imports): references read once per batch, every row decided on its
   * own (a bad row is its outcome, never the batch's failure), and the new streams (vehicles and VIN claims) appended
   * together; a row whose VIN a concurrent listing claimed first answers `catalog.vin_already_listed`. `vehicleId`s
   * are the caller's (deterministic per import line), so running the same batch again appends nothing and answers the
   * rows as listed. Does not wait for the listing projection.
   */
  async listMany(items: readonly BulkListItem[], ctx: RequestContext): Promise<BulkListOutcome[]> {
    if (items.length === 0) return [];
    const bodies = items.map((i) => i.body);
    const [trims, colours, companies] = await Promise.all([
      findTrims(this.db, bodies.map((b) => b.trimId)),
      findColours(this.db, bodies.flatMap((b) => [b.exteriorColourId, b.interiorColourId])),
      Promise.all([...new Set(bodies.map((b) => b.companyId))].map(async (id) => [id, await findCompany(this.db, id)] as const)).then((e) => new Map(e)),
    ]);
    const vins = bodies.map((b) => normalizeVin(b.vin));
    const [listedBy, spots] = await Promise.all([this.inventory.listedVins(vins), this.vinClaims.spots(vins.filter(isValidVin), ctx.now.toISOString())]);
    const fees = new Map<string, Promise<{ fees: Fee[]; msrp: number | null }>>();
    const feesOf = (trimId: number, province: string) => {
      const key = `${trimId}/${province}`;
      if (!fees.has(key)) fees.set(key, newVehicleFeesFromPriceRecord(this.db, trimId, province));
      return fees.get(key)!;
    };
    const seen = new Set<string>();
    const outcomes: BulkListOutcome[] = [];
    const listings: NewListing[] = [];
    for (const { vehicleId, body } of items) {
      try {
        const vin = normalizeVin(body.vin);
        const refs = checkedRefs({
          trim: trims.get(body.trimId), exterior: colours.get(body.exteriorColourId), interior: colours.get(body.interiorColourId), company: companies.get(body.companyId),
        });
        const holder = listedBy.get(vin);
        if (holder === vehicleId) {
          outcomes.push({ vehicleId, ok: true });
          continue;
        }
        if (holder !== undefined || seen.has(vin)) throw vinInUse();
        const command = listCommand(vehicleId, vin, body, refs, await feesOf(refs.trim.trimId, refs.company.province), ctx.now);
        const spot = spots.get(vin) ?? { claim: 1, state: vinClaimDecider.initialState, previous: null };
        listings.push(newListing(command, spot, ctx));
        seen.add(vin);
        outcomes.push({ vehicleId, ok: true });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        outcomes.push(failed(vehicleId, error));
      }
    }
    const appended = await this.vinClaims.append(listings);
    return outcomes.map((o) => (appended.get(o.vehicleId) === 'vin_taken' ? failed(o.vehicleId, vinInUse()) : o));
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
