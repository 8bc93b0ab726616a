import type { getVehicleRoute, searchVehiclesRoute } from '@marketplace/contracts/catalog/vehicles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRoute } from './api-read';
import { ApiError } from './http';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readRoute (a first-load read without its schemas, ADR 0066)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('GETs the contract path under /api with its params encoded and the query given, and returns the answer as sent', async () => {
    const answer = { id: 'a/b', extra: 'kept: nothing parses it' };
    fetchMock.mockResolvedValueOnce(json(200, answer));
    const vehicle = await readRoute<typeof getVehicleRoute>({ method: 'GET', path: '/catalog/vehicles/:id' }, { params: { id: 'a/b' } });
    expect(vehicle).toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/catalog/vehicles/a%2Fb');
    expect(init!.method).toBe('GET');

    fetchMock.mockResolvedValueOnce(json(200, { items: [], total: 0, page: 2, pageSize: 24 }));
    await readRoute<typeof searchVehiclesRoute>({ method: 'GET', path: '/catalog/vehicles' }, { query: { makeId: 3, search: undefined, page: 2, pageSize: 24 } });
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/catalog/vehicles?makeId=3&page=2&pageSize=24');
  });

  it("fails with the server's problem, read by the problem details' contract", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { type: '/problems/catalog.vehicle_not_found', title: 'Not Found', status: 404, code: 'catalog.vehicle_not_found' }));
    const error = await readRoute<typeof getVehicleRoute>({ method: 'GET', path: '/catalog/vehicles/:id' }, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('catalog.vehicle_not_found');
  });
});
