import { localDate } from '@marketplace/domain';
import type { KeyedHasher } from '../../../../platform/privacy/keys';

/**
 * The blind index of people (ADR 0078): what support types to find a person (part of a name, part of an email, a phone
 * in any format) is kept only as keyed hashes of normalised values, one row per (term, person) in audit.search_terms,
 * erased with the person. A search hashes the same normalised forms of what is typed and looks the hashes up.
 */
export type SearchField = 'name' | 'email' | 'phone';

/** One indexed term of a person: its keyed hash, the field it stands for, and how much a match on it counts. */
export interface SearchTerm {
  readonly term: string;
  readonly field: SearchField;
  readonly weight: number;
}

/** What a search looks for: for each word of it (`part`), the terms any of which matches it, per field. */
export interface SearchProbe extends SearchTerm {
  readonly part: number;
  /**
   * The probe of its part that every person the part matches holds (a name word's prefix term: whoever holds the word,
   * or the whole name, holds it too; the word's own term for a word too short to have a prefix term). A search of
   * several words intersects these alone, then weighs the few people in all of them (ADR 0090).
   */
  readonly covers: boolean;
}

/** Lower case, no accents, single spaces: "Éloïse  Tremblay" and "eloise tremblay" find the same person. */
export const normaliseName = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}'\- ]/gu, ' ').replace(/\s+/g, ' ').trim();

/** A name's words ("Jean-François O'Neil": jean-francois, jean, francois, o'neil, oneil). */
function nameTokens(name: string): string[] {
  const words = normaliseName(name).split(' ').filter(Boolean);
  return [...new Set(words.flatMap((w) => [w, ...w.split(/[-']/), w.replace(/[-']/g, '')]).filter((w) => w.length > 0))];
}

/** The shortest typed prefix of a word or an email that finds anyone: fewer letters would match too many people. */
export const MIN_PREFIX = 3;
const prefixesOf = (word: string) => Array.from({ length: Math.max(0, word.length - MIN_PREFIX + 1) }, (_, i) => word.slice(0, MIN_PREFIX + i));

/** Digits of a North American number, without the country code: "+1 (514) 555-0199" and "514.555.0199" are the same. */
export function phoneDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= 7 && national.length <= 10 ? national : null;
}

/**
 * A card's last 4 digits with the day it paid (ADR 0078): "4242 2026-12-06" or "2026/12/06 4242". The last 4 alone
 * would name thousands of payments: without a valid date it is no card search. The day is Toronto's (the console's
 * business day), as the deposit's key is.
 */
export function cardSearchOf(q: string): { readonly last4: string; readonly day: string } | null {
  const words = q.trim().split(/[\s,]+/).filter(Boolean);
  if (words.length !== 2) return null;
  const last4 = words.find((w) => /^\d{4}$/.test(w));
  const date = words.find((w) => w !== last4)?.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/);
  if (!last4 || !date) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { last4, day: at.toISOString().slice(0, 10) };
}

/** The day a payment counts for in a card search: its Toronto calendar day. */
export const cardDayOf = (paidAt: string) => localDate(new Date(paidAt), 'ON');

const WEIGHTS = { fullName: 100, nameWord: 60, namePrefix: 30, email: 100, emailLocal: 80, emailPrefix: 40, phone: 90, phoneLocal: 50 } as const;

export class SearchTerms {
  constructor(private readonly hasher: KeyedHasher) {}

  private hash(kind: string, value: string) {
    return `${kind}:${this.hasher.hash('audit-search', `${kind}:${value}`)}`;
  }

  /**
   * The event index key of a deposit paid by card (its last 4 and Toronto day, keyed: the index holds no digits), or
   * null for one recorded without its card.
   */
  cardKeyOf(deposit: { readonly cardLast4?: unknown; readonly paidAt?: unknown }): string | null {
    const { cardLast4, paidAt } = deposit;
    if (typeof cardLast4 !== 'string' || !/^\d{4}$/.test(cardLast4) || typeof paidAt !== 'string' || Number.isNaN(Date.parse(paidAt))) return null;
    return this.hash('card', `${cardLast4}:${cardDayOf(paidAt)}`);
  }

  /** The key a card search looks up (see cardSearchOf), or null when the text is not one. */
  cardProbe(q: string): string | null {
    const card = cardSearchOf(q);
    return card ? this.hash('card', `${card.last4}:${card.day}`) : null;
  }

