import { consentAndSubmit, fillApplication, steadyApplicant } from '../credit/support';
import { pdfText } from '../../support/pdf-text';
import { appraisedCivic } from '../trade-in/support';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, finalizeReviewed, GPS_PHOTO, payDeposit, signature, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';

/**
 * Issue #42 item 6, ADR 0060: every PDF the product makes for a person is in that person's language (their profile's,
 * as their emails), never in the language of the page that asked. A person whose profile is French asks from English
 * pages (`?language=en-ca`, an English Accept-Language) and gets French: the contract read before signing, the review's
 * contract languages, the signed contract, the deposit receipt, the trade-in appraisal and the pre-qualification
 * result. The buyer's billing address is in Quebec, where an English reader's contract is French then English: a French
 * reader's is French only, so an English page cannot slip English in.
 */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
});
afterAll(() => t?.stop());

const ENGLISH_PAGE = { 'accept-language': 'en-CA,en;q=0.9' };

/** A PDF as an English page opens it: `?language=en-ca` where the route takes one, an English Accept-Language. */
async function pdf(client: Client, url: string, query = '?language=en-ca') {
  const res = await fetch(`${t.server.url}${url}${query}`, { headers: { cookie: client.cookieHeader(), ...ENGLISH_PAGE } });
  expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'application/pdf']);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/** The first of two titles a bilingual document shows: the reader's language comes first. */
const firstOf = (text: string, a: string, b: string) => {
  expect([text.includes(a), text.includes(b)]).toEqual([true, true]);
  return text.indexOf(a) < text.indexOf(b) ? a : b;
};

async function setLanguage(client: Client, languageId: 1 | 2) {
  expect((await client.post('/user/update-user-self', { body: { Language_Id: languageId } })).body).toEqual({ Status: 1 });
}

it('a French profile gets French documents from English pages, and English once the profile says English', async () => {
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId } = await startPurchase(buyer.client, vehicleId);
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
  await payDeposit(buyer.client, transactionId);
  const { tradeInId } = await appraisedCivic(buyer.client);
  const applicationId = await fillApplication(buyer.client, steadyApplicant());
  expect((await consentAndSubmit(t.server, buyer.client, applicationId)).status).toBe(200);
  await pollUntil(async () => (await buyer.client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status === 200);

  // English profile, Quebec address: the draft is French then English.
  await setLanguage(buyer.client, 1);
  const englishDraft = await pdf(buyer.client, `/api/revieworder/contract-preview/${transactionId}`);
  expect(firstOf(englishDraft, 'PROJET À LIRE - NON SIGNÉ', 'DRAFT FOR READING - NOT SIGNED')).toBe('PROJET À LIRE - NON SIGNÉ');
  expect((await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId, language: 'fr-ca' } })).body.contractLanguages).toEqual(['fr', 'en']);
  const englishReceipt = await pdf(buyer.client, `/api/customers/documents/deposit_receipt/${transactionId}`);
  expect(firstOf(englishReceipt, 'Deposit receipt', 'Reçu de dépôt')).toBe('Deposit receipt');

  // The profile says French (read at once: the next read waits for identity.users): every document is French first,
  // whatever the page's language; the contract is French only.
  await setLanguage(buyer.client, 2);
  const draft = await pdf(buyer.client, `/api/revieworder/contract-preview/${transactionId}`);
  expect(draft).toContain('PROJET À LIRE - NON SIGNÉ');
  expect(draft).not.toContain('DRAFT FOR READING');
  expect(draft).toMatch(/Sous-total|Prix avant taxes/);
  const review = await buyer.client.get('/revieworder/get-review-order-details', { query: { transactionId, language: 'en-ca' }, headers: ENGLISH_PAGE });
  expect(review.body.contractLanguages).toEqual(['fr']);

  const receipt = await pdf(buyer.client, `/api/customers/documents/deposit_receipt/${transactionId}`);
  expect(firstOf(receipt, 'Reçu de dépôt', 'Deposit receipt')).toBe('Reçu de dépôt');
  expect(receipt).toContain('Transaction : '); // French typography: a space before the colon
  expect(receipt).toMatch(/250,00 \$/);
  const appraisal = await pdf(buyer.client, `/api/customers/documents/trade_in_appraisal/${tradeInId}`);
  expect(firstOf(appraisal, "Évaluation de l'échange", 'Trade-in appraisal')).toBe("Évaluation de l'échange");
  const prequalification = await pdf(buyer.client, `/api/customers/documents/prequalification/${applicationId}`);
  expect(firstOf(prequalification, 'Résultat de la préqualification de crédit', 'Credit pre-qualification result')).toBe('Résultat de la préqualification de crédit');

  // Signed from an English page: the stored contract is French only, and stays so whatever the page that opens it.
  const signed = await finalizeReviewed(buyer.client, transactionId, 'en-ca');
  expect(signed.status).toBe(200);
  const contract = await pdf(buyer.client, `/api/customers/documents/contract/${transactionId}`);
  expect(contract).toContain('Contrat d');
  expect(contract).toContain('Signé le');
  expect(contract).not.toContain('Vehicle purchase agreement');
  expect(await pdf(buyer.client, `/api/revieworder/contract/${transactionId}`, '')).toBe(contract);
});
