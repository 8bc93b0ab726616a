/**
 * A route loader's reads, for a page the server renders (ADR 0065): there the loader waits for them, so the HTML is
 * complete and the answers go with the page to the browser. In the browser the loader does nothing: the page asks with
 * its own queries (which find those answers there on the first load) and shows its placeholders meanwhile, as before
 * server rendering. Reads are TanStack Query prefetches: a failed one is kept as the query's error, never thrown, and
 * the page renders that state.
 */
export async function serverPageData(reads: () => Promise<unknown>): Promise<void> {
  if (typeof document === 'undefined') await reads();
}
