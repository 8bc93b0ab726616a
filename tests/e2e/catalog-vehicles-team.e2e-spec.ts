import { withVinCheckDigit } from '@marketplace/domain';
import type { Browser, Page } from 'playwright-core';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { userOfType, type Client } from '../api/identity/support';
import { downloadedBytes, launchBrowser, screenshot } from '../support/browser';
import { until } from '../support/poll';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, openSignedInPage } from './web-support';

/**
 * Issue #5 (web), vehicles team (user type 20) and administrators (type 7), in Chromium against the production build:
 * a price edit shows in the public listing; an edit over someone else's change is refused clearly and succeeds after
 * a reload; the VIF list is saved as viflist.csv and cancelling a download requires a vifId; the notifications
 * placeholder; adding a vehicle from the list's button; adding a model from the data provider and grouping it as a sub-model; the /vehicles/{id} link shape;
 * editing a trim's equipment (en-ca, then fr-ca) and the public product listing it.
 */
let server: TestServer;
let browser: Browser;

interface Listed {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  price: number;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: 60, seed: 7 });
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context signed in as the API client's user (its session and CSRF cookies). */
const signedIn = (client: Client) => openSignedInPage(browser, client, server.url, { axe: false });

async function newest(offset = 0): Promise<Listed> {
  const res = await fetch(`${server.url}/api/catalog/vehicles?pageSize=1&page=${offset + 1}`);
  const { items } = (await res.json()) as { items: Listed[] };
  return items[0]!;
}


const dollars = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));

