import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertCanSign, assertTotalReviewed, depositHold, DomainError, type Address, type ExistingTransaction, type PersonalDetails, type SigningFacts,
  type VehicleHoldState,
} from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { written } from '../../../../platform/read-your-writes/write-position';
import { contractLanguages, renderContract } from '../../contract/contract-pdf';
import { inInput } from '../../shared/in-input';
import { LivePrices } from '../../shared/live-prices';
import { PersonalFields } from '../../shared/personal-fields';
import { PurchaseSettings } from '../../purchase.settings';
import { TransactionStream } from '../transaction-stream';
import { VehicleHoldStream } from '../vehicle-hold-stream';
import { FinalizeOrderCommand } from './finalize-order.command';

const addressLine = (a: Address) => [a.line1, a.line2, `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean).join(', ');

/**
 * Checks (the vehicle reserved for this transaction, the total the buyer reviewed), renders the contract in the buyer's
 * language (French first for Quebec), stores it, records ContractSigned. A refusal writes nothing.
 */
@CommandHandler(FinalizeOrderCommand)
export class FinalizeOrderHandler implements ICommandHandler<FinalizeOrderCommand> {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly prices: LivePrices,
    private readonly personal: PersonalFields,
    private readonly files: PrivateFileStore,
    private readonly holds: VehicleHoldStream,
    private readonly settings: PurchaseSettings,
  ) {}

  async execute({ body: { transactionId, language, total: reviewedTotal }, ctx }: FinalizeOrderCommand) {
    const loaded = await this.transactions.owned(transactionId, ctx);
    const s = loaded.state;
    const reservedFor = (await this.vehicleFor(s, ctx)).reservation?.transactionId ?? null;
    await inInput(async () => assertCanSign(s, s.userId, reservedFor));
    const [personal, prices, signature, deliveryAddress] = await Promise.all([
      this.personal.open<PersonalDetails>(s.userId, s.personalDetails),
      this.prices.of(s, ctx),
      this.files.open(s.signature!.fileId),
      s.delivery?.address ? this.personal.open<Address>(s.userId, s.delivery.address) : null,
    ]);
    if (!personal || !prices || !signature) throw new DomainError('purchase.contract_unavailable', 'conflict', 'The contract cannot be prepared (data missing or erased)', 'body.transactionId');
    const facts: SigningFacts = { reservedFor, total: prices.total, reviewedTotal };
    await inInput(async () => assertTotalReviewed(facts));
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
        lease: pm?.method === 'lease' ? prices.lease : null,
      },
      protectionPlan: s.protectionPlan?.plan ?? null,
      delivery: s.delivery && {
        method: s.delivery.method, date: s.delivery.date, touchless: s.delivery.touchless, address: deliveryAddress ? addressLine(deliveryAddress) : null,
      },
      signature: signature.data,
    });
    const contract = await this.files.put({ subjectId: s.userId, kind: 'contract', contentType: 'application/pdf', data: pdf });
    const contractUrl = `/api/revieworder/contract/${transactionId}`;
    const outcome = await inInput(() => this.transactions.record(loaded, {
      type: 'SignContract', transactionId, userId: s.userId, now: ctx.now.toISOString(), contractUrl, contract, languages, ...facts,
    }, ctx, { subjectId: s.userId }));
    return written({ Status: 1 as const, contractUrl, transactionId }, outcome.position);
  }

  /**
   * The vehicle's hold. A deposit paid a moment ago may not be a reservation yet (the settle timer makes it): the
   * reservation its settlement owes it is made first, the same command the timer sends (a no-op for whichever is second).
   */
  private async vehicleFor(s: ExistingTransaction, ctx: RequestContext): Promise<VehicleHoldState> {
    const vehicle = await this.holds.load(s.vehicle.vehicleId);
    if (vehicle.reservation?.transactionId === s.transactionId) return vehicle;
    const owed = depositHold(s, vehicle, ctx.now.toISOString(), this.settings.reservationDays);
    return owed !== null && typeof owed === 'object' ? (await this.holds.execute(owed, ctx)).state : vehicle;
  }
}
