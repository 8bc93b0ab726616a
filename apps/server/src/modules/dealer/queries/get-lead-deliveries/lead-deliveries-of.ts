import type { Kysely } from 'kysely';

/** One lead's delivery to one of its company's lead addresses: the last outcome the SMTP server gave. */
export interface LeadDeliveryRecord {
  readonly leadId: string;
  readonly address: string;
  readonly status: 'sent' | 'failed';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly updatedAt: string;
}

/**
 * The deliveries of these leads (a purchase's lead has the transaction's id), oldest first: for the audit timeline of
 * the purchase (ADR 0087), which staff read; the dealers' own route checks their company instead.
 */
export async function leadDeliveriesOf(db: Kysely<any>, leadIds: readonly string[]): Promise<LeadDeliveryRecord[]> {
  if (leadIds.length === 0) return [];
  const rows = await db.selectFrom('dealer.lead_deliveries').selectAll().where('lead_id', 'in', [...leadIds]).orderBy('updated_at').limit(100).execute();
  return rows.map((r) => ({
    leadId: r.lead_id as string, address: r.address as string, status: r.status as 'sent' | 'failed', attempts: r.attempts as number,
    lastError: r.last_error as string | null, updatedAt: new Date(r.updated_at).toISOString(),
  }));
}
