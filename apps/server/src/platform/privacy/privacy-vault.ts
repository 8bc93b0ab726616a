import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** Ciphertext made by the vault: `pv1.<iv>.<ciphertext+tag>` (base64url), bound to its subject. */
export type SealedValue = string;

const PREFIX = 'pv1';
const KEY_CACHE_TTL_MS = 60_000;
const KEY_CACHE_MAX = 10_000;

/** Encrypting for a subject whose key was shredded: its data must never be written again. */
export class SubjectShreddedError extends Error {
  constructor(readonly subjectId: string) {
    super(`The data key of ${subjectId} was shredded`);
    this.name = 'SubjectShreddedError';
  }
}

/**
 * A dependent subject: a person whose data another person (the owner) gave, sealed with a key of their own so that it
 * can be shredded alone, named under the owner's so that the owner's reads may open it and the owner's erasure
 * shreds it too (a co-applicant of a credit application, ADR 0063): `<owner>/<kind>/<id>`.
 */
export const dependentSubject = (ownerId: string, kind: string, id: string) => `${ownerId}/${kind}/${id}`;
/** Whether `subjectId` is `ownerId` or one of its dependents. */
export const belongsTo = (subjectId: string, ownerId: string) => subjectId === ownerId || subjectId.startsWith(`${ownerId}/`);
const ownerOf = (subjectId: string) => subjectId.split('/')[0];

export const isSealed = (value: unknown): value is SealedValue => typeof value === 'string' && value.startsWith(`${PREFIX}.`);

function gcmEncrypt(key: Buffer, plaintext: Buffer, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

function gcmDecrypt(key: Buffer, sealed: string, aad: string): Buffer {
  const [prefix, ivText, bodyText] = sealed.split('.');
  if (prefix !== PREFIX || !ivText || !bodyText) throw new Error('Not a sealed value');
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
}

interface CachedKey {
  readonly key: Buffer | null;
  readonly at: number;
}

/**
 * Crypto-shredding vault (ARCHITECTURE §3 rule 10). Each subject (a person) gets its own random AES-256 data key,
 * stored in `platform.data_keys` only wrapped (AES-256-GCM) with the master key. Personal fields are sealed with the
 * subject's key before they enter an event; `shred(subject)` destroys the key, which makes every sealed value of that
 * subject, in every event ever written, undecryptable, without rewriting the log. A shredded subject keeps a
 * tombstone row so that nothing can be sealed for it again.
 *
 * Shredding a subject shreds its dependents (`<subject>/…`, see dependentSubject) with it, and nothing can be sealed
 * for a dependent of a shredded subject.
 *
 * Keys are cached in memory for a minute; `shred` evicts locally. The caller that shreds (account deletion) also
 * stops every use of the subject's data, so another process's cached copy expires unused.
 */
export class PrivacyVault {
  private readonly cache = new Map<string, CachedKey>();

  constructor(private readonly db: Kysely<any>, private readonly masterKey: Buffer) {}

  /** The same vault reading and writing through another executor (e.g. a projection's transaction). */
  withExecutor(db: Kysely<any>): PrivacyVault {
    return new PrivacyVault(db, this.masterKey);
  }

  async encrypt(subjectId: string, value: unknown): Promise<SealedValue> {
    const key = await this.keyFor(subjectId, true);
    if (!key) throw new SubjectShreddedError(subjectId);
    return gcmEncrypt(key, Buffer.from(JSON.stringify(value), 'utf8'), subjectId);
  }

  /** The value, or null when the subject's key was shredded (or never existed). Throws on tampered ciphertext. */
  async decrypt<T = unknown>(subjectId: string, sealed: SealedValue): Promise<T | null> {
    const key = await this.keyFor(subjectId, false);
    if (!key) return null;
    return JSON.parse(gcmDecrypt(key, sealed, subjectId).toString('utf8')) as T;
  }

  async shred(subjectId: string): Promise<void> {
    await sql`
      insert into platform.data_keys (subject_id, wrapped_key, shredded_at) values (${subjectId}, null, now())
      on conflict (subject_id) do update set wrapped_key = null, shredded_at = coalesce(platform.data_keys.shredded_at, now())`.execute(this.db);
    await sql`
      update platform.data_keys set wrapped_key = null, shredded_at = coalesce(shredded_at, now())
      where left(subject_id, ${subjectId.length + 1}) = ${`${subjectId}/`}`.execute(this.db);
    for (const cached of this.cache.keys()) if (belongsTo(cached, subjectId)) this.cache.delete(cached);
    this.cache.set(subjectId, { key: null, at: Date.now() });
  }

  async isShredded(subjectId: string): Promise<boolean> {
    const { rows } = await sql<{ shredded: boolean }>`select shredded_at is not null as shredded from platform.data_keys where subject_id = ${subjectId}`.execute(this.db);
    return rows[0]?.shredded ?? false;
  }

  private async keyFor(subjectId: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached && Date.now() - cached.at < KEY_CACHE_TTL_MS && (cached.key || !create)) return cached.key;
    let row = await this.readKey(subjectId);
    // A dependent of a shredded subject is shredded with it: no key is made for it afterwards.
    if (!row && create && ownerOf(subjectId) !== subjectId && (await this.readKey(ownerOf(subjectId)))?.shredded) row = { wrapped_key: null, shredded: true };
    if (!row && create) {
      const wrapped = gcmEncrypt(this.masterKey, randomBytes(32), `data-key:${subjectId}`);
      await sql`insert into platform.data_keys (subject_id, wrapped_key) values (${subjectId}, ${wrapped}) on conflict (subject_id) do nothing`.execute(this.db);
      row = await this.readKey(subjectId);
    }
    const key = row?.wrapped_key ? gcmDecrypt(this.masterKey, row.wrapped_key, `data-key:${subjectId}`) : null;
    // Only remember answers that cannot change under us: a key, or a shredded tombstone.
    if (key || row?.shredded) this.remember(subjectId, key);
    return key;
  }

  private async readKey(subjectId: string) {
    const { rows } = await sql<{ wrapped_key: string | null; shredded: boolean }>`
      select wrapped_key, shredded_at is not null as shredded from platform.data_keys where subject_id = ${subjectId}`.execute(this.db);
    return rows[0] ?? null;
  }

  private remember(subjectId: string, key: Buffer | null) {
    if (this.cache.size >= KEY_CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(subjectId, { key, at: Date.now() });
  }
}
