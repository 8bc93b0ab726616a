import type { OutboxDepth } from '../../../../platform/observability/outbox-depth';
import { LEAD_DELIVERY } from '../lead-delivery/lead-delivery.deadline';

/**
 * The lead outbox's depth for the metrics (issue #45 item 6, ADR 0080): leads the delivery timer has still to email,
 * `waiting` for the company's first lead address, or `failed` (an address refused it; retried with backoff).
 */
export const leadOutboxDepth: OutboxDepth = {
  outbox: 'dealer.lead-outbox',
  states: ['waiting', 'failed'],
  async pending(pool) {
    const { rows } = await pool.query<{ status: string; n: string }>(
      `select status, count(*) as n from dealer.lead_outbox where status <> 'sent' group by status`);
    const counts = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    return { [LEAD_DELIVERY]: { waiting: counts.waiting ?? 0, failed: counts.failed ?? 0 } };
  },
};
