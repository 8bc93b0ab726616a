import type { KeyedHasher } from '../../../../platform/privacy/keys';

/** Lower case, no accents, single spaces: "Éloïse  Tremblay" and "eloise tremblay" find the same person. */
export const normaliseName = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Keyed hashes of a person's full name and last name, the only form in which names are indexed (ADR 0019). */
export function nameKeysOf(hasher: KeyedHasher, firstName: string, lastName: string): string[] {
  const full = normaliseName(`${firstName} ${lastName}`);
  const last = normaliseName(lastName);
  return [...new Set([full, last].filter((n) => n.length > 1))].map((n) => `name:${hasher.hash('audit-name', n)}`);
}

/** The name key a search string would match. */
export const nameSearchKey = (hasher: KeyedHasher, q: string) => `name:${hasher.hash('audit-name', normaliseName(q))}`;
