import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { hydratePageData, pageDataComplete, pageDataOf } from './server-rendered';

const problem = { type: 'about:blank', title: 'Not Found', status: 404, code: 'catalog.vehicle_not_found' };

describe('the data a page rendered on the server hands the browser (ADR 0065)', () => {
  it('carries every answer and a refusal the page shows; the browser starts from them, as of now, asking nothing again', async () => {
    const server = new QueryClient();
    server.setQueryData(['catalog', 'vehicle', 'a'], { id: 'a', year: 2024 });
    await server.prefetchQuery({ queryKey: ['catalog', 'vehicle', 'gone'], queryFn: () => Promise.reject(new ApiError(problem)), retry: false });
    expect(pageDataComplete(server)).toBe(true);
    const data = pageDataOf(server);
    expect(typeof data.queries).toBe('string');

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydratePageData(browser, JSON.parse(JSON.stringify(data)), 1_000_000);
    const answered = browser.getQueryCache().find({ queryKey: ['catalog', 'vehicle', 'a'] })!;
    expect(answered.state.data).toEqual({ id: 'a', year: 2024 });
    expect(answered.state.dataUpdatedAt).toBe(1_000_000);
    const refused = browser.getQueryCache().find({ queryKey: ['catalog', 'vehicle', 'gone'] })!;
    expect(refused.state.status).toBe('error');
    expect(refused.state.error).toBeInstanceOf(ApiError);
    expect((refused.state.error as ApiError).code).toBe('catalog.vehicle_not_found');
  });

  it('is not complete when a read failed otherwise (the server then sends the page for the browser to render)', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['catalog', 'vehicles'], queryFn: () => Promise.reject(new ApiError({ ...problem, status: 503, code: 'http.503' })), retry: false });
    expect(pageDataComplete(server)).toBe(false);
    await server.prefetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('network')), retry: false });
    expect(JSON.parse(pageDataOf(server).queries).queries).toEqual([]);
  });
});
