import { Inject, Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertCanSign, assertCreditAllows, assertTotalReviewed, depositHold, DomainError, PurchaseErrors, tradeInUsable, type Address, type ExistingTransaction, type PersonalDetails,
  type SigningFacts, type VehicleHoldState,
} from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { CreditPublicApi } from '../../../credit/credit.public';
import { DB } from '../../../../platform/tokens';
import { preferredLanguage } from '../../../identity/identity.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { written } from '../../../../platform/read-your-writes/write-position';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { contractDataOf } from '../../adapters/contract-data';
import { contractLanguages, renderContract } from '../../adapters/contract-pdf';
import { coApplicantOf } from '../../adapters/credit-decision';
import { inInput } from '../../streams/in-input';
import { LivePrices } from '../../adapters/live-prices';
import { CurrentTradeInOffer } from '../../adapters/current-trade-in-offer';
import { PersonalFields } from '../../adapters/personal-fields';
import { PurchaseSettings } from '../../purchase.settings';
import { TransactionStream } from '../../streams/transaction-stream';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { AccessActivity } from '../../personal-data/access-activity';
import { FinalizeOrderCommand } from './finalize-order.command';

/** The trade-in the contract credits at `now`: an appraisal whose offer counts in the prices and that the buyer included. */
function creditedTradeInId(s: ExistingTransaction, now: string): string | null {
  const t = s.tradeIn;
  return tradeInUsable(t, now) && t.include ? (t.tradeInId ?? null) : null;
}

/**
 * Checks (the vehicle reserved for this transaction, the total the buyer reviewed), commits the credited trade-in to
 * this contract (one appraisal, one contract), renders the contract in the buyer's language (their profile's, ADR 0060,
 * whatever the page's; French first for Quebec), stores it, records ContractSigned. A refusal writes nothing.
 */
@CommandHandler(FinalizeOrderCommand)
export class FinalizeOrderHandler implements ICommandHandler<FinalizeOrderCommand> {
  private readonly logger = new Logger('FinalizeOrder');

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly transactions: TransactionStream,
    private readonly prices: LivePrices,
    private readonly personal: PersonalFields,
    private readonly files: PrivateFileStore,
    private readonly holds: VehicleHoldStream,
    private readonly settings: PurchaseSettings,
    private readonly tradeIns: TradeInPublicApi,
    private readonly credit: CreditPublicApi,
    private readonly offers: CurrentTradeInOffer,
    private readonly activity: AccessActivity,
  ) {}

  async execute({ body: { transactionId, total: reviewedTotal }, ctx }: FinalizeOrderCommand) {
    const loaded = await this.transactions.owned(transactionId, ctx);
    // The trade-in's offer as it is now (confirmed or extended since the step), as the review showed it.
    const s = { ...loaded.state, tradeIn: await this.offers.of(loaded.state.tradeIn, loaded.state.userId, transactionId, ctx.now) };
    const reservedFor = (await this.vehicleFor(s, ctx)).reservation?.transactionId ?? null;
    await inInput(async () => assertCanSign(s, s.userId, reservedFor));
    const [personal, prices, signature, deliveryAddress, coApplicant, language] = await Promise.all([
      this.personal.open<PersonalDetails>(s.userId, s.personalDetails),
      this.prices.of(s, ctx),
      this.files.open(s.signature!.fileId),
      s.delivery?.address ? this.personal.open<Address>(s.userId, s.delivery.address) : null,
      coApplicantOf(this.credit, s),
      preferredLanguage(this.db, s.userId),
    ]);
    if (!personal || !prices || !signature) throw new DomainError('purchase.contract_unavailable', 'conflict', 'The contract cannot be prepared (data missing or erased)', 'body.transactionId');
    const facts: SigningFacts = { reservedFor, total: prices.total, reviewedTotal };
    await inInput(async () => {
      // Finance and lease only with a pre-qualification that allows this deal (ADR 0057); then the total reviewed.
      assertCreditAllows(prices.paymentMethod, prices.credit);
      assertTotalReviewed(facts);
    });
    return this.withTradeInCommitted(s, creditedTradeInId(s, ctx.now.toISOString()), ctx, async () => {
      const languages = contractLanguages(s.province, language);
      const pdf = await renderContract(contractDataOf(s, prices, {
        personal, deliveryAddress, coApplicant, signature: signature.data, languages, at: ctx.now.toISOString(),
      }));
      const contract = await this.files.put({ subjectId: s.userId, kind: 'contract', contentType: 'application/pdf', data: pdf });
      const contractUrl = `/api/revieworder/contract/${transactionId}`;
      const outcome = await inInput(() => this.transactions.record(loaded, {
        type: 'SignContract', transactionId, userId: s.userId, now: ctx.now.toISOString(), contractUrl, contract, languages, ...facts,
      }, ctx, { subjectId: s.userId }));
      crashPoint('finalization');
      if (outcome.events.length > 0) await this.activity.record('finalization', { userId: s.userId, vehicleId: s.vehicle.vehicleId, transactionId }, ctx);
      return written({ Status: 1 as const, contractUrl, transactionId }, outcome.position);
    });
  }

  /**
   * Signs with the credited trade-in committed to this transaction first, on the trade-in's own stream: another
   * contract holding it (two tabs, two vehicles) is refused with 409 purchase.trade_in_used before anything is written.
   * If the signing then fails, the commitment is given back, so the buyer may sign again or use the trade-in elsewhere.
   */
  private async withTradeInCommitted<T>(s: ExistingTransaction, tradeInId: string | null, ctx: RequestContext, sign: () => Promise<T>): Promise<T> {
    if (!tradeInId) return sign();
    await inInput(async () => {
      const answer = await this.tradeIns.commitToContract(tradeInId, s.userId, s.transactionId, ctx);
      if (answer === 'committed_elsewhere') throw PurchaseErrors.tradeInUsed();
      if (answer === 'not_usable') throw PurchaseErrors.tradeInNotFound(); // e.g. discarded since the trade-in step
    });
    try {
      return await sign();
    } catch (error) {
      await this.releaseUnlessSigned(tradeInId, s.transactionId, ctx);
      throw error;
    }
  }

  /** Best effort (the buyer's retry commits again; a cancellation releases too). A twin request that signed this transaction keeps it. */
  private async releaseUnlessSigned(tradeInId: string, transactionId: string, ctx: RequestContext): Promise<void> {
    try {
      const { state } = await this.transactions.load(transactionId);
      if (state.exists && state.contract) return;
      await this.tradeIns.releaseContractCommitment(tradeInId, transactionId, ctx);
    } catch (error) {
      this.logger.warn(`trade-in ${tradeInId} stays committed to transaction ${transactionId}, whose signing failed: ${String(error)}`);
    }
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
