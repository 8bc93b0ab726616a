import { DEFAULT_RESPONSE_TARGET_MINUTES } from '@marketplace/domain';
import type { Kysely } from 'kysely';

/** Each company's lead response target in minutes (its `leads` configuration section; 15 when not set, ADR 0074). */
export async function responseTargets(db: Kysely<any>, companyIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('dealer.companies').select(['company_id', 'configurations']).where('company_id', 'in', ids).execute();
  const target = (c: any) => Number(c?.leads?.responseTargetMinutes) || DEFAULT_RESPONSE_TARGET_MINUTES;
  return new Map(ids.map((id) => [id, target(rows.find((r) => r.company_id === id)?.configurations)]));
}
