/**
 * `count` inventory searches of the given mix, each a query of its own (priceMin in cents varies), starting at query
 * number `first`: searches no page cache has seen. Rounds of one bench take disjoint ranges (the cache keeps 5,000
 * pages, more than a round sends, so a repeated list would be served from it).
 */
export function distinctSearches(paths: readonly string[], count: number, first = 0): string[] {
  return Array.from({ length: count }, (_, n) => {
    const i = first + n;
    const path = paths[i % paths.length];
    if (/[?&]priceMin=\d+/.test(path)) return path.replace(/priceMin=(\d+)/, (_m, cents: string) => `priceMin=${Number(cents) + i + 1}`);
    return `${path}${path.includes('?') ? '&' : '?'}priceMin=${i + 1}`;
  });
}
