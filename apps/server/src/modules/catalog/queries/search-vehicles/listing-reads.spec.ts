import { GenerationCache, searchTokens } from './listing-reads';

describe('GenerationCache', () => {
  it('answers only for the generation an entry was stored with, and forgets older generations', () => {
    const cache = new GenerationCache<number>();
    cache.set('10', 'a', 1);
    expect(cache.get('10', 'a')).toBe(1);
    expect(cache.get('11', 'a')).toBeUndefined();
    expect(cache.get(null, 'a')).toBeUndefined();
    cache.set('11', 'b', 2);
    expect(cache.get('10', 'a')).toBeUndefined();
    expect(cache.get('11', 'b')).toBe(2);
    cache.set('10', 'a', 99); // a slow request of an older generation does not come back
    expect(cache.get('10', 'a')).toBeUndefined();
    expect(cache.get('11', 'b')).toBe(2);
  });

  it('compares generations as integers, not strings', () => {
    const cache = new GenerationCache<number>();
    cache.set('9', 'a', 1);
    cache.set('10', 'a', 2);
    expect(cache.get('10', 'a')).toBe(2);
  });

  it('forgets the least recently used entry first', () => {
    const cache = new GenerationCache<number>(2);
    cache.set('1', 'a', 1);
    cache.set('1', 'b', 2);
    expect(cache.get('1', 'a')).toBe(1); // a is now the most recently used
    cache.set('1', 'c', 3);
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')).toBe(1);
    expect(cache.get('1', 'c')).toBe(3);
  });

  it('stays bounded', () => {
    const cache = new GenerationCache<number>(3);
    ['a', 'b', 'c', 'd'].forEach((k, i) => cache.set('1', k, i));
    expect(cache.get('1', 'a')).toBeUndefined();
    expect(cache.get('1', 'd')).toBe(3);
  });

  it('stays within its total weight, oldest out first; a value heavier than the whole budget is not kept', () => {
    const cache = new GenerationCache<number[]>(100, (v) => v.length, 5);
    cache.set('1', 'a', [1, 2]);
    cache.set('1', 'b', [1, 2]);
    cache.set('1', 'a', [1]); // replacing an entry gives its weight back
    cache.set('1', 'c', [1, 2]);
    expect(['a', 'b', 'c'].map((k) => cache.get('1', k)?.length)).toEqual([1, 2, 2]);
    cache.set('1', 'd', [1, 2, 3]); // 8 > 5: b then a (least recently used) leave
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get('1', k)?.length)).toEqual([undefined, undefined, 2, 3]);
    cache.set('1', 'e', [1, 2, 3, 4, 5, 6]);
    expect(cache.get('1', 'e')).toBeUndefined();
    expect(cache.get('1', 'd')).toEqual([1, 2, 3]);
  });

  it('tells which generation it holds and whether it holds a key for it, without making the key recent', () => {
    const cache = new GenerationCache<number>(2);
    expect(cache.latest).toBeNull();
    expect(cache.holds('a')).toBe(false);
    cache.set('7', 'a', 1);
    cache.set('7', 'b', 2);
    expect(cache.latest).toBe('7');
    expect(cache.holds('a')).toBe(true);
    cache.set('7', 'c', 3); // 'a' is still the least recently used: holds() did not touch it
    expect(cache.holds('a')).toBe(false);
    cache.set('8', 'd', 4);
    expect([cache.latest, cache.holds('b'), cache.holds('d')]).toEqual(['8', false, true]);
  });
});

describe('searchTokens', () => {
  it('normalises words (case, accents), keeps at most 6 of at most 40 characters', () => {
    expect(searchTokens('  Québec   CR-V  ')).toEqual(['quebec', 'cr-v']);
    expect(searchTokens('a b c d e f g h')).toHaveLength(6);
    expect(searchTokens('x'.repeat(60))[0]).toHaveLength(40);
    expect(searchTokens(undefined)).toEqual([]);
  });
});
