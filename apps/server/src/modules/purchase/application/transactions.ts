import { Inject, Injectable } from '@nestjs/common';
import type { RouteContract, RouteInput, TransactionDetails } from '@marketplace/contracts';
import {
  cancelTransactionRoute, confirmDriversLicenseRoute, createCustomerVehicleRoute, saveCompletedStepsRoute, saveDeliveryRoute,
  saveProtectionPlanRoute, sendLeadRoute, uploadDriversLicenseRoute,
} from '@marketplace/contracts';
import {
  decideTransaction, distanceKm, leadDecider, leadStreamId, protectionPlanEligible, PurchaseErrors, todayPlusDays, transactionStreamId,
  type CreditApplicant, type ExistingTransaction, type PersonalDetails, type TradeInChoice, type VehicleSnapshot,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { sanitizeImage } from '../../../platform/files/image-sanitizer';
import { PrivateFileStore } from '../../../platform/files/private-file-store';
import { GEOCODER, type Geocoder } from '../../../platform/geocoding/geocoding.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { CatalogPublicApi } from '../../catalog/catalog.public';
import { PurchaseSettings } from '../purchase.settings';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import { deterministicUuid } from './deterministic-id';
import { inInput } from './in-input';
import { localDate } from './local-date';
import { PersonalFields } from './personal-fields';
import { TransactionStore, userOf } from './transaction-store';
import { TransactionViews } from './transaction-views';
import { VehicleHolds } from './vehicle-holds';

type Body<R extends RouteContract> = RouteInput<R>['body'];

/** Decodes a base64 body (a data: URL is accepted too). */
function base64Bytes(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}

/**
 * The purchase steps (spec §4, §7 customer calls). Thin: resolve what the command needs (vehicle hold, catalog plan,
 * delivery distance, today), let the pure transaction decider decide, seal personal fields, append.
 */
@Injectable()
export class Transactions {
  constructor(
    private readonly store: TransactionStore,
    private readonly views: TransactionViews,
    private readonly holds: VehicleHolds,
    private readonly runner: EventSourcedCommands,
    private readonly personal: PersonalFields,
    private readonly files: PrivateFileStore,
    private readonly settings: PurchaseSettings,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  private held(s: ExistingTransaction, ctx: RequestContext) {
    return this.holds.heldBy(s.vehicle.vehicleId, s.userId, ctx.now);
  }

  private async detailsOf(transactionId: string, ctx: RequestContext): Promise<TransactionDetails> {
    return this.views.details(await this.store.owned(transactionId, ctx), ctx);
  }

  /** create-customer-vehicle: continue the buyer's unfinished transaction for the vehicle, or start one (startOver: a fresh one). */
  async start(body: Body<typeof createCustomerVehicleRoute>, ctx: RequestContext) {
    const userId = userOf(ctx);
    const vehicle = await this.catalog.vehicle(body.vehicleId);
    if (!vehicle) throw PurchaseErrors.vehicleNotFound();
    // Transaction ids are derived from (buyer, vehicle, attempt): two clicks at once land on the same stream, and the
    // append's "no stream" expectation lets only one start it.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const transactionId = deterministicUuid(`transaction:${userId}:${body.vehicleId}:${attempt}`);
      const { state } = await this.store.load(transactionId);
      if (state.exists) {
        if (state.cancelled || state.contract) continue;
        if (!body.startOver) return { ...(await this.views.details(state, ctx)), resumed: true };
        await inInput(() => this.store.execute({ type: 'CancelTransaction', transactionId, userId, now: ctx.now.toISOString(), reason: 'start_over' }, ctx, { subjectId: userId }));
        continue;
      }
      const snapshot: VehicleSnapshot = {
        vehicleId: vehicle.id, vin: vehicle.vin, condition: vehicle.condition, year: vehicle.year, make: vehicle.make, model: vehicle.model,
        trim: vehicle.trim, photo: vehicle.photo, kilometres: vehicle.kilometres, price: vehicle.price, msrp: vehicle.msrp,
        dealer: vehicle.dealer,
      };
      const vehicleHeld = await this.holds.heldBy(vehicle.id, userId, ctx.now);
      try {
        const outcome = await inInput(() => this.store.execute(
          { type: 'StartTransaction', transactionId, userId, now: ctx.now.toISOString(), vehicle: snapshot, vehicleHeld }, ctx, { subjectId: userId, retries: 0 },
        ));
        return { ...(await this.views.details(outcome.state as ExistingTransaction, ctx)), resumed: false };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          attempt -= 1; // someone (this buyer's other click) started it first: look again
          continue;
        }
        throw error;
      }
    }
    throw PurchaseErrors.transactionExists();
  }

  /** save-customer-completed-steps: personal details, trade-in or payment method. */
  async saveStep(body: Body<typeof saveCompletedStepsRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    const base = { transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld: await this.held(s, ctx) };
    await inInput(async () => {
      switch (body.step) {
        case 'personal-details':
          return this.store.execute({ ...base, type: 'SavePersonalDetails', details: body.data as PersonalDetails }, ctx, { subjectId: s.userId });
        case 'trade-in':
          return this.store.execute({ ...base, type: 'SaveTradeIn', tradeIn: body.data as TradeInChoice }, ctx, { subjectId: s.userId });
        case 'payment-method': {
          const { method, applicant, termMonths, ratePercent, frequency, downPayment, kilometresPerYear } = body.data;
          return this.store.execute({
            ...base, type: 'SavePaymentMethod', method, applicant: applicant as CreditApplicant | undefined,
            terms: { termMonths, ratePercent, frequency, downPayment, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) },
            creditApplicationId: randomUUID(), today: localDate(ctx.now, s.vehicle.dealer.province),
          }, ctx, { subjectId: s.userId });
        }
      }
    }, 'body.data');
    return this.detailsOf(body.transactionId, ctx);
  }

  async protectionPlans(vehicle: { year: number; kilometres?: number }, now: Date) {
    const eligible = protectionPlanEligible(vehicle, now.getUTCFullYear());
    return { eligible, protectionPlans: eligible ? await this.catalog.protectionPlans() : [] };
  }

  async saveProtectionPlan(body: Body<typeof saveProtectionPlanRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    const { protectionPlans } = await this.protectionPlans(s.vehicle, ctx.now);
    const plan = body.protectionPlanId === null ? null : protectionPlans.find((p) => p.id === body.protectionPlanId) ?? null;
    await inInput(async () => this.store.execute({
      type: 'SaveProtectionPlan', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed,
      vehicleHeld: await this.held(s, ctx), requestedPlanId: body.protectionPlanId,
      plan: plan && { id: plan.id, key: plan.key, nameEn: plan.nameEn, nameFr: plan.nameFr, price: plan.price, coverageMonths: plan.coverageMonths, coverageKm: plan.coverageKm },
    }, ctx, { subjectId: s.userId }));
    return this.detailsOf(body.transactionId, ctx);
  }

  earliestDeliveryDate(s: ExistingTransaction, now: Date): string {
    return todayPlusDays(localDate(now, s.vehicle.dealer.province));
  }

  /** Distance from the dealer to the postal code, or null when it cannot be placed precisely (an FSA centroid at best). */
  private async distanceFromDealer(s: ExistingTransaction, postalCode: string): Promise<number | null> {
    const location = await this.geocoder.geocode(postalCode);
    if (!('lat' in location) || location.accuracy !== 'fsa') return null;
    return distanceKm({ lat: s.vehicle.dealer.lat, lng: s.vehicle.dealer.lng }, { lat: location.lat, lng: location.lng });
  }

  async saveDelivery(body: Body<typeof saveDeliveryRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    const types = await this.catalog.deliveryTypes();
    const type = types.find((t) => t.key === body.method) ?? null;
    const address = body.method === 'delivery' ? body.address ?? null : null;
    const distance = address ? await this.distanceFromDealer(s, address.postalCode) : null;
    await inInput(async () => this.store.execute({
      type: 'SaveDelivery', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed,
      vehicleHeld: await this.held(s, ctx), method: body.method,
      deliveryType: type && { id: type.id, key: type.key as 'pickup' | 'delivery', price: type.price, maxDistanceKm: type.maxDistanceKm },
      touchless: body.touchless, date: body.date, earliestDate: this.earliestDeliveryDate(s, ctx.now), address, distanceKm: distance,
    }, ctx, { subjectId: s.userId }), 'body', ['transactionId', 'vehicleId', 'date', 'address', 'deliveryTypeId']);
    return this.detailsOf(body.transactionId, ctx);
  }

  async uploadLicense(body: Body<typeof uploadDriversLicenseRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    const vehicleHeld = await this.held(s, ctx);
    const placeholder = { fileId: '00000000-0000-4000-8000-000000000000', contentType: 'image/jpeg', bytes: 0 };
    const command = { type: 'UploadDriversLicense' as const, transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld, side: body.side };
    // Check first (nothing is stored for a transaction that would refuse it), then clean and store, then record.
    await inInput(async () => decideTransaction({ ...command, file: placeholder }, s));
    const image = await sanitizeImage(base64Bytes(body.data), {
      maxBytes: this.settings.maxImageBytes, accept: ['jpeg', 'png', 'heif'], output: 'jpeg', field: 'body.data',
    });
    const file = await this.files.put({ subjectId: s.userId, kind: 'drivers-licence', contentType: image.contentType, data: image.data });
    await inInput(() => this.store.execute({ ...command, file }, ctx, { subjectId: s.userId }));
    return { Status: 1 as const, side: body.side, contentType: file.contentType, bytes: file.bytes };
  }

  async confirmLicense(body: Body<typeof confirmDriversLicenseRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    await inInput(async () => this.store.execute({
      type: 'ConfirmDriversLicense', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld: await this.held(s, ctx),
      fourCornersVisible: body.fourCornersVisible, addressMatches: body.addressMatches,
    }, ctx, { subjectId: s.userId }));
    return this.detailsOf(body.transactionId, ctx);
  }

  /** The buyer cancels: the vehicle is freed now (their lock) and by the settlement (a reservation; the deposit refund). */
  async cancel(body: Body<typeof cancelTransactionRoute>, ctx: RequestContext) {
    const s = await this.store.owned(body.transactionId, ctx);
    await inInput(() => this.store.execute({ type: 'CancelTransaction', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), reason: 'buyer' }, ctx, { subjectId: s.userId }));
    await this.holds.execute({ type: 'ReleaseLock', vehicleId: s.vehicle.vehicleId, userId: s.userId, now: ctx.now.toISOString() }, ctx).catch(() => undefined);
    return { Status: 1 as const };
  }

  /** leads/send: a lead for the dealer, on a stream of its own. */
  async sendLead(body: Body<typeof sendLeadRoute>, ctx: RequestContext) {
    const userId = userOf(ctx);
    if (body.transactionId) await this.store.owned(body.transactionId, ctx);
    const vehicle = await this.catalog.vehicle(body.vehicleId);
    const leadId = randomUUID();
    await inInput(() => this.runner.execute(leadDecider, leadStreamId(leadId), {
      type: 'SendLead', leadId, userId, now: ctx.now.toISOString(), kind: body.kind, message: body.message ?? null, transactionId: body.transactionId ?? null,
      vehicle: vehicle && { vehicleId: vehicle.id, companyId: vehicle.dealer.companyId, year: vehicle.year, make: vehicle.make, model: vehicle.model },
    }, ctx, { seal: this.personal.sealLeadEvents(userId) }));
    return { Status: 1 as const };
  }

  streamId(transactionId: string) {
    return transactionStreamId(transactionId);
  }
}
