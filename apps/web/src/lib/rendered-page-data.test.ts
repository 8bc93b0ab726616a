import { describe, expect, it } from 'vitest';
import { renderedQueryData } from './rendered-page-data';

/** The router's script state as the server's page carries it (ADR 0065): `dehydratedData` is the app's PageData. */
const routerScript = (queries: unknown) => ({ $_TSR: { router: { dehydratedData: { queries: JSON.stringify({ mutations: [], queries }) } } } });
const languages = [{ id: 1, key: 'en-ca', name: 'English' }, { id: 2, key: 'fr-ca', name: 'Français' }];

describe('renderedQueryData (the login page island reads what the page was rendered from, ADR 0086)', () => {
  it('gives the data of a query the server answered, by its key', () => {
    const scope = routerScript([
      { queryKey: ['session', 'current-user'], state: { status: 'success', data: null } },
      { queryKey: ['config', 'languages'], state: { status: 'success', data: languages } },
    ]);
    expect(renderedQueryData(['config', 'languages'], scope)).toEqual(languages);
    expect(renderedQueryData(['session', 'current-user'], scope)).toBeNull();
  });

  it('gives nothing for a query that failed, is not there, or a page without the router’s state', () => {
    const scope = routerScript([{ queryKey: ['config', 'languages'], state: { status: 'error', error: { problem: { status: 503 } } } }]);
    expect(renderedQueryData(['config', 'languages'], scope)).toBeUndefined();
    expect(renderedQueryData(['catalog', 'vehicle', '1'], scope)).toBeUndefined();
    expect(renderedQueryData(['config', 'languages'], {})).toBeUndefined();
    expect(renderedQueryData(['config', 'languages'], { $_TSR: { router: { dehydratedData: { queries: '{not json' } } } })).toBeUndefined();
  });
});