it('vehicles team edits a vehicle price and the public listing shows it', async () => {
  const { client } = await userOfType(server, 20);
  const vehicle = await newest();
  const { context, page, errors } = await signedIn(client);
  try {
    await page.goto(`${server.url}/en-ca/vehiclesTeam/vehicles`);
    await heading(page, 'Vehicles');
    await page.getByRole('navigation', { name: 'Vehicles team tools' }).waitFor();
    expect((await page.locator('tbody tr').first().locator('.team-table__code').textContent())!).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    await page.getByRole('searchbox', { name: exactly('Search') }).fill(vehicle.make);
    await page.getByRole('button', { name: exactly('Search') }).click();
    await page.waitForURL(/[?&]q=/);
    await page.getByRole('combobox', { name: exactly('Status') }).selectOption('available');
    await page.waitForURL(/status=available/);
    await screenshot(page, 'catalog-team-vehicles');

    const name = `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`;
    await page
      .getByRole('link', { name: exactly(name) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/en-ca/vehiclesTeam/vehicle\\?id=${vehicle.id}$`));
    await heading(page, name);
    const price = page.getByRole('textbox', { name: exactly('Vehicle price before fees ($)') });
    await price.fill('12345');
    const allIn = (await page.getByTestId('all-in-preview').textContent())!;
    await page.getByRole('button', { name: exactly('Save changes') }).click();
    await page.getByText('Saved. The inventory shows the change.').waitFor();
    await screenshot(page, 'catalog-team-vehicle-saved');

    // The public listing (cheapest first) shows the new all-in price on that vehicle's card.
    const listing = await context.newPage();
    const card = listing.getByRole('article').filter({ has: listing.locator(`a[href^="/en-ca/cars/"][href$="-${vehicle.id}"]`) });
    await until(
      async () => {
        await listing.goto(`${server.url}/en-ca/cars?sort=price-asc`);
        await listing.getByRole('article').first().waitFor();
        return (await card.count()) ? card.locator('.inventory-card__amount').textContent() : null;
      },
      (shown) => shown !== null && dollars(shown) === Math.round(dollars(allIn)),
      'the new price in the listing',
    );
    await screenshot(listing, 'catalog-team-listing-after-edit');
    await listing.goto(`${server.url}/en-ca/cars/${vehicle.id}`);
    expect(dollars(await listing.getByTestId('vehicle-price').textContent())).toBe(Math.round(dollars(allIn)));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('shows clearly that someone else changed the vehicle, and saves after a reload (optimistic concurrency)', async () => {
  const { client } = await userOfType(server, 20);
  const vehicle = await newest(3);
  const { context, page } = await signedIn(client);
  try {
    await page.goto(`${server.url}/fr-ca/vehiclesTeam/vehicle?id=${vehicle.id}`);
    const km = page.getByRole('textbox', { name: exactly('Kilométrage') });
    await km.waitFor();
    // Meanwhile, someone else changes it.
    const current = await client.get(`/admin/vehicles/${vehicle.id}`);
    const changed = await client.request('PATCH', `/admin/vehicles/${vehicle.id}`, {
      body: { kilometres: current.body.kilometres + 100, expectedVersion: current.body.version },
    });
    expect(changed.status).toBe(200);

    await km.fill('99999');
    await page.getByRole('button', { name: exactly('Enregistrer les modifications') }).click();
    await page.getByText('Ce véhicule a changé pendant que vous le modifiiez').waitFor();
    await page.getByText("Quelqu'un d'autre a modifié ce véhicule depuis que vous l'avez ouvert.", { exact: false }).waitFor();
    await screenshot(page, 'catalog-team-conflict-fr-ca');
    await page.getByRole('button', { name: exactly('Recharger le véhicule') }).click();
    await page.getByText(`version ${changed.body.version}`, { exact: false }).waitFor();
    await km.fill('99999');
    await page.getByRole('button', { name: exactly('Enregistrer les modifications') }).click();
    await page.getByText("Enregistré. L'inventaire affiche la modification.").waitFor();
    const after = await client.get(`/admin/vehicles/${vehicle.id}`);
    expect(after.body.kilometres).toBe(99999);
  } finally {
    await context.close();
  }
});

it('administrators list vehicles in the admin area; the vehicles team saves the VIF list as viflist.csv and must give a vifId to cancel', async () => {
  const admin = await userOfType(server, 7);
  {
    const { context, page } = await signedIn(admin.client);
    try {
      await page.goto(`${server.url}/en-ca/admin/vehicles?status=available`);
      await heading(page, 'Vehicles');
      await page.locator('tbody tr').first().waitFor();
      const link = page.locator('tbody tr').first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/en-ca\/admin\/vehicle\?id=[0-9a-f-]{36}$/);
      await link.click();
      await page.getByRole('button', { name: exactly('Save changes') }).waitFor();
    } finally {
      await context.close();
    }
  }

  const { client } = await userOfType(server, 20);
  const { context, page, errors } = await signedIn(client);
  try {
    await page.goto(`${server.url}/en-ca/vehiclesTeam/Images`);
    await heading(page, 'Images');
    await page.getByRole('button', { name: exactly('Cancel the download') }).click();
    await page.getByText('vifId is required', { exact: true }).waitFor();

    const year = page.getByRole('combobox', { name: exactly('Year') });
    await until(
      () => year.locator('option').count(),
      (n) => n > 1,
      'years',
    );
    await year.selectOption({ index: 1 });
    const make = page.getByRole('combobox', { name: exactly('Make') });
    await until(
      () => make.locator('option').count(),
      (n) => n > 1,
      'makes',
    );
    await make.selectOption({ index: 1 });
    const model = page.getByRole('combobox', { name: exactly('Model') });
    await until(
      () => model.locator('option').count(),
      (n) => n > 1,
      'models',
    );
    await model.selectOption({ index: 1 });
    await page.getByRole('rowheader').first().waitFor();
    const vifId = (await page.getByRole('rowheader').first().textContent())!.trim();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the list (viflist.csv)' }).click()]);
    expect(download.suggestedFilename()).toBe('viflist.csv');
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv).toContain(vifId);

    await page.getByRole('button', { name: `Download the images of ${vifId}` }).click();
    await page
      .getByTestId('download-status')
      .getByText(new RegExp(`^${vifId}: `))
      .waitFor();
    await page.getByRole('textbox', { name: exactly('VIF id') }).fill(vifId);
    await page.getByRole('button', { name: exactly('Cancel the download') }).click();
    await page
      .getByText(new RegExp(`^${vifId}: (Cancelled|Downloaded)`))
      .first()
      .waitFor();
    await screenshot(page, 'catalog-team-images');

    await page.getByRole('navigation', { name: 'Vehicles team tools' }).getByRole('link', { name: 'Notifications' }).click();
    await heading(page, 'Notifications');
    await page.getByRole('form', { name: 'Import an inventory file' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('vehicles team shows and hides models and trims, saves a promotion and a colour mapping, and configures a price guide', async () => {
  const { client } = await userOfType(server, 20);
  const { context, page, errors } = await signedIn(client);
  try {
    await page.goto(`${server.url}/en-ca/vehiclesTeam/catalogue`);
    await heading(page, 'Models and colours');
    const make = page.getByRole('combobox', { name: exactly('Make') });
    await until(
      () => make.locator('option').count(),
      (n) => n > 1,
      'makes',
    );
    await make.selectOption({ label: 'Toyota' });
    const models = page.getByRole('table', { name: 'Models of the make' });
    await models.getByRole('row', { name: /RAV4/ }).waitFor();
    await models.getByRole('button', { name: 'Hide RAV4' }).click();
    await models.getByRole('button', { name: 'Show RAV4' }).click();
    await models.getByRole('button', { name: 'Hide RAV4' }).waitFor();

    await models.getByRole('button', { name: 'Trims and promotion of RAV4' }).click();
    const trim = page.getByRole('button', { name: /^Hide 20\d\d / }).first();
    const trimName = (await trim.textContent())!.replace(/^Hide /, '');
    await trim.click();
    await page.getByRole('button', { name: exactly(`Show ${trimName}`) }).click();
    await page.getByRole('button', { name: exactly(`Hide ${trimName}`) }).waitFor();

    await page.getByRole('textbox', { name: exactly('Promotion image address') }).fill('/api/catalog/stock-photos/VIF-1022-2025/1.svg');
    await page.getByRole('textbox', { name: exactly('Promotion note in English') }).fill('0.99% financing for 36 months');
    await page.getByRole('textbox', { name: exactly('Promotion note in French') }).fill('Financement à 0,99 % sur 36 mois');
    await page.getByRole('button', { name: exactly('Save the promotion') }).click();
    await page.getByText('Promotion saved').waitFor();
    await page.getByText('Financement à 0,99 % sur 36 mois').waitFor();

    await page.getByRole('textbox', { name: exactly('Manufacturer colour') }).fill('Blueprint');
    await page
      .getByRole('combobox', { name: exactly('Generic colour') })
      .last()
      .selectOption({ index: 1 });
    await page.getByRole('button', { name: exactly('Map the colour') }).click();
    await page.getByRole('table', { name: 'Colours mapping of the make' }).getByRole('rowheader', { name: 'Blueprint' }).waitFor();
    await screenshot(page, 'catalog-team-catalogue');

    await page.getByRole('navigation', { name: 'Vehicles team tools' }).getByRole('link', { name: 'Price guides' }).click();
    await heading(page, 'Price guides');
    await page.getByRole('button', { name: exactly('Add a configuration') }).click();
    await page.getByRole('combobox', { name: exactly('Provider') }).selectOption('local');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Local guide');
    const address = page.getByRole('textbox', { name: /^Address of the API/ });
    await address.fill('http://guide.example.ca');
    await page.getByRole('button', { name: exactly('Save and check the connection') }).click();
    await page.getByText('Enter an https address, such as https://api.example.com').waitFor();
    await address.fill('https://guide.example.ca/api');
    await page.getByLabel('API key').fill('secret-key-1234');
    await page.getByRole('button', { name: exactly('Save and check the connection') }).click();
    const configs = page.getByRole('table', { name: 'Price-guide configurations' });
    await configs.getByRole('rowheader', { name: 'Local guide' }).waitFor();
    await configs.getByText('Set, ends with 1234').waitFor();
    await configs.getByRole('button', { name: 'Calls of Local guide' }).click();
    await page.getByRole('heading', { name: 'Recent calls of Local guide' }).waitFor();
    await page.getByRole('table', { name: 'Recent price-guide calls' }).locator('tbody tr').first().waitFor();
    await screenshot(page, 'catalog-team-price-guides');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('vehicles team adds a model from the data provider, groups it as a sub-model, and opens a vehicle by its path', async () => {
  const { client } = await userOfType(server, 20);
  const { context, page, errors } = await signedIn(client);
  try {
    await page.goto(`${server.url}/en-ca/vehiclesTeam/catalogue`);
    await heading(page, 'Models and colours');
    const make = page.getByRole('combobox', { name: exactly('Make') });
    await until(
      () => make.locator('option').count(),
      (n) => n > 1,
      'makes',
    );
    await make.selectOption({ label: 'Honda' });
    const models = page.getByRole('table', { name: 'Models of the make' });
    await models.locator('tbody tr').first().waitFor();
    const mainName = (await models.getByRole('rowheader').first().textContent())!.trim();

    // Add a model: validation first, then the provider's Pilot under a catalogue name.
    const add = page.getByRole('form', { name: 'Add a model' });
    await add.getByRole('button', { name: exactly('Add the model') }).click();
    await add.getByText('Choose a model of the provider').waitFor();
    await add.getByRole('combobox', { name: exactly('Provider model') }).selectOption({ label: 'Pilot (2025, 2026)' });
    const name = add.getByRole('textbox', { name: exactly('Name in the catalogue') });
    expect(await name.inputValue()).toBe('Pilot');
    await name.fill('Pilot Elite');
    await add.getByRole('button', { name: exactly('Add the model') }).click();
    await page.getByText('Honda Pilot Elite was added to the catalogue.').waitFor();
    await models.getByRole('rowheader', { name: 'Pilot Elite' }).waitFor();
    await page.getByText('Every model of the provider for this make is already in the catalogue.').waitFor();

    // Group it under the first model, then detach.
    const group = page.getByRole('form', { name: 'Group sub-models' });
    await group.getByRole('combobox', { name: exactly('Main model') }).selectOption({ label: mainName });
    await group.getByRole('button', { name: exactly('Group the sub-models') }).click();
    await group.getByText('Choose at least one sub-model').waitFor();
    await group.getByRole('checkbox', { name: exactly('Pilot Elite') }).check();
    await group.getByRole('button', { name: exactly('Group the sub-models') }).click();
    await page.getByText(`Pilot Elite now grouped under ${mainName}.`).waitFor();
    await models.getByRole('rowheader', { name: `Pilot Elite Sub-model of ${mainName}` }).waitFor();
    await screenshot(page, 'catalog-team-sub-models');
    const api = await client.get(`/vehicle-data/get-admin-models?makeId=2`);
    const pilot = (api.body.items as { name: string; parentModelId: number | null }[]).find((m) => m.name === 'Pilot Elite');
    expect(pilot?.parentModelId).not.toBeNull();

    await group.getByRole('button', { name: exactly(`Detach the sub-models of ${mainName}`) }).click();
    await page.getByText(`${mainName} has no sub-model any more.`).waitFor();
    await models.getByRole('rowheader', { name: exactly('Pilot Elite') }).waitFor();

    // The spec's link shape /{lang}/vehiclesTeam/vehicles/{id} opens the edit screen.
    const vehicle = await newest(5);
    await page.goto(`${server.url}/en-ca/vehiclesTeam/vehicles/${vehicle.id}`);
    await heading(page, `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`);
    await page.getByRole('button', { name: exactly('Save changes') }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("vehicles team edits a trim's equipment in English, sees it in French, and the public product lists it", async () => {
  const { client } = await userOfType(server, 20);
  const listed = await newest(7);
  const detail = (await (await fetch(`${server.url}/api/catalog/vehicles/${listed.id}`)).json()) as {
    year: number;
    make: { name: string };
    model: { name: string };
    trim: { id: number; name: string };
  };
  const before = (await client.get(`/admin/cars/get-trim-equipment?trimId=${detail.trim.id}`)).body as { equipmentIds: number[] };
  // Sunroof (10) and Towing package (14) on, Air conditioning (1) off.
  const expected = [...new Set([...before.equipmentIds, 10, 14])].filter((id) => id !== 1).sort((a, b) => a - b);
  const trimLabel = `${detail.year} ${detail.trim.name}`;
  const title = `${detail.year} ${detail.make.name} ${detail.model.name} ${detail.trim.name}`;
  const product = async (lang: 'en' | 'fr') =>
    ((await (await fetch(`${server.url}/api/products/get/${listed.id}?Session.Language=${lang}`)).json()) as { Product: { Equipment: string[] } }).Product.Equipment;

  const chooseTrim = async (page: Page, labels: { make: string; model: string; trim: string }) => {
    const make = page.getByRole('combobox', { name: exactly(labels.make) });
    await until(
      () => make.locator('option').count(),
      (n) => n > 1,
      'makes',
    );
    await make.selectOption({ label: detail.make.name });
    const model = page.getByRole('combobox', { name: exactly(labels.model) });
    await model.locator('option', { hasText: detail.model.name }).first().waitFor({ state: 'attached' });
    await model.selectOption({ label: detail.model.name });
    const trim = page.getByRole('combobox', { name: exactly(labels.trim) });
    await trim.locator('option', { hasText: trimLabel }).first().waitFor({ state: 'attached' });
    await trim.selectOption({ label: trimLabel });
  };

  const { context, page, errors } = await signedIn(client);
  try {
    await page.goto(`${server.url}/en-ca/vehiclesTeam/catalogue`);
    await heading(page, 'Models and colours');
    const link = page.getByRole('navigation', { name: 'Vehicles team tools' }).getByRole('link', { name: exactly('Equipment') });
    expect(await link.getAttribute('href')).toBe('/en-ca/vehiclesTeam/equipment');
    await link.click();
    await page.waitForURL(/\/en-ca\/vehiclesTeam\/equipment$/);
    await heading(page, 'Equipment');
    await chooseTrim(page, { make: 'Make', model: 'Model', trim: 'Trim' });
    const form = page.getByRole('form', { name: `Equipment of ${title}` });
    await form.getByRole('group', { name: 'Safety' }).waitFor();
    expect(await form.getByRole('group').count()).toBe(6);
    await form.getByRole('checkbox', { name: exactly('Sunroof') }).check();
    await form.getByRole('checkbox', { name: exactly('Towing package') }).check();
    await form.getByRole('checkbox', { name: exactly('Air conditioning') }).uncheck();
    await form.getByRole('button', { name: exactly('Save the equipment') }).click();
    await page.getByText(`The equipment of ${title} is saved.`).waitFor();
    await screenshot(page, 'catalog-team-equipment');

    const saved = (await client.get(`/admin/cars/get-trim-equipment?trimId=${detail.trim.id}`)).body as { equipmentIds: number[] };
    expect(saved.equipmentIds).toEqual(expected);
    const en = await product('en');
    expect(en).toEqual(expect.arrayContaining(['Sunroof', 'Towing package']));
    expect(en).not.toContain('Air conditioning');
    expect(en).toHaveLength(expected.length);
    expect(await product('fr')).toEqual(expect.arrayContaining(['Toit ouvrant', 'Ensemble de remorquage']));

    // The same trim in French: categories and names in French, the saved choices ticked.
    await page.goto(`${server.url}/fr-ca/vehiclesTeam/equipment`);
    await heading(page, 'Équipement');
    await chooseTrim(page, { make: 'Marque', model: 'Modèle', trim: 'Version' });
    const formFr = page.getByRole('form', { name: `Équipement de ${title}` });
    await formFr.getByRole('group', { name: 'Sécurité' }).waitFor();
    expect(await formFr.getByRole('checkbox', { name: exactly('Toit ouvrant') }).isChecked()).toBe(true);
    expect(await formFr.getByRole('checkbox', { name: exactly('Climatisation') }).isChecked()).toBe(false);
    await screenshot(page, 'catalog-team-equipment-fr-ca');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

// Last: the new vehicle would shift the "newest" vehicles the tests above pick.
it("vehicles team adds a vehicle with the list's button (issue #17): another one of an existing vehicle's trim, at its dealer", async () => {
  const { client } = await userOfType(server, 20);
  const vehicle = await newest();
  const { context, page, errors } = await signedIn(client);
  try {
    const model = (await client.get(`/admin/vehicles/${vehicle.id}`)).body;
    const vin = withVinCheckDigit(`2T3W1RFV0MC${String(Date.now()).slice(-6)}`);
    await page.goto(`${server.url}/en-ca/vehiclesTeam/vehicles`);
    await page.getByRole('button', { name: exactly('Add a vehicle') }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    const choose = async (label: string, value: number) => {
      const select = dialog.getByRole('combobox', { name: new RegExp(`^${label}`) });
      await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
      await select.selectOption(String(value));
    };
    await dialog.getByRole('textbox', { name: /^VIN/ }).fill(vin);
    await choose('Make', model.make.id);
    await choose('Model', model.model.id);
    await choose('Trim', model.trim.id);
    await dialog.getByRole('textbox', { name: /^Kilometres/ }).fill('1500');
    await choose('Exterior colour', model.exteriorColour.id);
    await choose('Interior colour', model.interiorColour.id);
    await dialog.getByRole('textbox', { name: /^Vehicle price before fees/ }).fill('27500');
    await dialog.getByRole('textbox', { name: /^Company number/ }).fill(String(model.dealer.companyId));
    await dialog.getByRole('button', { name: exactly('Add the vehicle') }).click();
    await page.getByText('The vehicle is listed.').waitFor();
    await page.getByRole('searchbox', { name: exactly('Search') }).fill(vin);
    await page.getByRole('button', { name: exactly('Search') }).click();
    await page.locator('tbody tr .team-table__code', { hasText: vin }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
