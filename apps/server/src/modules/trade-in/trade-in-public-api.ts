import { isDomainError, MAIN_PHOTO_SLOTS, missingMainPhotos, tradeInDecider, tradeInStreamId, usableOffer, valueTradeIn, type TradeInCondition } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../platform/commands/event-sourced-commands';
import type { RequestContext } from '../../platform/http/request-context';
import { DB } from '../../platform/tokens';
import { PRICE_GUIDE, type PriceGuide } from './adapters/price-guide/price-guide.port';
import { VALUE_RULES, type ValueRulesSource } from './adapters/price-guide/value-rules.source';
import { renderAppraisalPdf } from './adapters/appraisal-pdf';
import { priceBasisOf } from './adapters/price-guide/price-basis';
import { rowFromTable } from './queries/get-trade-in-details/trade-in-details.projection';

/** A trade-in appraisal the customer may download (issue #16 item 2): one per valued trade-in. */
export interface AppraisalDocument {
  readonly tradeInId: string;
  readonly vehicle: string;
  readonly appraisedAt: string;
}

export interface UsableTradeInValue {
  /** Cents. */
  readonly value: number;
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly expiresAt: string;
  /**
   * The six main photos not attached yet (ADR 0058). An offer with any missing is not confirmed and must not be used in
   * a purchase: purchase refuses it (its own code) and sends the buyer to the trade-in's photos.
   */
  readonly missingPhotos: readonly string[];
}

/** An appraisal a purchase may take (issue #12 item 5): the value, the vehicle, and until when the offer holds. */
export interface AppraisalForPurchase {
  readonly tradeInId: string;
  readonly value: number;
  /** null once the customer confirmed the offer (it no longer lapses). */
  readonly offerExpiresAt: string | null;
  readonly vin: string | null;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string | null;
  readonly mileage: number | null;
  /** The six main photos not attached yet (ADR 0058): purchase must not credit the offer while any is missing. */
  readonly missingPhotos: readonly string[];
}

/**
 * What other modules (purchase) may ask the trade-in context, injectable once TradeInModule is imported. Decisions
 * about money read the stream (exact), never the read model.
 */
