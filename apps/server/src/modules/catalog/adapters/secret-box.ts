import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the price-guide API keys at rest. The key is DATA_ENCRYPTION_KEY (base64, 32 bytes) when set,
 * otherwise derived from the session secret (development). Stored as base64(iv | tag | ciphertext).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(material: { dataEncryptionKey?: string; fallbackSecret: string }) {
    const fromEnv = material.dataEncryptionKey ? Buffer.from(material.dataEncryptionKey, 'base64') : null;
    this.key = fromEnv && fromEnv.length === 32
      ? fromEnv
      : createHash('sha256').update(`catalog.api-keys|${material.fallbackSecret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
