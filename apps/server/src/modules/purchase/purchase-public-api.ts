import { Inject, Injectable } from '@nestjs/common';
import { leadStreamId, type LeadEvent } from '@marketplace/domain';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../platform/tokens';
import { PersonalFields } from './adapters/personal-fields';
import { TransactionStream } from './streams/transaction-stream';

/** What a dealer's lead card shows of a purchase (issue #45 item 1): from the stream, the personal parts opened. */
export interface PurchaseLeadFacts {
  /** The all-in price the buyer holds (cents), with the vehicle's VIN; null without a transaction. */
  readonly price: number | null;
  readonly vin: string | null;
  readonly tradeIn: { readonly year: number; readonly make: string; readonly model: string; readonly value: number | null } | null;
  /** The credit pre-qualification band the buyer attached to the purchase. */
  readonly creditBand: string | null;
  /** The buyer's messages to the dealer (text null once their key is shredded), oldest first. */
  readonly messages: readonly { readonly kind: 'question' | 'call_back' | 'test_drive' | 'other'; readonly text: string | null; readonly at: string }[];
}

/**
 * What other contexts may ask the purchase context (ADR 0071). The dealer's lead card reads a purchase and its
 * messages here, from the streams, and opens the sealed parts with the buyer's key; the dealer records the read on
 * the buyer's access log.
 */
@Injectable()
export class PurchasePublicApi {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly personal: PersonalFields,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async leadFacts(transactionId: string | null, messageIds: readonly string[]): Promise<PurchaseLeadFacts> {
    const state = transactionId ? (await this.transactions.load(transactionId)).state : null;
    const tx = state?.exists ? state : null;
    const trade = tx?.tradeIn && !tx.tradeIn.skip ? tx.tradeIn : null;
    const messages = [];
    for (const id of messageIds) {
      const [event] = (await this.store.readStream(leadStreamId(id))) as unknown as LeadEvent[];
      if (!event) continue;
      const text = await this.personal.open<string>(event.data.userId, event.data.message).catch(() => null);
      messages.push({ kind: event.data.kind, text, at: event.data.submittedAt });
    }
    return {
      price: tx ? tx.vehicle.price : null, vin: tx ? tx.vehicle.vin : null,
      tradeIn: trade && trade.year && trade.make && trade.model ? { year: trade.year, make: trade.make, model: trade.model, value: trade.value } : null,
      creditBand: tx?.creditDecision?.band ?? null,
      messages: messages.sort((a, b) => a.at.localeCompare(b.at)),
    };
  }
}