  /** Every term a person is found by, from their sealed profile once opened (nothing of it is kept in clear). */
  of(p: { readonly FirstName?: string; readonly LastName?: string; readonly Email?: string; readonly Phone?: string; readonly Cell?: string }): SearchTerm[] {
    const terms = new Map<string, SearchTerm>();
    const add = (kind: string, value: string, field: SearchField, weight: number) => {
      const term = this.hash(kind, value);
      const kept = terms.get(term);
      if (!kept || kept.weight < weight) terms.set(term, { term, field, weight });
    };
    const full = normaliseName(`${p.FirstName ?? ''} ${p.LastName ?? ''}`);
    if (full.length > 1) add('name', full, 'name', WEIGHTS.fullName);
    for (const word of nameTokens(`${p.FirstName ?? ''} ${p.LastName ?? ''}`)) {
      add('name-word', word, 'name', WEIGHTS.nameWord);
      for (const prefix of prefixesOf(word)) add('name-prefix', prefix, 'name', WEIGHTS.namePrefix);
    }
    const email = (p.Email ?? '').trim().toLowerCase();
    if (email.includes('@')) {
      const local = email.slice(0, email.lastIndexOf('@'));
      add('email', email, 'email', WEIGHTS.email);
      add('email-local', local, 'email', WEIGHTS.emailLocal);
      for (const prefix of prefixesOf(local)) add('email-prefix', prefix, 'email', WEIGHTS.emailPrefix);
    }
    for (const phone of [p.Phone, p.Cell]) {
      const digits = phone ? phoneDigits(phone) : null;
      if (!digits || digits.length !== 10) continue;
      add('phone', digits, 'phone', WEIGHTS.phone);
      add('phone-local', digits.slice(3), 'phone', WEIGHTS.phoneLocal);
    }
    return [...terms.values()];
  }

  /**
   * The probes of a search text: as a name (each word must match, as a whole word or as the start of one), as an
   * email or the start of one, as a phone number (ten digits, or the seven after the area code).
   */
  probes(q: string): SearchProbe[] {
    const probes: SearchProbe[] = [];
    const words = normaliseName(q).split(' ').filter(Boolean);
    // The whole name's words are each a word of it, and a word of MIN_PREFIX letters or more is one of its own prefixes
    // (prefixesOf runs to the whole word): the prefix probe covers its part.
    if (words.length > 1) probes.push({ term: this.hash('name', words.join(' ')), field: 'name', weight: WEIGHTS.fullName, part: 0, covers: false });
    words.forEach((word, part) => {
      const prefixed = word.length >= MIN_PREFIX;
      probes.push({ term: this.hash('name-word', word), field: 'name', weight: WEIGHTS.nameWord, part, covers: !prefixed });
      if (prefixed) probes.push({ term: this.hash('name-prefix', word), field: 'name', weight: WEIGHTS.namePrefix, part, covers: true });
    });
    const text = q.trim().toLowerCase();
    if (text && !/\s/.test(text)) {
      if (text.includes('@')) {
        const local = text.slice(0, text.lastIndexOf('@'));
        // Whoever holds the whole email holds its local part.
        probes.push({ term: this.hash('email', text), field: 'email', weight: WEIGHTS.email, part: 0, covers: !local });
        if (local) probes.push({ term: this.hash('email-local', local), field: 'email', weight: WEIGHTS.emailLocal, part: 0, covers: true });
      } else if (text.length >= MIN_PREFIX) {
        probes.push({ term: this.hash('email-local', text), field: 'email', weight: WEIGHTS.emailLocal, part: 0, covers: false });
        probes.push({ term: this.hash('email-prefix', text), field: 'email', weight: WEIGHTS.emailPrefix, part: 0, covers: true });
      }
    }
    const digits = /^[\d\s().+-]+$/.test(q.trim()) ? phoneDigits(q) : null;
    if (digits?.length === 10) probes.push({ term: this.hash('phone', digits), field: 'phone', weight: WEIGHTS.phone, part: 0, covers: true });
    if (digits?.length === 7) probes.push({ term: this.hash('phone-local', digits), field: 'phone', weight: WEIGHTS.phoneLocal, part: 0, covers: true });
    return probes;
  }
}
