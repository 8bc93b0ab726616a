import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { EquipmentPage } from './equipment-page';

const staff = { UserName: 'v@team.ca', Email: 'v@team.ca', FirstName: 'Vera', User_Guid: 'u', UserTypeId: 20, EmailVerified: true, Active: true } as never;
const problem = (status: number, code: string, path: string) =>
  json(status, { type: `/problems/${code}`, title: 'x', status, code, errors: [{ path, code, message: 'x' }] });
const item = (id: number, code: string, nameEn: string, nameFr: string, selected: boolean) => ({ id, code, nameEn, nameFr, selected });

/** The get-trim-equipment answer for trim 1022 with `ids` selected. */
function equipmentOf(ids: number[], updatedAt = '2026-03-01T12:00:00.000Z') {
  const has = (id: number) => ids.includes(id);
  return {
    trim: { id: 1022, name: 'XLE AWD', year: 2025, active: true, modelId: 102, model: 'RAV4', makeId: 1, make: 'Toyota' },
    equipmentIds: [...ids].sort((a, b) => a - b),
    categories: [
      {
        key: 'safety',
        nameEn: 'Safety',
        nameFr: 'Sécurité',
        items: [item(6, 'backup_camera', 'Backup camera', 'Caméra de recul', has(6)), item(7, 'blind_spot', 'Blind-spot monitoring', 'Surveillance des angles morts', has(7))],
      },
      {
        key: 'comfort',
        nameEn: 'Comfort',
        nameFr: 'Confort',
        items: [item(1, 'ac', 'Air conditioning', 'Climatisation', has(1)), item(2, 'heated_seats', 'Heated front seats', 'Sièges avant chauffants', has(2))],
      },
    ],
    updatedAt,
  };
}

