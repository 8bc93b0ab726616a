import { Inject, Injectable } from '@nestjs/common';
import {
  depositStatus, DomainError, PURCHASE_LIMITS, PurchaseErrors, UserType, type Address, type CreditApplicant, type ExistingTransaction,
  type PersonalDetails, type UserTypeId,
} from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { PrivateFileStore } from '../../../platform/files/private-file-store';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB } from '../../../platform/tokens';
import { CatalogPublicApi } from '../../catalog/catalog.public';
import { PersonalFields } from '../application/personal-fields';
import { TransactionStore, userOf } from '../application/transaction-store';
import { TransactionViews } from '../application/transaction-views';
import { Transactions } from '../application/transactions';

/** Staff who may see a buyer's licence images: super admin, admin, team member. */
export const LICENSE_STAFF: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember];

/** Read side of the purchase (kysely on the read tables; the buyer's own stream for their details). */
@Injectable()
export class TransactionQueries {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly store: TransactionStore,
    private readonly views: TransactionViews,
    private readonly personal: PersonalFields,
    private readonly transactions: Transactions,
    private readonly files: PrivateFileStore,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
  ) {}

  async details(q: { transactionId?: string; vehicleId?: string }, ctx: RequestContext) {
    const userId = userOf(ctx);
    let transactionId = q.transactionId;
    if (!transactionId) {
      const row = await this.db.selectFrom('purchase.transactions').select('transaction_id').where('user_id', '=', userId)
        .where('vehicle_id', '=', q.vehicleId!).where('status', 'in', ['incomplete', 'pending']).orderBy('started_at', 'desc').executeTakeFirst();
      if (!row) throw new DomainError(PurchaseErrors.transactionNotFound().code, 'not_found', 'No unfinished transaction for this vehicle', 'query.vehicleId');
      transactionId = row.transaction_id as string;
    }
    return this.views.details(await this.store.owned(transactionId, ctx), ctx);
  }

  /** Spec §3 Transaction list, oldest first; cancelled transactions are left out. */
  async list(ctx: RequestContext) {
    const rows = await this.db.selectFrom('purchase.transactions').selectAll().where('user_id', '=', userOf(ctx)).where('status', '!=', 'cancelled')
      .orderBy('started_at').orderBy('transaction_id').execute();
    return rows.map((r) => ({
      TransactionId: r.transaction_id, PhotoUrl: r.photo_url, Make: r.make, Model: r.model, Year: r.year, Version: r.version, SourceId: r.vehicle_id,
      DocumentSigned: r.document_signed, Status: r.status, DateCreated: new Date(r.started_at).toISOString(),
    }));
  }

  async formDetails(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const personalDetails = await this.personal.open<PersonalDetails>(s.userId, s.personalDetails);
    let applicant: (Omit<CreditApplicant, 'sin'> & { sinProvided: boolean }) | undefined;
    if (s.creditApplicationId) {
      const credit = await this.latestCreditApplication(s);
      if (credit) applicant = credit;
    }
    const address = s.delivery ? await this.personal.open<Address>(s.userId, s.delivery.address) : null;
    const pm = s.paymentMethod;
    return {
      Status: 1 as const,
      transactionId,
      personalDetails,
      tradeIn: s.tradeIn,
      paymentMethod: pm ? { method: pm.method, ...pm.terms, ...(applicant && (pm.method === 'finance' || pm.method === 'lease') ? { applicant } : {}) } : null,
      protectionPlanId: s.protectionPlan?.plan?.id ?? null,
      protectionPlanChosen: s.protectionPlan !== null,
      delivery: s.delivery && {
        method: s.delivery.method, deliveryTypeId: s.delivery.deliveryTypeId, touchless: s.delivery.touchless, date: s.delivery.date,
        address, distanceKm: s.delivery.distanceKm, price: s.delivery.price,
      },
      driversLicense: { front: s.license.front !== null, back: s.license.back !== null, confirmed: s.license.confirmed },
    };
  }

  /** The last credit application recorded on the stream, opened for its owner (the SIN stays sealed: only whether it was given). */
  private async latestCreditApplication(s: ExistingTransaction) {
    const recorded = await this.store.recorded(s.transactionId);
    const event = [...recorded].reverse().find((e) => e.type === 'CreditApplicationRecorded');
    if (!event) return null;
    const data = event.data as { applicant: unknown; sin: unknown };
    const applicant = await this.personal.open<Omit<CreditApplicant, 'sin'>>(s.userId, data.applicant as any);
    return applicant ? { ...applicant, sinProvided: data.sin !== null } : null;
  }

  async vehicleProtectionPlans(vehicleId: string, ctx: RequestContext) {
    const vehicle = await this.catalog.vehicle(vehicleId);
    if (!vehicle) throw new DomainError('purchase.vehicle_not_found', 'not_found', 'No such vehicle', 'query.vehicleId');
    return this.transactions.protectionPlans(vehicle, ctx.now);
  }

  async customerProtectionPlans(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const plans = await this.transactions.protectionPlans(s.vehicle, ctx.now);
    return { ...plans, selectedPlanId: s.protectionPlan?.plan?.id ?? null, chosen: s.protectionPlan !== null };
  }

  async deliveryTypes() {
    const types = await this.catalog.deliveryTypes();
    return types.map((t) => ({ id: t.id, key: t.key as 'pickup' | 'delivery', nameEn: t.nameEn, nameFr: t.nameFr, price: t.price, maxDistanceKm: t.maxDistanceKm }));
  }

  async deliveryDetails(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const form = await this.formDetails(transactionId, ctx);
    const types = await this.deliveryTypes();
    return {
      deliveryTypes: types,
      earliestDate: this.transactions.earliestDeliveryDate(s, ctx.now),
      maxDistanceKm: types.find((t) => t.key === 'delivery')?.maxDistanceKm ?? PURCHASE_LIMITS.deliveryRadiusKm,
      dealer: { name: s.vehicle.dealer.name, city: s.vehicle.dealer.city, province: s.vehicle.dealer.province },
      delivery: form.delivery,
    };
  }

  async licenseStatus(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const url = (side: 'front' | 'back') => (s.license[side] ? `/api/customers/drivers-licence/${transactionId}/${side}` : null);
    return {
      Status: 1 as const,
      front: { uploaded: s.license.front !== null, url: url('front') },
      back: { uploaded: s.license.back !== null, url: url('back') },
      confirmed: s.license.confirmed,
    };
  }

  /** A licence image, to its owner and staff only. */
  async licenseImage(transactionId: string, side: 'front' | 'back', ctx: RequestContext) {
    const userId = userOf(ctx);
    const { state } = await this.store.load(transactionId);
    const staff = LICENSE_STAFF.includes(ctx.principal!.userTypeId);
    if (!state.exists || (state.userId !== userId && !staff)) throw PurchaseErrors.transactionNotFound();
    const ref = state.license[side];
    const file = ref ? await this.files.open(ref.fileId) : null;
    if (!file) throw new DomainError('purchase.file_not_found', 'not_found', 'No such image', 'params.side');
    return file;
  }

  async paymentDetails(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const d = s.deposit;
    return {
      Status: 1 as const, amount: PURCHASE_LIMITS.deposit, paid: d.paid && !d.refunded, amountPaid: d.paid && !d.refunded ? d.amount : 0,
      dateUpdated: d.updatedAt, stripeId: d.paymentIntentId, lastEvent: depositStatus(d),
    };
  }
}
