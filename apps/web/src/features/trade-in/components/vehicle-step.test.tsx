import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { VehicleStep } from './vehicle-step';

const ID = '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const customer = { UserName: 'c@x.ca', Email: 'c@x.ca', FirstName: 'C', User_Guid: 'u', UserTypeId: 1, EmailVerified: true, Active: true } as never;
/** A 2019 Tesla Model 3 (a valid check digit): a make the catalogue does not carry. */
const TESLA_VIN = '5YJ3E1EA2KF317000';

const TEXT = {
  'en-ca': {
    year: /^Year/, make: /^Make/, model: /^Model/, notListed: 'My make is not listed', yourMake: /^Your make/, yourModel: /^Your model/, required: 'Required',
    next: 'Continue', decode: 'Decode the VIN', vin: /^VIN/, hint: 'Our guide does not value a make it does not list: an adviser will value yours and email you an offer.',
    teslaNote: 'This VIN is of a 2019 Tesla, a make our guide does not list. Name your model: an adviser will value it and email you an offer.',
    mismatch: 'This VIN is of another vehicle',
  },
  'fr-ca': {
    year: /^Année/, make: /^Marque/, model: /^Modèle/, notListed: "Ma marque n'est pas listée", yourMake: /^Votre marque/, yourModel: /^Votre modèle/, required: 'Requis',
    next: 'Continuer', decode: 'Décoder le NIV', vin: /^NIV/, hint: "Notre guide n'évalue pas une marque qu'il ne liste pas : un conseiller évaluera la vôtre et vous enverra une offre par courriel.",
    teslaNote: "Ce NIV est celui d'un Tesla 2019, une marque que notre guide ne liste pas. Nommez votre modèle : un conseiller l'évaluera et vous enverra une offre par courriel.",
    mismatch: "Ce NIV est celui d'un autre véhicule",
  },
} as const;

/** Text matchers read no-break spaces (French typography) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('<VehicleStep>: a make the catalogue does not list is typed, and goes to advisers (issue #42)', () => {
  const fetchMock = stubbedFetch();
  const posts: { path: string; body: any }[] = [];
  let createAnswer: () => Response;
  beforeEach(() => {
    posts.length = 0;
    createAnswer = () => json(201, { tradeInId: ID, version: 1 });
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      switch (url.pathname) {
        case '/api/tradein/years': return json(200, { items: [2025, 2019], valuedFrom: 2005 });
        case '/api/tradein/makes': return json(200, { items: [{ id: 2, name: 'Honda' }] });
        case '/api/tradein/models': return json(200, { items: [{ id: 201, name: 'Civic', makeId: 2 }] });
        case '/api/tradein/series': return json(200, { items: [] });
        case '/api/tradein/vin-decode':
          return json(200, { vin: TESLA_VIN, wmi: '5YJ', manufacturer: 'Tesla, Inc.', region: 'North America', year: 2019, make: null, decodedMake: 'Tesla', models: [] });
        case '/api/tradein/create-trade-in': return createAnswer();
        default: return json(404, { code: 'not_found' });
      }
    });
  });

  it.each(['en-ca', 'fr-ca'] as const)('types the make and the model when the make is not in the list, both required (%s)', async (lang) => {
    const x = TEXT[lang];
    const onCreated = vi.fn();
    const user = userEvent.setup();
    await renderPage(<VehicleStep onCreated={onCreated} />, { lang, user: customer, page: 'trade-in', parts: ['trade-in'] });
    await user.selectOptions(screen.getByRole('combobox', { name: x.year }), await screen.findByRole('option', { name: '2019' }));
    await user.selectOptions(screen.getByRole('combobox', { name: x.make }), await screen.findByRole('option', { name: x.notListed }));
    // The model list gives way to two typed fields, and the page says who values such a car.
    expect(screen.queryByRole('combobox', { name: x.model })).toBeNull();
    expect(plain(screen.getByText(/guide/).textContent!)).toBe(x.hint);
    await user.click(screen.getByRole('button', { name: x.next }));
    const makeField = screen.getByRole('textbox', { name: x.yourMake });
    const modelField = screen.getByRole('textbox', { name: x.yourModel });
    await waitFor(() => expect(makeField.getAttribute('aria-invalid')).toBe('true'));
    expect(modelField.getAttribute('aria-invalid')).toBe('true');
    expect(within(makeField.closest('.ui-field')!).getByText(x.required)).toBeTruthy();
    expect(posts).toEqual([]);

    await user.type(makeField, '  Lada ');
    await user.type(modelField, 'Niva');
    await user.click(screen.getByRole('button', { name: x.next }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ID));
    expect(posts).toEqual([{
      path: '/api/tradein/create-trade-in',
      body: { vehicle: { vin: null, year: 2019, makeId: null, makeName: 'Lada', modelId: null, modelName: 'Niva', trimId: null } },
    }]);
  });

  it.each(['en-ca', 'fr-ca'] as const)('a VIN of a make the catalogue does not carry fills it in as not listed; the server\'s refusal shows on the make (%s)', async (lang) => {
    const x = TEXT[lang];
    const user = userEvent.setup();
    await renderPage(<VehicleStep onCreated={() => undefined} />, { lang, user: customer, page: 'trade-in', parts: ['trade-in'] });
    await user.type(screen.getByRole('textbox', { name: x.vin }), TESLA_VIN);
    await user.click(screen.getByRole('button', { name: x.decode }));
    expect(plain((await screen.findByText(/2019 Tesla|Tesla 2019/)).textContent!)).toBe(x.teslaNote);
    await waitFor(() => expect((screen.getByRole('combobox', { name: x.make }) as HTMLSelectElement).value).toBe('unlisted'));
    expect((screen.getByRole('textbox', { name: x.yourMake }) as HTMLInputElement).value).toBe('Tesla');

    createAnswer = () => json(400, {
      type: '/problems/trade_in.vin_mismatch', title: 'x', status: 400, code: 'trade_in.vin_mismatch',
      errors: [{ path: 'body.vehicle.makeName', code: 'trade_in.vin_mismatch', message: 'The VIN is of a Tesla' }],
    });
    await user.clear(screen.getByRole('textbox', { name: x.yourMake }));
    await user.type(screen.getByRole('textbox', { name: x.yourMake }), 'Lada');
    await user.type(screen.getByRole('textbox', { name: x.yourModel }), 'Model 3');
    await user.click(screen.getByRole('button', { name: x.next }));
    const makeField = screen.getByRole('textbox', { name: x.yourMake });
    await waitFor(() => expect(within(makeField.closest('.ui-field')!).getByText(x.mismatch)).toBeTruthy());
    expect(posts.map((p) => p.body.vehicle)).toEqual([{ vin: TESLA_VIN, year: 2019, makeId: null, makeName: 'Lada', modelId: null, modelName: 'Model 3', trimId: null }]);
  });
});
