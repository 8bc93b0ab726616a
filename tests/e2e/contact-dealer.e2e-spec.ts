import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { PASSWORD, userOfType } from '../api/identity/support';
import { startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../api/purchase/support';
import { launchBrowser, screenshot } from '../support/browser';
import { pollUntil } from '../support/poll';
import { exactly, heading, LANGS, openPage, text, type Lang } from './web-support';

/**
 * Issue #45 item 1 in Chromium: the vehicle page's "Contact the dealer". An anonymous visitor is asked to sign in and
 * comes back to the vehicle; the buyer is told the dealer receives their contact details; a message without text, or a
 * phone that is not one, is refused in the page's language; the message sent (to be called back, at the number given,
 * with the all-in price the page showed) shows on the dealer's lead card; a buyer who writes too often is answered
 * kindly, with when they may write again. One language per scenario (issue #44): the buyer's journey in fr-ca (its
 * texts are the longest, the refusal has a no-break space), staff who see no card in en-ca.
 */
let browser: Browser;
let t: PurchaseTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  t = await startPurchaseServer({}, { vehicles: 20 });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** The rate-limit answer's opening words (its end says in how many hours or minutes). */
const WROTE_TOO_OFTEN = 'Vous avez déjà écrit plusieurs fois à ce concessionnaire\u00a0: il a vos messages et vous répondra.';

describe('contacting the dealer in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const tr = (s: string, values?: Record<string, string>) => text(lang, s, values, 'messages');
  // The form's own texts come with it, in the purchase catalog part.
  const form$ = (s: string, values?: Record<string, string>) => text(lang, s, values, 'purchase');

  it('signs the visitor in, refuses a message without text or a wrong phone, and puts the message on the dealer\'s lead card', async () => {
    const buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Élodie', lastName: 'Gagnon', cell: '514 555-0199', languageId: 2 });
    const vehicleId = (await vehiclesOfDealer(t.server, 1))[LANGS.indexOf(lang)];
    const vehicle = await (await fetch(`${t.server.url}/api/catalog/vehicles/${vehicleId}`)).json() as { dealer: { name: string }; price: { allInPrice: number } };
    const dealerName = vehicle.dealer.name;
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${t.server.url}/${lang}/autos/${vehicleId}`);
      const card = page.locator('.contact-dealer');
      await card.getByRole('heading', { name: exactly(tr('Contact the dealer')) }).waitFor();
      await card.getByText(tr('{dealerName} answers your questions about this vehicle.', { dealerName })).waitFor();
      // Anonymous: sign in first, and come back to this vehicle.
      const vehiclePath = new URL(page.url()).pathname;
      await card.getByRole('link', { name: exactly(tr('Sign in to write to the dealer')) }).click();
      await heading(page, tr('Login'));
      await page.getByRole('textbox', { name: exactly(tr('Email')) }).fill(buyer.email);
      await page.getByRole('textbox', { name: exactly(tr('Password')) }).fill(PASSWORD);
      await page.getByRole('button', { name: exactly(tr('Login')) }).click();
      await page.waitForURL((url) => url.pathname === vehiclePath);

      const form = card.getByRole('form', { name: exactly(form$('Message to the dealer')) });
      await form.waitFor();
      // Told, before sending, who receives their contact details.
      await form.getByText(tr('The dealer of this vehicle receives your name, email, phone and language with your message, to answer you.')).waitFor();
      await form.getByRole('radio', { name: exactly(form$('Email ({email})', { email: buyer.email })) }).waitFor();

      // Nothing written: refused in the page's language, nothing sent.
      await form.getByRole('button', { name: exactly(form$('Send to the dealer')) }).click();
      await form.getByText(exactly(tr('Required'))).waitFor();
      // By phone: the profile's number is filled in; one that is not a phone number is refused.
      await form.getByRole('radio', { name: exactly(form$('Phone')) }).check();
      const phone = form.getByRole('textbox', { name: exactly(form$('Phone number to call')) });
      expect(await phone.inputValue()).toBe('514 555-0199');
      await phone.fill('438 55');
      await phone.blur();
      await form.getByText(exactly(tr('Enter a 10-digit phone number'))).waitFor();
      await phone.fill('438 555-0123');
      await form.getByRole('combobox', { name: exactly(form$('What is it about?')) }).selectOption('test_drive');
      const message = 'Puis-je l’essayer samedi matin?';
      await form.getByRole('textbox', { name: exactly(form$('Your message')) }).fill(message);
      await screenshot(page, `contact-dealer-${lang}`);
      await form.getByRole('button', { name: exactly(form$('Send to the dealer')) }).click();
      await card.getByText(form$('Your message is on its way to {dealerName}.', { dealerName })).waitFor();
      await card.getByText(form$('They will call you at {phone}.', { phone: '438 555-0123' })).waitFor();

      // The dealer's lead card: the message, to be called back at the number given.
      await t.waitForProjections();
      const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
      const lead = await pollUntil(async () => {
        const { items } = (await dealer.client.get('/company/get-leads', { query: { companyId: 1 } })).body as { items: { leadId: string; customerUserId: string }[] };
        return items.find((l) => l.customerUserId === buyer.userId);
      });
      const leadCard = (await dealer.client.get('/company/get-lead-card', { query: { leadId: lead.leadId } })).body;
      expect(leadCard.message).toMatchObject({ kind: 'test_drive', text: message, contactMethod: 'phone' });
      expect(leadCard.customer).toMatchObject({ status: 'active', firstName: 'Élodie', email: buyer.email, phone: '438 555-0123', contactMethod: 'phone' });
      // The vehicle with the all-in price the page showed when the buyer wrote.
      expect(leadCard.vehicle).toMatchObject({ price: vehicle.price.allInPrice });

      // Two more messages about this vehicle today (the limit is three); the fourth is answered kindly.
      for (let i = 0; i < 2; i++) {
        expect((await buyer.client.post('/buy-online/leads/send', { body: { vehicleId, kind: 'question', message: `Question ${i}` } })).status).toBe(200);
      }
      await card.getByRole('button', { name: exactly(form$('Write another message')) }).click();
      await form.getByRole('textbox', { name: exactly(form$('Your message')) }).fill(message);
      await form.getByRole('button', { name: exactly(form$('Send to the dealer')) }).click();
      const refused = form.getByRole('status').filter({ hasText: WROTE_TOO_OFTEN });
      await refused.waitFor();
      expect(await refused.textContent()).toMatch(/dans \d+ heures?\.$/);
      await screenshot(page, `contact-dealer-${lang}-too-often`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('contacting the dealer in en-ca', () => {
  const lang: Lang = 'en-ca';
  const tr = (s: string, values?: Record<string, string>) => text(lang, s, values, 'messages');

  it('shows nothing to staff, who reach dealers otherwise', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2, firstName: 'Dany' });
    const [vehicleId] = await vehiclesOfDealer(t.server, 1);
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${t.server.url}/${lang}/login`);
      await page.getByRole('textbox', { name: exactly(tr('Email')) }).fill(dealer.email);
      await page.getByRole('textbox', { name: exactly(tr('Password')) }).fill(PASSWORD);
      await page.getByRole('button', { name: exactly(tr('Login')) }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.server.url}/${lang}/cars/${vehicleId}`);
      await page.getByTestId('vehicle-price').waitFor();
      // The page knows who is signed in (their menu shows): the card would be there by now.
      await page.getByRole('button', { name: exactly(tr('Account menu of {name}', { name: 'Dany' })) }).waitFor();
      expect(await page.locator('.contact-dealer').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
