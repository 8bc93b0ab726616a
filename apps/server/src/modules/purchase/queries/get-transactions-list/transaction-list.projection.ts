import { transactionIdOfStream, transactionStatus, type TransactionEvent, type TransactionStatus } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { rowProjection, type RowModel } from '../../../../platform/projections/row-projection';
import { admitsBuyer } from '../../integration-events/erased-buyers.consumer';

export const TRANSACTION_LIST_PROJECTION = 'purchase.transaction-list';

/** One line of the buyer's transaction list (spec §3 Transaction): the user menu's card, the history, the dashboard. */
export interface TransactionListRow {
  readonly transactionId: string;
  readonly userId: string;
  readonly vehicleId: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly photoUrl: string | null;
  readonly startedAt: string;
  readonly cancelled: boolean;
  readonly deposit: { readonly paid: boolean; readonly refundRequested: boolean; readonly refunded: boolean };
  readonly contractUrl: string | null;
  readonly status: TransactionStatus;
  /** The last stream version applied: older deliveries are ignored. */
  readonly version: number;
}

const withStatus = (row: Omit<TransactionListRow, 'status'>): TransactionListRow => ({
  ...row,
  status: transactionStatus({
    cancelled: row.cancelled, steps: {}, contract: row.contractUrl === null ? null : {},
    deposit: { ...row.deposit, requested: row.deposit.paid, failedReason: null },
  }),
});

export function evolveTransactionListRow(row: TransactionListRow | null, event: RecordedEvent): TransactionListRow | null {
  if (row && event.streamVersion <= row.version) return row;
  const e = event as unknown as TransactionEvent;
  if (e.type === 'TransactionStarted') {
    const { transactionId, userId, vehicle, startedAt } = e.data;
    return withStatus({
      transactionId, userId, vehicleId: vehicle.vehicleId, year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim,
      photoUrl: vehicle.photo, startedAt, cancelled: false, deposit: { paid: false, refundRequested: false, refunded: false }, contractUrl: null,
      version: event.streamVersion,
    });
  }
  if (!row) return null;
  const next = { ...row, version: event.streamVersion };
  switch (e.type) {
    case 'DepositPaid':
      return withStatus({ ...next, deposit: { ...row.deposit, paid: true } });
    case 'DepositRefundRequested':
      return withStatus({ ...next, deposit: { ...row.deposit, refundRequested: true } });
    case 'DepositRefunded':
      return withStatus({ ...next, deposit: { ...row.deposit, refunded: true } });
    case 'ContractSigned':
      return withStatus({ ...next, contractUrl: e.data.contractUrl });
    case 'TransactionCancelled':
      return withStatus({ ...next, cancelled: true });
    default:
      return next;
  }
}

export const transactionListModel: RowModel<TransactionListRow> = {
  name: TRANSACTION_LIST_PROJECTION,
  schema: 'purchase',
  table: 'transaction_list',
  keyColumn: 'transaction_id',
  keyOf: (e) => transactionIdOfStream(e.streamId),
  evolve: evolveTransactionListRow,
  admits: admitsBuyer,
  toColumns: (r) => ({
    transaction_id: r.transactionId, user_id: r.userId, vehicle_id: r.vehicleId, year: r.year, make: r.make, model: r.model, trim: r.trim,
    photo_url: r.photoUrl, started_at: r.startedAt, cancelled: r.cancelled, deposit: r.deposit, contract_url: r.contractUrl, status: r.status,
    stream_version: r.version,
  }),
  fromColumns: (c) => ({
    transactionId: c.transaction_id, userId: c.user_id, vehicleId: c.vehicle_id, year: c.year, make: c.make, model: c.model, trim: c.trim,
    photoUrl: c.photo_url, startedAt: c.started_at, cancelled: c.cancelled, deposit: c.deposit, contractUrl: c.contract_url, status: c.status,
    version: c.stream_version,
  }),
};

export const transactionListProjection = () => rowProjection(transactionListModel);
