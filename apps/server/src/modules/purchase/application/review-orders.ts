import { Injectable } from '@nestjs/common';
import {
  assertCanSign, DomainError, missingSteps, PurchaseErrors, type Address, type ExistingTransaction, type PersonalDetails,
} from '@marketplace/domain';
import { sanitizeImage } from '../../../platform/files/image-sanitizer';
import { PrivateFileStore } from '../../../platform/files/private-file-store';
import type { RequestContext } from '../../../platform/http/request-context';
import { contractLanguages, renderContract } from '../contract/contract-pdf';
import { LICENSE_STAFF } from '../queries/transaction-queries';
import { inInput } from './in-input';
import { PersonalFields } from './personal-fields';
import { TransactionStore, userOf } from './transaction-store';
import { TransactionViews } from './transaction-views';
import { VehicleHolds } from './vehicle-holds';

const addressLine = (a: Address) => [a.line1, a.line2, `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean).join(', ');

/** The review step: what will be signed, the drawn signature, the contract PDF and ContractSigned. */
@Injectable()
export class ReviewOrders {
  constructor(
    private readonly store: TransactionStore,
    private readonly views: TransactionViews,
    private readonly personal: PersonalFields,
    private readonly files: PrivateFileStore,
    private readonly holds: VehicleHolds,
  ) {}

  private blockers(s: ExistingTransaction): string[] {
    const missing: string[] = missingSteps(s);
    if (!s.deposit.paid || s.deposit.refundRequested || s.deposit.refunded) missing.push('deposit');
    if (!s.signature) missing.push('signature');
    return missing;
  }

  async details(transactionId: string, language: 'en-ca' | 'fr-ca', ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const [transaction, personal] = await Promise.all([this.views.details(s, ctx), this.personal.open<PersonalDetails>(s.userId, s.personalDetails)]);
    const missing = s.contract ? [] : this.blockers(s);
    return {
      Status: 1 as const,
      transaction,
      buyer: personal && {
        firstName: personal.firstName, lastName: personal.lastName, companyName: personal.companyName ?? null,
        billing: personal.billing, shipping: personal.shipping ?? personal.billing,
      },
      paymentMethod: s.paymentMethod?.method ?? null,
      tradeIn: s.tradeIn && !s.tradeIn.skip ? { vin: s.tradeIn.vin, value: s.tradeIn.value, balanceDue: s.tradeIn.balanceDue, include: s.tradeIn.include } : null,
      protectionPlan: s.protectionPlan?.plan
        ? { id: s.protectionPlan.plan.id, nameEn: s.protectionPlan.plan.nameEn, nameFr: s.protectionPlan.plan.nameFr, price: s.protectionPlan.plan.price,
          coverageMonths: s.protectionPlan.plan.coverageMonths, coverageKm: s.protectionPlan.plan.coverageKm }
        : null,
      delivery: s.delivery && { method: s.delivery.method, date: s.delivery.date, touchless: s.delivery.touchless, price: s.delivery.price },
      prices: transaction.prices,
      signatureUploaded: s.signature !== null,
      canSign: !s.contract && missing.length === 0,
      missing,
      contractLanguages: contractLanguages(s.province, language),
    };
  }

  async order(transactionId: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const details = await this.views.details(s, ctx);
    const { recorded } = { recorded: s.contract ? await this.store.recorded(transactionId) : [] };
    const signed = recorded.find((e) => e.type === 'ContractSigned')?.data as { total?: number } | undefined;
    return {
      Status: 1 as const, transactionId, vehicle: details.vehicle, status: details.status, contractSigned: s.contract !== null,
      contractUrl: s.contract?.url ?? null, signedAt: s.contract?.signedAt ?? null, total: signed?.total ?? details.prices?.total ?? null,
      deposit: s.deposit.paid ? s.deposit.amount : 0,
    };
  }

  async uploadSignature(transactionId: string, signature: string, ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    const vehicleHeld = await this.holds.heldBy(s.vehicle.vehicleId, s.userId, ctx.now);
    const comma = signature.startsWith('data:') ? signature.indexOf(',') : -1;
    const bytes = Buffer.from(comma >= 0 ? signature.slice(comma + 1) : signature, 'base64');
    const image = await sanitizeImage(bytes, { maxBytes: 500_000, maxPixels: 4_000_000, maxDimension: 1200, accept: ['png'], output: 'png', field: 'body.signature' });
    if (image.width < 20 || image.height < 10) throw new DomainError('purchase.signature_empty', 'validation', 'Draw your signature', 'body.signature');
    const file = await this.files.put({ subjectId: s.userId, kind: 'signature', contentType: image.contentType, data: image.data });
    await inInput(() => this.store.execute({ type: 'UploadSignature', transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld, file }, ctx, { subjectId: s.userId }));
    return { Status: 1 as const };
  }

  /** Checks, renders the contract in the buyer's language (French first for Quebec), stores it, records ContractSigned. */
  async finalize(transactionId: string, language: 'en-ca' | 'fr-ca', ctx: RequestContext) {
    const s = await this.store.owned(transactionId, ctx);
    await inInput(async () => assertCanSign(s, s.userId));
    const [personal, prices, signature] = await Promise.all([
      this.personal.open<PersonalDetails>(s.userId, s.personalDetails),
      this.views.prices(s, ctx),
      this.files.open(s.signature!.fileId),
    ]);
    if (!personal || !prices || !signature) throw new DomainError('purchase.contract_unavailable', 'conflict', 'The contract cannot be prepared (data missing or erased)', 'body.transactionId');
    const languages = contractLanguages(s.province, language);
    const pm = s.paymentMethod;
    const pdf = await renderContract({
      transactionId, signedAt: ctx.now.toISOString(), languages,
      dealer: { name: s.vehicle.dealer.name, city: s.vehicle.dealer.city, province: s.vehicle.dealer.province },
      buyer: {
        name: [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' '), companyName: personal.companyName ?? null,
        address: addressLine(personal.billing), phone: personal.billing.phone ?? null,
      },
      vehicle: { year: s.vehicle.year, make: s.vehicle.make, model: s.vehicle.model, trim: s.vehicle.trim, vin: s.vehicle.vin, kilometres: s.vehicle.kilometres ?? null, condition: s.vehicle.condition },
      prices: { ...prices, deposit: s.deposit.amount },
      payment: {
        method: pm?.method ?? 'cash', termMonths: pm?.terms.termMonths ?? null, ratePercent: pm?.terms.ratePercent ?? null, frequency: pm?.terms.frequency ?? null,
        payment: pm?.method === 'finance' ? prices.finance.payment : pm?.method === 'lease' ? prices.lease.payment : null, downPayment: pm?.terms.downPayment ?? 0,
      },
      protectionPlan: s.protectionPlan?.plan ?? null,
      delivery: s.delivery && { method: s.delivery.method, date: s.delivery.date, touchless: s.delivery.touchless },
      signature: signature.data,
    });
    const contract = await this.files.put({ subjectId: s.userId, kind: 'contract', contentType: 'application/pdf', data: pdf });
    const contractUrl = `/api/revieworder/contract/${transactionId}`;
    await inInput(() => this.store.execute({
      type: 'SignContract', transactionId, userId: s.userId, now: ctx.now.toISOString(), contractUrl, contract, languages, total: prices.total,
    }, ctx, { subjectId: s.userId }));
    return { Status: 1 as const, contractUrl, transactionId };
  }

  /** The signed contract, to the buyer and staff. */
  async contract(transactionId: string, ctx: RequestContext) {
    const userId = userOf(ctx);
    const { state } = await this.store.load(transactionId);
    const staff = LICENSE_STAFF.includes(ctx.principal!.userTypeId);
    if (!state.exists || (state.userId !== userId && !staff)) throw PurchaseErrors.transactionNotFound();
    if (!state.contract) throw new DomainError('purchase.contract_not_signed', 'not_found', 'The contract is not signed yet', 'params.transactionId');
    const file = await this.files.open(state.contract.file.fileId);
    if (!file) throw new DomainError('purchase.file_not_found', 'not_found', 'The contract was erased', 'params.transactionId');
    return file;
  }
}

