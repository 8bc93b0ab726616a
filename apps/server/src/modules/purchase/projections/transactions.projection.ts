import {
  completedSteps, depositStatus, dirtySteps, evolveTransaction, LEAD_STREAM_PREFIX, transactionIdOfStream, transactionStatus,
  type ExistingTransaction, type LeadEvent, type TransactionEvent, type TransactionState,
} from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../platform/projections/projection';

export const TRANSACTIONS_PROJECTION = 'purchase.transactions';

/** The state as the read table keeps it: personal fields dropped (they live sealed in the events only). */
export function withoutPersonal(s: ExistingTransaction): ExistingTransaction {
  return { ...s, personalDetails: null, delivery: s.delivery ? { ...s.delivery, address: null } : null };
}

export function toColumns(s: ExistingTransaction) {
  return {
    transaction_id: s.transactionId, user_id: s.userId, vehicle_id: s.vehicle.vehicleId, status: transactionStatus(s), year: s.vehicle.year,
    make: s.vehicle.make, model: s.vehicle.model, version: s.vehicle.trim, photo_url: s.vehicle.photo, price: s.vehicle.price,
    company_id: s.vehicle.dealer.companyId, province: s.province, completed_steps: JSON.stringify(completedSteps(s)),
    dirty_steps: JSON.stringify(dirtySteps(s)), deposit_status: depositStatus(s.deposit), deposit_amount: s.deposit.amount,
    payment_intent_id: s.deposit.paymentIntentId, deposit_updated_at: s.deposit.updatedAt, document_signed: s.contract !== null,
    contract_url: s.contract?.url ?? null, started_at: s.startedAt, updated_at: s.updatedAt, stream_version: s.version,
    state: JSON.stringify(withoutPersonal(s)),
  };
}

/** Events that become lead records for the dealer (the dealer issue displays them). */
const LEAD_KINDS: Partial<Record<string, string>> = {
  TransactionStarted: 'buy_online_started',
  DepositPaid: 'deposit_paid',
  ContractSigned: 'contract_signed',
  TransactionCancelled: 'transaction_cancelled',
};

/**
 * purchase.transactions (the list, the current-transaction card, the admin views to come) and purchase.leads.
 * A row folds its stream's events with the domain's evolve; the upsert only overwrites an older version and leads are
 * keyed by event id, so a batch delivered twice changes nothing.
 */
export async function applyTransactionEvents(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<void> {
  const byTransaction = new Map<string, RecordedEvent[]>();
  const leads: Record<string, unknown>[] = [];
  for (const e of events) {
    if (e.streamId.startsWith(LEAD_STREAM_PREFIX)) {
      const d = (e as unknown as LeadEvent).data;
      leads.push({
        event_id: e.metadata.eventId, kind: `lead_${d.kind}`, transaction_id: d.transactionId, vehicle_id: d.vehicle.vehicleId, user_id: d.userId,
        company_id: d.vehicle.companyId, year: d.vehicle.year, make: d.vehicle.make, model: d.vehicle.model, message: null, created_at: d.submittedAt,
      });
      continue;
    }
    const id = transactionIdOfStream(e.streamId);
    if (!id) continue;
    byTransaction.set(id, [...(byTransaction.get(id) ?? []), e]);
  }
  if (byTransaction.size > 0) {
    const existing = await db.selectFrom('transactions').select(['transaction_id', 'state']).where('transaction_id', 'in', [...byTransaction.keys()]).execute();
    const states = new Map<string, TransactionState>(existing.map((r) => [r.transaction_id as string, (typeof r.state === 'string' ? JSON.parse(r.state) : r.state) as TransactionState]));
    const changed: ExistingTransaction[] = [];
    for (const [id, list] of byTransaction) {
      let state: TransactionState = states.get(id) ?? { exists: false, version: 0 };
      for (const e of list) {
        if (e.streamVersion <= state.version) continue; // already applied
        state = evolveTransaction(state, e as unknown as TransactionEvent);
        const kind = LEAD_KINDS[e.type];
        if (kind && state.exists) {
          leads.push({
            event_id: e.metadata.eventId, kind, transaction_id: id, vehicle_id: state.vehicle.vehicleId, user_id: state.userId,
            company_id: state.vehicle.dealer.companyId, year: state.vehicle.year, make: state.vehicle.make, model: state.vehicle.model, message: null,
            created_at: e.metadata.occurredAt,
          });
        }
      }
      if (state.exists && state !== states.get(id)) changed.push(state);
    }
    for (const s of changed) {
      const row = toColumns(s);
      const columns = Object.keys(row).filter((k) => k !== 'transaction_id');
      await db.insertInto('transactions').values(row)
        .onConflict((oc) => oc.column('transaction_id')
          .doUpdateSet(Object.fromEntries(columns.map((k) => [k, sql.raw(`excluded.${k}`)])))
          .where(sql<boolean>`transactions.stream_version < excluded.stream_version`))
        .execute();
    }
  }
  if (leads.length > 0) await db.insertInto('leads').values(leads).onConflict((oc) => oc.column('event_id').doNothing()).execute();
}

export function transactionsProjection(): Projection {
  return defineProjection({
    name: TRANSACTIONS_PROJECTION,
    schema: 'purchase',
    tables: ['transactions', 'leads'],
    apply: (db, events) => applyTransactionEvents(db, events.filter((e) => e.streamId.startsWith('purchase-') || e.streamId.startsWith(LEAD_STREAM_PREFIX))),
  });
}
