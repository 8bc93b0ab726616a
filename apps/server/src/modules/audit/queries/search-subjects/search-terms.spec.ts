import { randomBytes } from 'node:crypto';
import { KeyedHasher } from '../../../../platform/privacy/keys';
import { cardDayOf, cardSearchOf, phoneDigits, SearchTerms } from './search-terms';

const terms = new SearchTerms(new KeyedHasher(randomBytes(32)));
const marie = terms.of({ FirstName: 'Marie-Ève', LastName: 'Tremblay', Email: 'Marie.Tremblay@Example.ca', Phone: '+1 (514) 555-0199' });

/** The fields a search finds Marie by, as the reader's SQL does: every word of the query matched in one field. */
function found(q: string): string[] {
  const probes = terms.probes(q);
  const held = new Map(marie.map((t) => [t.term, t]));
  const fields = [...new Set(probes.map((p) => p.field))];
  return fields.filter((field) => {
    const parts = new Set(probes.filter((p) => p.field === field).map((p) => p.part));
    return [...parts].every((part) => probes.some((p) => p.field === field && p.part === part && held.get(p.term)?.field === field));
  });
}

describe('the blind index of people (ADR 0078)', () => {
  it('finds a person by part of their name, accents and case folded, every word having to match', () => {
    expect(found('tremblay')).toContain('name');
    expect(found('Marie Eve')).toContain('name');
    expect(found('MARIE-ÈVE TREMBLAY')).toContain('name');
    expect(found('trem')).toContain('name');
    expect(found('marie gagnon')).not.toContain('name');
    expect(found('tr')).toEqual([]);
  });

  it('finds a person by their email or the start of it, and by their phone in any format', () => {
    expect(found('marie.tremblay@example.ca')).toEqual(['email']);
    expect(found('marie.trem')).toContain('email');
    expect(found('marie.tremblay@')).toContain('email');
    for (const phone of ['514-555-0199', '(514) 555 0199', '15145550199', '+1.514.555.0199', '555-0199']) expect(found(phone)).toEqual(['phone']);
    expect(found('514-555-0198')).toEqual([]);
  });

  it("names, for each word of a search, a probe that everyone the word finds holds (what a search of several words intersects)", () => {
    const people = [
      marie, terms.of({ FirstName: 'Marc', LastName: "O'Neil-Tremblay", Email: 'marc@example.ca' }), terms.of({ FirstName: 'Zoé', LastName: 'St-Pierre' }),
      terms.of({ FirstName: 'Al', LastName: 'Li' }),
    ];
    const queries = ['marie tremblay', 'MARIE EVE tremb', 'marie-eve trem', 'zoé st-pierre', 'zoe pierre', 'st zo', 'al li', 'li al', "o'neil marc", 'oneiltr marc',
      'marc tremblay', 'eve zoe', 'marie.trem', 'mar', 'marc@example.ca', '514 555 0199'];
    const found: string[] = [];
    for (const q of queries) {
      const probes = terms.probes(q);
      for (const field of new Set(probes.map((p) => p.field))) {
        const parts = [...new Set(probes.filter((p) => p.field === field).map((p) => p.part))];
        for (const person of people) {
          const held = new Set(person.map((t) => t.term));
          const matches = (part: number) => probes.some((p) => p.field === field && p.part === part && held.has(p.term));
          const covered = (part: number) => probes.filter((p) => p.field === field && p.part === part && p.covers).every((p) => held.has(p.term));
          for (const part of parts) {
            expect(probes.filter((p) => p.field === field && p.part === part && p.covers)).toHaveLength(1);
            expect({ q, field, part, covered: covered(part) }).toEqual({ q, field, part, covered: matches(part) });
          }
          if (parts.every(matches)) found.push(`${q} → ${field} of person ${people.indexOf(person)}`);
        }
      }
    }
    expect(found).toEqual(expect.arrayContaining([
      'marie tremblay → name of person 0', 'MARIE EVE tremb → name of person 0', 'zoe pierre → name of person 2', 'al li → name of person 3', 'li al → name of person 3',
      "o'neil marc → name of person 1", 'oneiltr marc → name of person 1', 'marc@example.ca → email of person 1', '514 555 0199 → phone of person 0',
    ]));
    expect(found).not.toContain('eve zoe → name of person 0');
  });

  it('keeps no value in clear, only keyed hashes that another key does not reproduce', () => {
    const text = JSON.stringify(marie);
    expect(text).not.toMatch(/marie|tremblay|example|5550199/i);
    const other = new SearchTerms(new KeyedHasher(randomBytes(32))).of({ FirstName: 'Marie-Ève', LastName: 'Tremblay' });
    expect(other.some((t) => marie.some((m) => m.term === t.term))).toBe(false);
  });

  it('reads a North American number without its country code', () => {
    expect(phoneDigits('1 514 555 0199')).toBe('5145550199');
    expect(phoneDigits('12')).toBeNull();
  });

  it("reads a card search: the last 4 digits with the day it paid, in either order, never the last 4 alone", () => {
    expect(cardSearchOf('4242 2026-12-06')).toEqual({ last4: '4242', day: '2026-12-06' });
    expect(cardSearchOf(' 2026/12/6  4242 ')).toEqual({ last4: '4242', day: '2026-12-06' });
    expect(cardSearchOf('4242, 2026.12.06')).toEqual({ last4: '4242', day: '2026-12-06' });
    for (const q of ['4242', '2026-12-06', '4242 2026-02-30', '4242 2026-13-01', '424 2026-12-06', '4242 06/12/2026', '4242 2026-12-06 visa', 'marie 2026-12-06']) {
      expect(cardSearchOf(q)).toBeNull();
    }
  });

  it("keys a deposit by its card's last 4 and its Toronto day, as a card search does, with no digit in clear", () => {
    // 02:30 UTC on the 7th is still the 6th in Toronto.
    expect(cardDayOf('2026-12-07T02:30:00.000Z')).toBe('2026-12-06');
    const key = terms.cardKeyOf({ cardLast4: '4242', paidAt: '2026-12-07T02:30:00.000Z' });
    expect(key).toBe(terms.cardProbe('4242 2026-12-06'));
    expect(key).not.toBe(terms.cardProbe('4242 2026-12-07'));
    // A keyed hash: another key does not reproduce it, and the value is not in it.
    expect(key).toMatch(/^card:[^:]+$/);
    expect(new SearchTerms(new KeyedHasher(randomBytes(32))).cardKeyOf({ cardLast4: '4242', paidAt: '2026-12-07T02:30:00.000Z' })).not.toBe(key);
    expect(terms.cardProbe('4242')).toBeNull();
    expect(terms.cardKeyOf({ paidAt: '2026-12-07T02:30:00.000Z' })).toBeNull();
  });
});