@Injectable()
export class TradeInPublicApi {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PRICE_GUIDE) private readonly priceGuide: PriceGuide,
    @Inject(VALUE_RULES) private readonly rules: ValueRulesSource,
  ) {}

  /** The value a purchase may take: the owner's confirmed offer, or their offer while it is valid; else null. */
  async usableTradeInValue(tradeInId: string, userId: string, now: Date): Promise<UsableTradeInValue | null> {
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    const offer = usableOffer(state, userId, now.toISOString());
    return offer
      ? { value: offer.value, priceLow: offer.priceLow, priceHigh: offer.priceHigh, expiresAt: offer.expiresAt, missingPhotos: missingMainPhotos(state) }
      : null;
  }

  /**
   * For the trade-in step of purchase `transactionId`, from the stream: the appraisal, none of the user's, an offer that
   * lapsed, or one credited on another transaction's contract.
   */
  async appraisalForPurchase(
    tradeInId: string, userId: string, now: Date, transactionId: string,
  ): Promise<AppraisalForPurchase | 'not_found' | 'offer_lapsed' | 'committed_elsewhere'> {
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    if (state.userId !== userId || !state.vehicle || state.status === 'discarded') return 'not_found';
    if (state.committedTo !== null && state.committedTo !== transactionId) return 'committed_elsewhere';
    const offer = usableOffer(state, userId, now.toISOString());
    if (!offer) return 'offer_lapsed';
    const v = state.vehicle;
    return {
      tradeInId, value: offer.value, offerExpiresAt: state.status === 'confirmed' ? null : offer.expiresAt, vin: v.vin, year: v.year, make: v.make,
      model: v.model, trim: v.trim, mileage: state.basic?.mileage ?? null, missingPhotos: missingMainPhotos(state),
    };
  }

  /**
   * Credits the owner's trade-in on the contract of `transactionId`, just before it is signed: a no-op for that same
   * transaction, refused while another one holds it. Two contracts signing at once are serialised by the trade-in
   * stream's version (the loser re-decides and finds it taken).
   */
  async commitToContract(tradeInId: string, userId: string, transactionId: string, ctx: RequestContext): Promise<'committed' | 'committed_elsewhere' | 'not_usable'> {
    try {
      await this.commands.execute(tradeInDecider, tradeInStreamId(tradeInId), {
        type: 'CommitToContract', userId, transactionId, now: ctx.now.toISOString(),
      }, ctx, { retries: 3 });
      return 'committed';
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // Any other refusal: none of the user's, discarded, or no offer purchase may use any more.
      return error.code === 'trade_in.already_committed' ? 'committed_elsewhere' : 'not_usable';
    }
  }

  /** Gives the trade-in back when the contract of `transactionId` was not signed after all; a no-op for any other transaction. */
  async releaseContractCommitment(tradeInId: string, transactionId: string, ctx: RequestContext): Promise<void> {
    await this.commands.execute(tradeInDecider, tradeInStreamId(tradeInId), {
      type: 'ReleaseContractCommitment', transactionId, now: ctx.now.toISOString(),
    }, ctx, { retries: 3 });
  }

  /** The owner's valued trade-ins (appraised or confirmed), newest first: their appraisal PDFs are their documents. */
  async appraisalDocuments(userId: string): Promise<AppraisalDocument[]> {
    const rows = await this.db.selectFrom('trade_in.trade_ins').selectAll().where('owner_id', '=', userId).where('status', 'in', ['appraised', 'confirmed'])
      .orderBy('started_at', 'desc').execute();
    return rows.map(rowFromTable).flatMap((r) => r.offer
      ? [{ tradeInId: r.tradeInId, vehicle: `${r.vehicle.year} ${r.vehicle.make} ${r.vehicle.model}`, appraisedAt: r.offer.appraisedAt }]
      : []);
  }

  /** The appraisal PDF of the owner's valued trade-in (their language first), or null (none, someone else's, no offer). */
  async appraisalPdf(tradeInId: string, userId: string, first: 'en' | 'fr', brandName: string): Promise<Buffer | null> {
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    if (state.userId !== userId || !state.offer || !state.vehicle || state.status === 'discarded') return null;
    return renderAppraisalPdf(state, first, brandName);
  }

  /** The user's appraisals whose offer a purchase may take at `now`, newest first (the purchase step lists them); none a contract credits. */
  async appraisalsForPurchase(userId: string, now: Date): Promise<AppraisalForPurchase[]> {
    const rows = await this.db.selectFrom('trade_in.trade_ins').selectAll().where('owner_id', '=', userId).where('status', 'in', ['appraised', 'confirmed'])
      .where('committed_to', 'is', null).orderBy('started_at', 'desc').limit(20).execute();
    return rows.map(rowFromTable).flatMap((r) => {
      const confirmed = r.status === 'confirmed';
      if (!r.offer || (!confirmed && Date.parse(r.offer.expiresAt) <= now.getTime())) return [];
      return [{
        tradeInId: r.tradeInId, value: r.offer.value, offerExpiresAt: confirmed ? null : r.offer.expiresAt, vin: r.vehicle.vin, year: r.vehicle.year,
        make: r.vehicle.make, model: r.vehicle.model, trim: r.vehicle.trim, mileage: r.basic?.mileage ?? null,
        missingPhotos: MAIN_PHOTO_SLOTS.filter((slot) => !r.photos.includes(slot)),
      }];
    });
  }

  /**
   * An estimate for a vehicle the customer owns (the garage): the same price guide, value rules and model as an
   * appraisal, in good condition with a clean title and two keys. Null when the model cannot value it.
   */
  async estimateValue(
    vehicle: { readonly makeId: number | null; readonly modelId: number | null; readonly trimId: number | null; readonly year: number },
    kilometres: number, province: string, now: Date,
  ): Promise<{ value: number; priceLow: number; priceHigh: number } | null> {
    const [record, rules] = await Promise.all([priceBasisOf(this.db, this.priceGuide, vehicle, province, kilometres), this.rules.rulesFor(vehicle)]);
    const valuation = valueTradeIn({
      msrp: record.msrp, modelYear: vehicle.year, asOf: now.toISOString(), kilometres, province, condition: ESTIMATE_CONDITION, equipment: [], rules,
      segment: record.segment,
    });
    return valuation.kind === 'valued' ? { value: valuation.value, priceLow: valuation.priceLow, priceHigh: valuation.priceHigh } : null;
  }
}

/** What an estimate assumes about a vehicle nobody has described yet. */
const ESTIMATE_CONDITION: TradeInCondition = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false, generalCondition: 1,
  hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null, accidented: false,
  accidentedDetails: null, tireConditions: 1, titleBrand: 'clean',
};
