import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../platform/http/request-context';
import { PrivacyVault } from '../../../platform/privacy/privacy-vault';
import { DB } from '../../../platform/tokens';

/** The buyer's acts a card network asks about (issue #46): the lock, the deposit, the signature, the finalization. */
export type KeyAct = 'lock' | 'deposit' | 'signature' | 'finalization';

/** One key act as its request came: when, from which address and device, by whom (an impersonating admin noted). */
export interface KeyActRecord {
  readonly act: KeyAct;
  /** The buyer whose act it is (an impersonating admin's too: see impersonatorId). */
  readonly userId: string;
  /** The request's correlation id: the events it appended carry it (`metadata.correlationId`). */
  readonly correlationId: string;
  readonly transactionId: string | null;
  readonly vehicleId: string;
  /** The payment intent a deposit request was about. */
  readonly ref: string | null;
  readonly at: string;
  /** The client IP as the server takes it (Fastify's `request.ip`, behind TRUST_PROXY's proxies only; ADR 0044). */
  readonly ip: string | null;
  /** The User-Agent header (at most 300 characters): the device and browser. */
  readonly userAgent: string | null;
  readonly impersonatorId: string | null;
}

interface Row {
  user_id: string; act: KeyAct; correlation_id: string; transaction_id: string | null; vehicle_id: string; ref: string | null; occurred_at: Date;
  impersonator_id: string | null; client: string;
}

/** Rows of one purchase read at most (a buyer re-locking and paying again many times is still a handful). */
const ROWS_READ = 200;

/**
 * The address and device of the buyer's key acts (issue #46 item 1, ADR 0087), recorded by the use case that makes each
 * act with its own request, whether or not an event of its own was appended (Stripe's webhook may record the deposit
 * request first). The client is personal data: sealed with the buyer's key (crypto-shredding, ARCHITECTURE §3 rule
 * 10), the rows deleted with the account (erased-buyers), exported with their data (`keyActsPart`).
 */
@Injectable()
export class AccessActivity {
  private readonly logger = new Logger('AccessActivity');

  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vault: PrivacyVault) {}

  /**
   * Records the request's client for one act of `userId` (the buyer, whose key seals it). Never fails the act: the act
   * is the fact, its address the evidence (a failure is logged, and the bundle shows the act without an address).
   */
  async record(act: KeyAct, o: { userId: string; vehicleId: string; transactionId: string | null; ref?: string | null }, ctx: RequestContext): Promise<void> {
    try {
      const client = await this.vault.encrypt(o.userId, { ip: ctx.ip || null, userAgent: ctx.userAgent || null });
      await this.db.insertInto('purchase.access_activity').values({
        user_id: o.userId, act, correlation_id: ctx.correlationId, transaction_id: o.transactionId, vehicle_id: o.vehicleId, ref: o.ref ?? null,
        occurred_at: ctx.now.toISOString(), impersonator_id: ctx.principal?.impersonatorId ?? null, client,
      }).onConflict((oc) => oc.columns(['user_id', 'act', 'correlation_id']).doNothing()).execute();
    } catch (error) {
      this.logger.warn(`The ${act} of ${o.transactionId ?? o.vehicleId} by ${o.userId} is recorded without its address: ${String(error)}`);
    }
  }

  /** A purchase's key acts, oldest first, opened with the buyer's key: its own, and the buyer's locks of its vehicle. */
  async ofPurchase(p: { transactionId: string; userId: string; vehicleId: string }): Promise<KeyActRecord[]> {
    const rows = await this.db.selectFrom('purchase.access_activity').selectAll()
      .where((eb) => eb.or([
        eb('transaction_id', '=', p.transactionId),
        eb.and([eb('user_id', '=', p.userId), eb('vehicle_id', '=', p.vehicleId), eb('act', '=', 'lock')]),
      ]))
      .orderBy('occurred_at').limit(ROWS_READ).execute() as Row[];
    return opened(rows, (r) => this.vault.decrypt(r.user_id, r.client));
  }
}

/** Every key act of a person (their data export, ADR 0059), oldest first, opened with `open` (their key). */
export async function keyActsOfPerson(db: Kysely<any>, userId: string, open: (sealed: string) => Promise<unknown>): Promise<KeyActRecord[]> {
  const rows = await db.selectFrom('purchase.access_activity').selectAll().where('user_id', '=', userId).orderBy('occurred_at').execute() as Row[];
  return opened(rows, (r) => open(r.client));
}

function opened(rows: readonly Row[], open: (r: Row) => Promise<unknown>): Promise<KeyActRecord[]> {
  return Promise.all(rows.map(async (r) => {
    // A shredded key opens nothing: the act stays, without its address.
    const client = (await open(r).catch(() => null)) as { ip?: string | null; userAgent?: string | null } | null;
    return {
      act: r.act, userId: r.user_id, correlationId: r.correlation_id, transactionId: r.transaction_id, vehicleId: r.vehicle_id, ref: r.ref,
      at: new Date(r.occurred_at).toISOString(), ip: client?.ip ?? null, userAgent: client?.userAgent ?? null, impersonatorId: r.impersonator_id,
    };
  }));
}
