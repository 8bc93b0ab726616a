import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { routeTree } from '../../../routeTree.gen';
import { CataloguePage } from './catalogue-page';
import { ImagesPage } from './images-page';

const staff = { UserName: 'v@team.ca', Email: 'v@team.ca', FirstName: 'Vera', User_Guid: 'u', UserTypeId: 20, EmailVerified: true, Active: true } as never;
const problem = (status: number, code: string) => json(status, { type: `/problems/${code}`, title: 'x', status, code });
const adminModel = (over: Record<string, unknown>) => ({
  id: 0,
  makeId: 1,
  make: 'Toyota',
  name: '',
  bodyType: 'suv',
  dataSource: 'chrome',
  sourceModelId: null,
  active: true,
  parentModelId: null,
  subModelIds: [],
  promotionImageUrl: null,
  promotionNoteEn: null,
  promotionNoteFr: null,
  ...over,
});
const listed = (id: number, name: string, parentModelId: number | null = null) => ({
  id,
  makeId: 1,
  make: 'Toyota',
  name,
  bodyType: 'suv',
  active: true,
  parentModelId,
  trimCount: 2,
});
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('vehicles team: models, sub-models, folders', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  /** The catalogue screen's answers; `models` is the current list of get-admin-models (changed by the test). */
  function catalogueServer(state: { models: ReturnType<typeof listed>[] }, posts: { url: string; body: unknown }[], answer: (url: URL) => Response | null) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posts.push({ url: `${url.pathname}${url.search}`, body: body(init) });
      const special = answer(url);
      if (special) return special;
      switch (url.pathname) {
        case '/api/vehicle-data/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/vehicle-data/get-admin-models':
          return json(200, { items: state.models });
        case '/api/admin/cars/get-chrome-data-models':
          return json(200, {
            items: [
              { modelId: 5101, name: 'RAV4', makeId: 1, years: [2025, 2026], imported: true },
              { modelId: 5106, name: 'Sienna', makeId: 1, years: [2025, 2026], imported: false },
            ],
          });
        case '/api/admin/colors/ail-colors':
          return json(200, { items: [] });
        case '/api/admin/colors/get-colors-mapping':
          return json(200, { items: [] });
        default:
          return json(404, {});
      }
    });
  }

  it('adds a provider model under a name, with validation first and the server refusal shown', async () => {
    const state = { models: [listed(101, 'Corolla'), listed(102, 'RAV4')] };
    const posts: { url: string; body: unknown }[] = [];
    let refuse = true;
    catalogueServer(state, posts, (url) => {
      if (url.pathname !== '/api/admin/cars/create-model') return null;
      if (refuse) return problem(409, 'catalog.model_already_imported');
      state.models = [...state.models, listed(140, 'Sienna')];
      return json(201, adminModel({ id: 140, name: 'Sienna' }));
    });
    const user = userEvent.setup();
    await renderPage(<CataloguePage />, { page: 'vehiclesTeam/catalogue', user: staff, parts: ['vehicles-team'] });
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');

    const form = await screen.findByRole('form', { name: 'Add a model' });
    const provider = within(form).getByRole('combobox', { name: 'Provider model' });
    expect(within(provider).queryByRole('option', { name: /RAV4/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add the model' }));
    expect(await within(form).findByText('Choose a model of the provider')).toBeTruthy();
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(posts).toEqual([]);

    await user.selectOptions(provider, 'Sienna (2025, 2026)');
    const name = within(form).getByRole('textbox', { name: 'Name in the catalogue' }) as HTMLInputElement;
    expect(name.value).toBe('Sienna');
    await user.click(within(form).getByRole('button', { name: 'Add the model' }));
    expect(await screen.findByText('This model is already in the catalogue.')).toBeTruthy();

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Add the model' }));
    expect(await screen.findByText('Toyota Sienna was added to the catalogue.')).toBeTruthy();
    expect(posts.at(-1)).toEqual({ url: '/api/admin/cars/create-model', body: { modelId: 5106, modelName: 'Sienna' } });
    expect(screen.queryByText('This model is already in the catalogue.')).toBeNull();
    await screen.findByRole('rowheader', { name: 'Sienna' });
  });

  it('groups sub-models under a main model and detaches them, requiring a choice first', async () => {
    const state = { models: [listed(101, 'Corolla'), listed(102, 'Corolla Cross'), listed(103, 'RAV4')] };
    const posts: { url: string; body: unknown }[] = [];
    catalogueServer(state, posts, (url) => {
      if (url.pathname === '/api/admin/cars/create-submodels') {
        state.models = state.models.map((m) => (m.id === 102 ? { ...m, parentModelId: 101 } : m));
        return json(200, adminModel({ id: 101, name: 'Corolla', subModelIds: [102] }));
      }
      if (url.pathname === '/api/admin/cars/delete-submodels') {
        state.models = state.models.map((m) => ({ ...m, parentModelId: null }));
        return json(200, adminModel({ id: 101, name: 'Corolla' }));
      }
      return null;
    });
    const user = userEvent.setup();
    await renderPage(<CataloguePage />, { page: 'vehiclesTeam/catalogue', user: staff, parts: ['vehicles-team'] });
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');

    const form = await screen.findByRole('form', { name: 'Group sub-models' });
    await user.click(within(form).getByRole('button', { name: 'Group the sub-models' }));
    expect(await within(form).findByText('Choose the main model')).toBeTruthy();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Main model' }), 'Corolla');
    expect(within(form).getByText('Corolla has no sub-model.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Group the sub-models' }));
    expect(await within(form).findByText('Choose at least one sub-model')).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: 'Corolla' })).toBeNull();
    expect(posts).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Corolla Cross' }));
    await user.click(within(form).getByRole('button', { name: 'Group the sub-models' }));
    expect(await screen.findByText('Corolla Cross now grouped under Corolla.')).toBeTruthy();
    expect(posts).toEqual([{ url: '/api/admin/cars/create-submodels?mainModelId=101', body: { SubModelsId: [102] } }]);
    expect(await screen.findByText('Sub-model of Corolla')).toBeTruthy();
    await waitFor(() => expect(within(form).getByTestId('current-sub-models').textContent).toContain('Sub-models of Corolla: Corolla Cross'));

    await user.click(within(form).getByRole('button', { name: 'Detach the sub-models of Corolla' }));
    expect(await screen.findByText('Corolla has no sub-model any more.')).toBeTruthy();
    expect(posts.at(-1)).toEqual({ url: '/api/admin/cars/delete-submodels', body: { modelId: 101 } });
    await waitFor(() => expect(screen.queryByText('Sub-model of Corolla')).toBeNull());
  });

  it("checks a VIF's folder, fetches its missing images, and attaches the VIF to a trim", async () => {
    const posts: { url: string; body: unknown }[] = [];
    let fixed = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posts.push({ url: url.pathname, body: body(init) });
      switch (url.pathname) {
        case '/api/admin/images/get-years':
          return json(200, { items: [2025] });
        case '/api/admin/images/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/admin/images/get-models':
          return json(200, { items: [{ id: 102, name: 'RAV4' }] });
        case '/api/admin/images/get-trims':
          return json(200, {
            items: [
              { id: 1021, name: 'LE' },
              { id: 1022, name: 'XLE AWD' },
            ],
          });
        case '/api/admin/images/get-viflist':
          return json(200, {
            items: [
              {
                vifId: 'VIF-1022-2025',
                year: 2025,
                makeId: 1,
                make: 'Toyota',
                modelId: 102,
                model: 'RAV4',
                trimId: null,
                trim: null,
                description: 'RAV4 XLE AWD',
                imageCount: 3,
                downloadStatus: 'done',
              },
            ],
          });
        case '/api/admin/images/get-image-galleries':
          return json(200, { items: [] });
        case '/api/admin/images/get-mapping':
          return json(200, { model: null, trims: [], vifsByTrim: [] });
        case '/api/admin/images/get-folder-status':
          return json(200, fixed ? { vifId: 'VIF-1022-2025', expected: 3, present: 3, missing: [], ok: true } : { vifId: 'VIF-1022-2025', expected: 3, present: 1, missing: ['front', 'rear'], ok: false });
        case '/api/admin/images/fix-folder-status':
          fixed = true;
          return json(200, { vifId: 'VIF-1022-2025', expected: 3, present: 3, missing: [], ok: true });
        case '/api/admin/images/save-images-id':
          return json(200, { trimId: 1022, vifId: 'VIF-1022-2025' });
        default:
          return json(404, {});
      }
    });
    const user = userEvent.setup();
    await renderPage(<ImagesPage />, { page: 'vehiclesTeam/Images', user: staff, parts: ['vehicles-team'] });
    await screen.findByRole('option', { name: '2025' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
    await screen.findByRole('option', { name: 'RAV4' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'RAV4');
    await user.click(await screen.findByRole('button', { name: 'Show the images of VIF-1022-2025' }));

    await user.click(await screen.findByRole('button', { name: 'Check the folder' }));
    await waitFor(() => expect(screen.getByTestId('folder-status').textContent).toBe('1 of 3 images in the folder. Missing: front, rear.'));
    await user.click(screen.getByRole('button', { name: 'Fetch the missing images' }));
    await waitFor(() =>
      expect(screen.getByTestId('folder-status').textContent).toBe('The missing images were fetched: the folder is complete. 3 of 3 images in the folder.'),
    );
    expect(screen.queryByRole('button', { name: 'Fetch the missing images' })).toBeNull();
    expect(posts).toEqual([{ url: '/api/admin/images/fix-folder-status', body: { vifId: 'VIF-1022-2025' } }]);

    const attach = screen.getByRole('form', { name: 'Trim of these images' });
    await user.click(within(attach).getByRole('button', { name: 'Attach the images to this trim' }));
    expect(await within(attach).findByText('Choose a trim', { selector: '.ui-field__message' })).toBeTruthy();
    expect(posts).toHaveLength(1);
    await user.selectOptions(within(attach).getByRole('combobox', { name: 'Trim' }), 'XLE AWD');
    await user.click(within(attach).getByRole('button', { name: 'Attach the images to this trim' }));
    expect(await screen.findByText('The images of VIF-1022-2025 now belong to the trim XLE AWD.')).toBeTruthy();
    expect(posts.at(-1)).toEqual({ url: '/api/admin/images/save-images-id', body: { trimId: 1022, vifId: 'VIF-1022-2025' } });
  });

  it("opens the spec's /{lang}/vehiclesTeam/vehicles/{id} link on the vehicle edit route, not the list", () => {
    const router = createRouter({ routeTree, context: { queryClient: new QueryClient() }, history: createMemoryHistory({ initialEntries: ['/'] }) });
    const matches = router.matchRoutes('/en-ca/vehiclesTeam/vehicles/7');
    const leaf = matches.at(-1)!;
    expect(leaf.routeId).toBe('/$lang/vehiclesTeam/vehicles_/$vehicleId');
    expect(leaf.params).toMatchObject({ lang: 'en-ca', vehicleId: '7' });
    expect(matches.map((m) => m.routeId)).toContain('/$lang/vehiclesTeam');
    expect(matches.map((m) => m.routeId)).not.toContain('/$lang/vehiclesTeam/vehicles');
  });
});
