import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PrivacyVault } from '../privacy/privacy-vault';

export interface StoredFile {
  readonly fileId: string;
  readonly contentType: string;
  readonly bytes: number;
}

export interface OpenedFile extends StoredFile {
  readonly subjectId: string;
  readonly kind: string;
  readonly data: Buffer;
}

/**
 * Private storage in PostgreSQL (one backup, one transaction story; files here are small: re-encoded images and
 * PDFs). Bytes are AES-256-GCM encrypted with a per-file key that is itself sealed for the owner (crypto-shredding).
 */
export class PrivateFileStore {
  constructor(private readonly db: Kysely<any>, private readonly vault: PrivacyVault) {}

  /**
   * Stores a file under a new id, or under `fileId` when the caller names it (one contract per transaction): a second
   * put of a named file stores nothing and answers the file already there, so a step retried after a crash never
   * leaves two copies.
   */
  async put(file: { subjectId: string; kind: string; contentType: string; data: Buffer; fileId?: string }): Promise<StoredFile> {
    const fileId = file.fileId ?? randomUUID();
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(fileId));
    const body = Buffer.concat([iv, cipher.update(file.data), cipher.final(), cipher.getAuthTag()]);
    const sealedKey = await this.vault.encrypt(file.subjectId, key.toString('base64'));
    const inserted = await this.db.insertInto('files.private_files').values({
      file_id: fileId, subject_id: file.subjectId, kind: file.kind, content_type: file.contentType, bytes: file.data.length, sealed_key: sealedKey, data: body,
    }).onConflict((oc) => oc.column('file_id').doNothing()).returning('file_id').executeTakeFirst();
    if (inserted) return { fileId, contentType: file.contentType, bytes: file.data.length };
    const stored = await this.stat(fileId);
    if (stored?.subjectId !== file.subjectId || stored.kind !== file.kind) throw new Error(`file ${fileId} is stored already for another subject or kind`);
    return { fileId, contentType: stored.contentType, bytes: stored.bytes };
  }

  /** A stored file's owner, kind, type and size, without its bytes; null when unknown. */
  async stat(fileId: string): Promise<(StoredFile & { readonly subjectId: string; readonly kind: string }) | null> {
    const row = await this.db.selectFrom('files.private_files').select(['subject_id', 'kind', 'content_type', 'bytes'])
      .where('file_id', '=', fileId).executeTakeFirst();
    return row ? { fileId, subjectId: row.subject_id, kind: row.kind, contentType: row.content_type, bytes: row.bytes } : null;
  }

  /** The file, or null when unknown or when its owner's key was shredded. */
  async open(fileId: string): Promise<OpenedFile | null> {
    const row = await this.db.selectFrom('files.private_files').selectAll().where('file_id', '=', fileId).executeTakeFirst();
    if (!row) return null;
    const keyText = await this.vault.decrypt<string>(row.subject_id, row.sealed_key);
    if (!keyText) return null;
    const body: Buffer = row.data;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyText, 'base64'), body.subarray(0, 12));
    decipher.setAAD(Buffer.from(fileId));
    decipher.setAuthTag(body.subarray(body.length - 16));
    const data = Buffer.concat([decipher.update(body.subarray(12, body.length - 16)), decipher.final()]);
    return { fileId, subjectId: row.subject_id, kind: row.kind, contentType: row.content_type, bytes: row.bytes, data };
  }

  /** Removes a file nothing refers to (e.g. stored for a command that was then refused). */
  async delete(fileId: string): Promise<void> {
    await this.db.deleteFrom('files.private_files').where('file_id', '=', fileId).execute();
  }

  /** The raw stored row (ciphertext), for tests and audits: never served. */
  async rawCiphertext(fileId: string): Promise<Buffer | null> {
    const row = await this.db.selectFrom('files.private_files').select('data').where('file_id', '=', fileId).executeTakeFirst();
    return row ? (row.data as Buffer) : null;
  }
}
