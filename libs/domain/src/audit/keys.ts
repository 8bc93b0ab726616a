/**
 * What the audit index keeps of an event so that support can find it (ADR 0019): the ids it names, never a personal
 * value in clear. Ids are lower-cased; a company by its id (`company:<id>`) or its dealer name (`company:<name>`);
 * an email only as the identity context's keyed login hash (`email:<hash>`).
 */
const ID_FIELDS = new Set([
  'transactionId', 'vehicleId', 'userId', 'vin', 'paymentIntentId', 'refundId', 'stripeEventId', 'applicationId', 'tradeInId',
  'leadId', 'impersonatorId', 'fileId', 'ruleId', 'aggregateId',
  // The person a stream belongs to under another name (a garage vehicle added by a timer, a credit application, a
  // support message, a lead): without these, a stream no request of theirs wrote was missing from their Law 25 export
  // (ADR 0059). Events indexed before carry them only once the audit index is rebuilt.
  'ownerId', 'senderId', 'customerUserId',
]);
const LOGIN_HASH_FIELDS = new Set(['loginKey', 'previousLoginKey']);
const MAX_KEYS = 64;
/** Longer values are not ids (a GIN index also refuses an entry over 2,712 bytes, which would stop the projection). */
const MAX_KEY_LENGTH = 256;

export interface AuditMetadataKeys {
  readonly correlationId: string;
  readonly actor: string | null;
  readonly impersonator: string | null;
}

/** The dealer context's company stream prefix (domain/audit imports no other context; kept equal by a test). */
export const AUDITED_COMPANY_STREAM_PREFIX = 'company-';

export const emailKey = (loginHash: string) => `email:${loginHash}`;
export const companyKey = (idOrName: string | number) => `company:${String(idOrName).trim().toLowerCase()}`;

export function auditKeysOf(streamId: string, data: unknown, metadata: AuditMetadataKeys): string[] {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (key.length <= MAX_KEY_LENGTH) keys.add(key);
  };
  add(streamId.toLowerCase());
  add(metadata.correlationId.toLowerCase());
  // A company's own stream (dealer context, ADR 0018) names it at the top of its profile events: found by its name too.
  const isCompanyStream = streamId.startsWith(AUDITED_COMPANY_STREAM_PREFIX);
  if (metadata.actor) add(metadata.actor.toLowerCase());
  if (metadata.impersonator) add(metadata.impersonator.toLowerCase());
  const walk = (value: unknown, key: string, parent: string, depth: number) => {
    if (depth > 6 || value === null || value === undefined || keys.size >= MAX_KEYS) return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, key, parent, depth + 1);
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k, key, depth + 1);
      return;
    }
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const text = String(value).trim();
    if (text === '' || text.startsWith('pv1.')) return;
    if (ID_FIELDS.has(key)) add(text.toLowerCase());
    else if (LOGIN_HASH_FIELDS.has(key)) add(emailKey(text));
    else if (key === 'companyId' && text !== '0') add(companyKey(text));
    else if (key === 'name' && (parent === 'dealer' || (parent === '' && isCompanyStream))) add(companyKey(text));
  };
  walk(data, '', '', 0);
  return [...keys];
}

/** The keys a search string may mean; the caller adds the keyed login hash of it. */
export function searchKeysOf(q: string): string[] {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  return [...new Set([text, companyKey(text)])];
}

/** Ids an event names that have streams of their own, to gather a subject's related streams. */
export const RELATED_STREAM_FIELDS: Readonly<Record<string, string>> = {
  vehicleId: 'vehicle-',
  userId: 'user-',
  tradeInId: 'trade-in-',
  applicationId: 'credit-application-',
  transactionId: 'purchase-',
};

export function relatedStreamsOf(data: unknown, own: string): string[] {
  const out = new Set<string>();
  const walk = (value: unknown, key: string, depth: number) => {
    if (depth > 4 || value === null || value === undefined) return;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k, depth + 1);
      return;
    }
    const prefix = RELATED_STREAM_FIELDS[key];
    if (prefix && (typeof value === 'string' || typeof value === 'number') && String(value) !== '') out.add(`${prefix}${value}`);
  };
  walk(data, '', 0);
  out.delete(own);
  return [...out];
}

/** Events after which a related stream stays part of the subject until a later event of the subject closes it. */
export const HOLD_OPENING_EVENTS: readonly string[] = ['VehicleLocked', 'LockExtended', 'VehicleReserved'];