describe('vehicles team: trim equipment', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  /** The screen's answers; `state.ids` is the trim's equipment on the server; `refuse` makes the next save fail. */
  function server(state: { ids: number[]; refuse?: Response }, posts: unknown[]) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/vehicle-data/get-makes':
          return json(200, { items: [{ id: 1, name: 'Toyota' }] });
        case '/api/vehicle-data/get-admin-models':
          return json(200, {
            items: [
              { id: 102, makeId: 1, make: 'Toyota', name: 'RAV4', bodyType: 'suv', active: true, parentModelId: null, trimCount: 1 },
              { id: 103, makeId: 1, make: 'Toyota', name: 'Hidden', bodyType: 'suv', active: false, parentModelId: null, trimCount: 1 },
            ],
          });
        case '/api/vehicle-data/get-trims':
          return json(200, {
            items: [
              { id: 1022, modelId: 102, name: 'XLE AWD', year: 2025, bodyType: 'suv', active: true, drivetrain: 'awd', transmission: 'auto', engine: '2.5', fuel: 'gas', msrp: null },
            ],
          });
        case '/api/admin/cars/get-trim-equipment':
          expect(url.searchParams.get('trimId')).toBe('1022');
          return json(200, equipmentOf(state.ids));
        case '/api/admin/cars/save-trim-equipment': {
          const body = JSON.parse(String(init?.body)) as { trimId: number; equipmentIds: number[] };
          posts.push(body);
          if (state.refuse) {
            const refusal = state.refuse;
            state.refuse = undefined;
            return refusal;
          }
          const removed = state.ids.filter((id) => !body.equipmentIds.includes(id));
          const added = body.equipmentIds.filter((id) => !state.ids.includes(id));
          state.ids = body.equipmentIds;
          return json(200, { ...equipmentOf(state.ids, '2026-03-02T09:00:00.000Z'), added, removed });
        }
        default:
          return json(404, {});
      }
    });
  }

  async function chooseTrim(user: ReturnType<typeof userEvent.setup>, names = { make: 'Make', model: 'Model', trim: 'Trim' }) {
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(screen.getByRole('combobox', { name: names.make }), 'Toyota');
    await screen.findByRole('option', { name: 'RAV4' });
    expect(screen.queryByRole('option', { name: 'Hidden' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: names.model }), 'RAV4');
    await screen.findByRole('option', { name: '2025 XLE AWD' });
    await user.selectOptions(screen.getByRole('combobox', { name: names.trim }), '2025 XLE AWD');
  }

  it('shows the trim equipment as checkboxes grouped by category, saves the whole set and confirms in a snackbar', async () => {
    const state = { ids: [1, 6] };
    const posts: unknown[] = [];
    server(state, posts);
    const user = userEvent.setup();
    await renderPage(<EquipmentPage />, { page: 'vehiclesTeam/equipment', user: staff, parts: ['vehicles-team'] });
    expect(screen.getByText('Choose a make, a model and a trim to see its equipment.')).toBeTruthy();
    await chooseTrim(user);

    const form = await screen.findByRole('form', { name: 'Equipment of 2025 Toyota RAV4 XLE AWD' });
    const safety = within(form).getByRole('group', { name: 'Safety' });
    const comfort = within(form).getByRole('group', { name: 'Comfort' });
    expect(within(safety).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, false]);
    expect((within(comfort).getByRole('checkbox', { name: 'Air conditioning' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByTestId('equipment-count').textContent).toBe('Selected: 2 of 4');

    await user.click(within(comfort).getByRole('checkbox', { name: 'Air conditioning' }));
    await user.click(within(safety).getByRole('checkbox', { name: 'Blind-spot monitoring' }));
    await user.click(within(comfort).getByRole('checkbox', { name: 'Heated front seats' }));
    expect(within(form).getByTestId('equipment-count').textContent).toBe('Selected: 3 of 4');
    await user.click(within(form).getByRole('button', { name: 'Save the equipment' }));

    expect(await screen.findByText('The equipment of 2025 Toyota RAV4 XLE AWD is saved.')).toBeTruthy();
    expect(posts).toEqual([{ trimId: 1022, equipmentIds: [6, 7, 2] }]);
    expect(state.ids).toEqual([6, 7, 2]);
    expect((within(comfort).getByRole('checkbox', { name: 'Air conditioning' }) as HTMLInputElement).checked).toBe(false);
    // After a save the saved set is the new starting point: nothing to undo.
    expect((within(form).getByRole('button', { name: 'Undo the changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('undoes unsaved changes, and shows a refusal without losing the choices', async () => {
    const state: { ids: number[]; refuse?: Response } = { ids: [2] };
    const posts: unknown[] = [];
    server(state, posts);
    const user = userEvent.setup();
    await renderPage(<EquipmentPage />, { page: 'vehiclesTeam/equipment', user: staff, parts: ['vehicles-team'] });
    await chooseTrim(user);
    const form = await screen.findByRole('form', { name: 'Equipment of 2025 Toyota RAV4 XLE AWD' });
    const camera = within(form).getByRole('checkbox', { name: 'Backup camera' }) as HTMLInputElement;
    await user.click(camera);
    await user.click(within(form).getByRole('button', { name: 'Undo the changes' }));
    expect(camera.checked).toBe(false);
    expect(posts).toEqual([]);

    await user.click(camera);
    state.refuse = problem(400, 'catalog.unknown_equipment', 'body.equipmentIds.1');
    await user.click(within(form).getByRole('button', { name: 'Save the equipment' }));
    expect(await within(form).findByText('The equipment was not saved.')).toBeTruthy();
    expect(within(form).getByText('This equipment is no longer in the catalogue. Reload the page, then try again.')).toBeTruthy();
    expect(camera.checked).toBe(true);
    expect(state.ids).toEqual([2]);
  });

  it('speaks French in fr-ca: categories, equipment names, confirmation and errors', async () => {
    const state: { ids: number[]; refuse?: Response } = { ids: [1], refuse: problem(404, 'catalog.unknown_trim', 'body.trimId') };
    server(state, []);
    const user = userEvent.setup();
    await renderPage(<EquipmentPage />, { lang: 'fr-ca', page: 'vehiclesTeam/equipment', user: staff, parts: ['vehicles-team'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipement' })).toBeTruthy();
    await chooseTrim(user, { make: 'Marque', model: 'Modèle', trim: 'Version' });
    const form = await screen.findByRole('form', { name: 'Équipement de 2025 Toyota RAV4 XLE AWD' });
    expect(within(form).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Sécurité', 'Confort']);
    expect(within(form).getByRole('checkbox', { name: 'Climatisation' })).toBeTruthy();
    // French order within a category (Caméra before Surveillance).
    expect(within(within(form).getByRole('group', { name: 'Sécurité' })).getAllByRole('checkbox').map((c) => c.closest('.ui-checkbox')?.textContent)).toEqual([
      'Caméra de recul',
      'Surveillance des angles morts',
    ]);
    await user.click(within(form).getByRole('button', { name: "Enregistrer l'équipement" }));
    expect(await within(form).findByText("L'équipement n'a pas été enregistré.")).toBeTruthy();
    expect(within(form).getByText("Cette version n'existe pas.")).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: "Enregistrer l'équipement" }));
    await waitFor(() => expect(screen.getByText("L'équipement de 2025 Toyota RAV4 XLE AWD est enregistré.")).toBeTruthy());
  });
});
