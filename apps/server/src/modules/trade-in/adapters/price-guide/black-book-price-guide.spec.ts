import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogPublicApi } from '../../../catalog/catalog.public';
import { BlackBookPriceGuide } from './black-book-price-guide';
import { builtInPriceRecord } from './built-in-price-guide';

const BASIS = { msrp: 2_000_000, options: [{ code: 'sunroof', category: 'exterior' }] };
const BUILT_IN = builtInPriceRecord(BASIS);
const CIVIC = { trimId: 2011, year: 2025, make: 'Honda', model: 'Civic', trim: 'LX' };

describe('BlackBookPriceGuide', () => {
  let hanging: Server;
  const open = new Set<import('node:http').ServerResponse>();
  beforeAll(async () => {
    hanging = createServer((_req, res) => open.add(res)); // never answers
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const res of open) res.destroy();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });

  /** `timeoutMs`: 50 ms, which the hanging server reaches at once; a test of quick answers gives a loaded host time. */
  const setup = (config: { baseUrl: string } | null, breaker?: { breakAfter: number; halfOpenAfterMs: number }, timeoutMs = 50) => {
    const logs: unknown[] = [];
    const catalog = {
      valuationInputs: jest.fn(async ({ provider }: { provider?: string }) => ({
        basis: BASIS,
        priceGuide: config && provider === 'black-book' ? { configId: 7, provider: 'black-book', username: null, apiKey: null, ...config } : null,
      })),
      logPriceGuideCall: jest.fn(async (call: unknown) => void logs.push(call)),
    } as unknown as CatalogPublicApi;
    return { guide: new BlackBookPriceGuide(catalog, timeoutMs, breaker), catalog, logs };
  };

  it('uses the built-in driver without a call or a log when nothing is configured', async () => {
    const { guide, logs } = setup(null);
    await expect(guide.priceRecord(CIVIC, 'QC', 30_000)).resolves.toEqual({ msrp: 2_000_000, equipment: [{ code: 'sunroof', valueNew: 120_000 }] });
    expect(logs).toEqual([]);
  });

  it('does not ask the provider about a vehicle without names', async () => {
    const { guide, catalog } = setup({ baseUrl: 'http://127.0.0.1:1/v1' });
    await expect(guide.priceRecord({ trimId: 2011, year: 2025 }, 'QC')).resolves.toEqual(BUILT_IN);
    expect(catalog.valuationInputs).toHaveBeenCalledWith({ trimId: 2011, province: 'QC', provider: undefined });
  });

  it('falls back to the built-in driver after the timeout and logs it', async () => {
    const { guide, logs } = setup({ baseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1` });
    await expect(guide.priceRecord(CIVIC, 'QC', 30_000)).resolves.toEqual(BUILT_IN);
    expect(logs).toEqual([expect.objectContaining({ configId: 7, outcome: 'error', message: expect.stringContaining('timed out after 50 ms') })]);
  });

  it('tries a quick failure once more, then stops calling a provider that keeps failing (circuit open) until it may probe again', async () => {
    let requests = 0;
    const failing = createServer((_req, res) => {
      requests++;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const { guide, logs } = setup({ baseUrl: `http://127.0.0.1:${(failing.address() as AddressInfo).port}/v1` }, { breakAfter: 2, halfOpenAfterMs: 60_000 }, 10_000);
      await expect(guide.priceRecord(CIVIC, 'QC', 30_000)).resolves.toEqual(BUILT_IN);
      expect(requests).toBe(2);
      await expect(guide.priceRecord(CIVIC, 'QC', 30_000)).resolves.toEqual(BUILT_IN);
      expect(requests).toBe(2);
      expect(logs).toEqual([
        expect.objectContaining({ outcome: 'error', message: expect.stringContaining('HTTP 503') }),
        expect.objectContaining({ outcome: 'error', message: expect.stringContaining('not called: it kept failing (circuit open); built-in model used') }),
      ]);
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
