import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertCanSign, assertCreditAllows, assertTotalReviewed, depositHold, DomainError, PurchaseErrors, tradeInUsable, type ExistingTransaction, type SigningFacts,
  type VehicleHoldState,
} from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { laterOf, written, type Written } from '../../../../platform/read-your-writes/write-position';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { ContractDocument } from '../../adapters/contract-document';
import { inInput } from '../../streams/in-input';
import { LivePrices } from '../../adapters/live-prices';
import { CurrentTradeInOffer } from '../../adapters/current-trade-in-offer';
import { PurchaseSettings } from '../../purchase.settings';
import { TransactionStream } from '../../streams/transaction-stream';
import { VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { AccessActivity } from '../../personal-data/access-activity';
import { StoreContractDocumentCommand } from '../store-contract-document/store-contract-document.command';
import { FinalizeOrderCommand } from './finalize-order.command';

/** The trade-in the contract credits at `now`: an appraisal whose offer counts in the prices and that the buyer included. */
function creditedTradeInId(s: ExistingTransaction, now: string): string | null {
  const t = s.tradeIn;
  return tradeInUsable(t, now) && t.include ? (t.tradeInId ?? null) : null;
}

/**
 * The buyer signs: the decision, and only what it needs. Checks (the vehicle reserved for this transaction, credit, the
 * total the buyer reviewed, a contract that can be drawn), commits the credited trade-in to this contract (one
 * appraisal, one contract), records ContractSigned with the deal it states. A refusal writes nothing.
 *
 * What follows the signature is the order-finalization process's (ADR 0091): the contract PDF (StoreContractDocument,
 * which this request runs once itself so that its answer and the next read show the contract), the confirmation email
 * with the PDF, the vehicle sold; each driven by the events, each resumed after a crash.
 */
@CommandHandler(FinalizeOrderCommand)
export class FinalizeOrderHandler implements ICommandHandler<FinalizeOrderCommand> {
  private readonly logger = new Logger('FinalizeOrder');

  constructor(
    private readonly commands: CommandBus,
    private readonly transactions: TransactionStream,
    private readonly prices: LivePrices,
    private readonly document: ContractDocument,
    private readonly files: PrivateFileStore,
    private readonly holds: VehicleHoldStream,
    private readonly settings: PurchaseSettings,
    private readonly tradeIns: TradeInPublicApi,
    private readonly offers: CurrentTradeInOffer,
    private readonly activity: AccessActivity,
  ) {}

  async execute({ body: { transactionId, total: reviewedTotal }, ctx }: FinalizeOrderCommand) {
    const loaded = await this.transactions.owned(transactionId, ctx);
    // Signed already (a finalization sent again after its answer was lost, ADR 0085): the same moment for a kill, a
    // signed contract without its answer; then refused as signed, and the buyer's reload shows the contract.
    if (loaded.state.exists && loaded.state.contract) crashPoint('finalization', loaded.state.vehicle.vehicleId);
    // The trade-in's offer as it is now (confirmed or extended since the step), as the review showed it.
    const s = { ...loaded.state, tradeIn: await this.offers.of(loaded.state.tradeIn, loaded.state.userId, transactionId, ctx.now) };
    const reservedFor = (await this.vehicleFor(s, ctx)).reservation?.transactionId ?? null;
    await inInput(async () => assertCanSign(s, s.userId, reservedFor));
    // The contract is drawn after the decision: refuse now one that could not be (the buyer's details or signature gone).
    const [parties, prices, signature, languages] = await Promise.all([
      this.document.partiesOf(s), this.prices.of(s, ctx), this.files.stat(s.signature!.fileId), this.document.languagesOf(s),
    ]);
    if (!parties || !prices || !signature) throw new DomainError('purchase.contract_unavailable', 'conflict', 'The contract cannot be prepared (data missing or erased)', 'body.transactionId');
    const facts: SigningFacts = { reservedFor, total: prices.total, reviewedTotal };
    await inInput(async () => {
      // Finance and lease only with a pre-qualification that allows this deal (ADR 0057); then the total reviewed.
      assertCreditAllows(prices.paymentMethod, prices.credit);
      assertTotalReviewed(facts);
    });
    const contractUrl = `/api/revieworder/contract/${transactionId}`;
    const signed = await this.withTradeInCommitted(s, creditedTradeInId(s, ctx.now.toISOString()), ctx, () => inInput(() => this.transactions.record(loaded, {
      type: 'SignContract', transactionId, userId: s.userId, now: ctx.now.toISOString(), contractUrl, languages, deal: prices.deal, ...facts,
    }, ctx, { subjectId: s.userId })));
    crashPoint('finalization', s.vehicle.vehicleId);
    if (signed.events.length > 0) await this.activity.record('finalization', { userId: s.userId, vehicleId: s.vehicle.vehicleId, transactionId }, ctx);
    const document = await this.documentNow(transactionId, ctx);
    return written({ Status: 1 as const, contractUrl, transactionId }, laterOf(signed.position, document?.position ?? null));
  }

  /**
   * The process's first step, run once by the signing request: the buyer's answer then carries the document's position,
   * so the order page and the next reads show the contract (read-your-writes). A failure here is the process's to
   * finish: the contract is signed whatever becomes of its PDF.
   */
  private async documentNow(transactionId: string, ctx: RequestContext): Promise<Written<unknown> | null> {
    try {
      return await this.commands.execute(new StoreContractDocumentCommand(transactionId, ctx));
    } catch (error) {
      this.logger.warn(`transaction ${transactionId}: its contract PDF is left to the order-finalization process: ${String(error)}`);
      return null;
    }
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
