import { createHash } from 'node:crypto';

/** A stable UUID (version-5 layout) for a name: the same timer firing or webhook gives the same ids. */
export function uuidFromName(name: string): string {
  const b = createHash('sha1').update(name).digest();
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
