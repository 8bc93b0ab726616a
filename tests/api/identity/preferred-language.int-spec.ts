import { userStreamId } from '@marketplace/domain';
import { preferredLanguage, userContact } from '../../../apps/server/src/modules/identity/identity.public';
import { completeFormSteps, GPS_PHOTO, payDeposit, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { Client } from '../../support/http-client';
import { linkToken, outbox, uniqueEmail } from '../../support/mailbox';
import { PASSWORD, registration } from './support';

/**
 * Issue #42 item 6, ADR 0060: one language per person. Sign-up records the page's language in the profile; the person
 * changes it on the profile page (an event on their stream); every email after that (identity's own, and the other
 * modules' through identity's public API) is in the profile's language with links to that language's pages,
 * whichever page asked for it.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
});
afterAll(() => t?.stop());

const profileLanguages = async (userId: string) =>
  (await t.server.infra.store.readStream(userStreamId(userId))).filter((e) => e.type === 'ProfileUpdated').map((e) => (e.data as { languageId: number }).languageId);

describe('the language of the profile', () => {
  it('is the sign-up page language, changes on the profile, and the next email follows it (identity and purchase emails)', async () => {
    // Signs up on the French page: the activation email is French, its link goes to /fr-ca/.
    const email = uniqueEmail('lang');
    const client = new Client(t.server);
    const registered = await client.post('/user/register', {
      query: { languageId: 2, redirectUrl: '/fr-ca/customer/dashboard' }, body: registration(email, PASSWORD, { FirstName: 'Élise', Language_Id: 2 }),
    });
    expect(registered.body).toMatchObject({ Status: 1, Language_Id: 2 });
    const userId = registered.body.User_Guid as string;
    const [activation] = await outbox(t.server, email, { kind: 'identity.activation' });
    expect(activation.subject).toMatch(/^Confirmez votre adresse courriel/);
    expect(activation.text).toContain('/fr-ca/activate/');
    expect(activation.text).not.toContain('/en-ca/');
    expect((await new Client(t.server).post('/user/activate-account', { body: { token: linkToken(activation, 'activate') } })).body).toEqual({ Status: 1 });

    // Switches to English on the profile: an event on the user's stream, read back at once.
    expect((await client.post('/user/update-user-self', { body: { Language_Id: 1 } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body.Language_Id).toBe(1);
    expect(await profileLanguages(userId)).toEqual([1]);

    // A reset asked from the French page: the email is in the person's language, English, with /en-ca/ links.
    await new Client(t.server).post('/user/send-reset-password-email', { query: { languageId: 2, email } });
    const [reset] = await outbox(t.server, email, { kind: 'identity.reset-password' });
    expect(reset.subject).toMatch(/^Reset your password/);
    expect(reset.text).toContain('/en-ca/reset-password/');
    expect(reset.text).not.toContain('/fr-ca/');

    // Back to French before buying: the purchase module's next email (the deposit receipt) is French, /fr-ca/ links,
    // French money ("250,00 $") and a long French date.
    expect((await client.post('/user/update-user-self', { body: { Language_Id: 2 } })).body).toEqual({ Status: 1 });
    expect(await profileLanguages(userId)).toEqual([1, 2]);
    await t.waitForProjections();
    expect(await preferredLanguage(t.server.infra.db, userId)).toBe('fr-ca');
    expect(await userContact(t.server.infra.db, userId)).toMatchObject({ email, language: 'fr-ca' });

    const [vehicleId] = await vehiclesOfDealer(t.server, 1);
    const { transactionId } = await startPurchase(client, vehicleId);
    await completeFormSteps(client, transactionId, GPS_PHOTO);
    await payDeposit(client, transactionId);
    const [receipt] = await outbox(t.server, email, { kind: 'purchase.deposit-receipt' });
    expect(receipt.subject.replace(/\s/g, ' ')).toBe('Reçu de votre dépôt de 250,00 $');
    expect(receipt.text).toMatch(/réservé jusqu'au \d{1,2}(er)? [a-zéû]+ \d{4} à \d{1,2} h \d{2}/);
    expect(receipt.text).toContain('/fr-ca/customer/dashboard');
    expect(receipt.text).not.toContain('/en-ca/');
    expect(receipt.text).not.toMatch(/Hello|Receipt|deposit/);
  });

  it('is English for an unknown person', async () => {
    expect(await preferredLanguage(t.server.infra.db, '00000000-0000-4000-8000-000000000000')).toBe('en-ca');
  });
});
