import { creditApplicationStreamId, transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import { coApplicantSubject } from '../../../apps/server/src/modules/credit/adapters/credit-personal-data';
import { masterKeyFrom } from '../../../apps/server/src/platform/privacy/keys';
import { PrivacyVault } from '../../../apps/server/src/platform/privacy/privacy-vault';
import { pdfText } from '../../support/pdf-text';
import { BureauStandIn, equifaxHit } from '../credit/bureau-stand-in';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import {
  APPLICANT, daysFromNow, expectProblem, finalizeReviewed, GPS_PHOTO, payDeposit, PERSONAL, signature, startPurchase, startPurchaseServer, streamTypes, type PurchaseTestServer,
} from './support';

/**
 * Issue 42 item 2, the co-applicant path (ADR 0063), through the real HTTP API against a bureau stand-in (Equifax's
 * shapes, ADR 0017) that answers by the person asked about and counts every soft pull: a buyer not eligible alone is
 * refused at signing; a co-applicant who does not help leaves the refusal; a creditworthy one makes the order
 * possible at the pre-qualified rate. Each decision asks the bureau once per person, even when the purchase's append
 * must be retried, and a retried request with the same answers asks nothing.
 */
const standIn = new BureauStandIn('v2/oauth/token', 'v1/consumer-credit/soft-inquiries');
const saved = { ...process.env };
let t: PurchaseTestServer;

/** Scores and monthly debt payments (dollars) the stand-in gives, by first name. */
const FILES: Record<string, [score: number, debts: number]> = { Marie: [720, 150], Jean: [780, 200], Luc: [640, 2_500] };

beforeAll(async () => {
  await standIn.start();
  standIn.replyFor = (body) => {
    const name = (JSON.parse(body) as { consumer: { name: { firstName: string } } }).consumer.name.firstName;
    const file = FILES[name];
    return file ? { kind: 'json', body: equifaxHit(...file) } : undefined;
  };
  // The credit module reads its bureau settings from the environment at boot.
  Object.assign(process.env, {
    CREDIT_BUREAU: 'equifax', EQUIFAX_URL: standIn.url, EQUIFAX_CLIENT_ID: 'client', EQUIFAX_CLIENT_SECRET: 'secret',
    CREDIT_BUREAU_TIMEOUT_MS: '5000', CREDIT_BUREAU_ATTEMPTS: '1', CREDIT_BUREAU_BACKOFF_MS: '0',
  });
  t = await startPurchaseServer({}, { vehicles: 8 });
});
afterAll(async () => {
  process.env = saved;
  await t?.stop();
  await standIn.stop();
});

/** The buyer herself: a student with no income, living on her own ($500 a month). */
const STUDENT = {
  ...APPLICANT, residentialStatus: 'rent', monthlyResidentialPayment: 50_000,
  employment: { status: 'student', grossIncome: 0, frequency: 'monthly' },
};
/** Her partner, employed for five years at $90,000 a year, living with her. */
const JEAN = {
  firstName: 'Jean', lastName: 'Tremblay', dateOfBirth: '1986-09-14', relationship: 'common_law_partner', livesWithApplicant: true,
  employment: { status: 'employed', employer: 'Hydro-Québec', occupation: 'Technicien', hiringDate: '2020-01-15', grossIncome: 9_000_000, frequency: 'annually' },
  consent: true,
};
/** A co-applicant who does not help: no income of his own. */
const LUC = { ...JEAN, firstName: 'Luc', relationship: 'sibling', employment: { status: 'unemployed', grossIncome: 0, frequency: 'monthly' } };

const pullsOf = (name: string) => standIn.pulls().filter((r) => (JSON.parse(r.body) as { consumer: { name: { firstName: string } } }).consumer.name.firstName === name).length;

async function cheapestVehicle(): Promise<{ vehicleId: string; price: number }> {
  const row = await t.server.infra.db.selectFrom('catalog.vehicle_listings').select(['id', 'price']).where('status', '=', 'available')
    .where('company_id', '=', 1).orderBy('price').orderBy('id').executeTakeFirstOrThrow();
  return { vehicleId: row.id as string, price: Number(row.price) };
}

describe('a buyer not eligible alone, with a co-applicant', () => {
  let client: Client;
  let transactionId: string;
  let price: number;
  const step = (data: unknown) => client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'payment-method', data } });
  /** Finance over 60 months with 30 % down: the applicant (and co-applicant) of the step. */
  const finance = (coApplicant?: object) => ({
    method: 'finance', termMonths: 60, frequency: 12, downPayment: Math.round(price * 0.3), applicant: { ...STUDENT, ...(coApplicant ? { coApplicant } : {}) },
  });
  const review = async () => (await client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body;
  const attached = async () => (await t.server.infra.store.readStream(transactionStreamId(transactionId))).filter((e) => e.type === 'CreditDecisionAttached');

  beforeAll(async () => {
    ({ client } = await t.buyer());
    const vehicle = await cheapestVehicle();
    price = vehicle.price;
    ({ transactionId } = await startPurchase(client, vehicle.vehicleId));
    const ok = async (res: Promise<{ status: number; body: any }>, what: string) => {
      const r = await res;
      if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    };
    await ok(client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } }), 'personal details');
    await ok(client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: true } } }), 'trade-in');
    await ok(step(finance()), 'payment method alone');
    await ok(client.post('/customers/save-customer-protection-plan', { body: { transactionId, protectionPlanId: null } }), 'plan');
    await ok(client.post('/customers/save-customer-delivery', { body: { transactionId, method: 'pickup', date: daysFromNow(3) } }), 'delivery');
    for (const side of ['front', 'back']) await ok(client.post('/customers/upload-driverslicence', { body: { transactionId, side, data: GPS_PHOTO.toString('base64') } }), side);
    await ok(client.post('/customers/confirm-customer-drivers-license', { body: { transactionId, fourCornersVisible: true, addressMatches: true } }), 'licence');
    await payDeposit(client, transactionId);
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(vehicle.vehicleId))).includes('VehicleReserved'));
    await pollUntil(async () => (await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status === 200);
  });

  it('alone, she is not eligible: the review says credit blocks the order and signing is refused with purchase.credit_required', async () => {
    expect(pullsOf('Marie')).toBe(1);
    expect((await attached()).at(-1)!.data).toMatchObject({ outcome: 'not_eligible' });
    await t.waitForProjections();
    const r = await review();
    expect(r.prices.credit).toEqual({ status: 'not_eligible', ratePercent: null, maxAmount: null });
    expect(r.missing).toContain('credit');
    expect(r.coApplicant).toBeNull();
    expectProblem(await finalizeReviewed(client, transactionId), 422, 'purchase.credit_required', 'body.paymentMethod');
  });

  it('a co-applicant who does not help (no income) is decided on, and leaves the same refusal in place', async () => {
    const res = await step(finance(LUC));
    expect(res.status).toBe(200);
    expect([pullsOf('Marie'), pullsOf('Luc')]).toEqual([2, 1]);
    expect((await attached()).at(-1)!.data).toMatchObject({ outcome: 'not_eligible', coApplicant: true });
    await t.waitForProjections();
    expect((await review()).prices.credit.status).toBe('not_eligible');
    expectProblem(await finalizeReviewed(client, transactionId), 422, 'purchase.credit_required', 'body.paymentMethod');
  });

  it('a creditworthy co-applicant re-decides: one pull per person even though the append is retried, then the order is placed at the pre-qualified rate', async () => {
    // A concurrent write lands between the step's read and its append (here: the same buyer saving step 1 again):
    // the append conflicts and the loop decides again, without asking credit or the bureau a second time.
    const store = t.server.infra.store;
    const append = store.appendToStream.bind(store);
    let raced = false;
    let appends = 0;
    store.appendToStream = async (streamId, events, expected) => {
      if (streamId === transactionStreamId(transactionId) && events.some((e) => e.type === 'PaymentMethodSaved')) {
        appends++;
        if (!raced) {
          raced = true;
          const concurrent = await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } });
          expect(concurrent.status).toBe(200);
        }
      }
      return append(streamId, events, expected);
    };
    let res;
    try {
      res = await step(finance(JEAN));
    } finally {
      store.appendToStream = append;
    }
    expect(res.status).toBe(200);
    expect({ raced, appends }).toEqual({ raced: true, appends: 2 });
    expect([pullsOf('Marie'), pullsOf('Jean')]).toEqual([3, 1]);
    const decision = (await attached()).at(-1)!.data as { applicationId: string; outcome: string; ratePercent: number; maxAmount: number; coApplicant: boolean };
    expect(decision).toMatchObject({ outcome: 'congratulations', coApplicant: true, ratePercent: 6.99 });
    // Credit's own record: a joint application, decided on both files; the co-applicant sealed with their own key.
    const credit = await t.server.infra.store.readStream(creditApplicationStreamId(decision.applicationId));
    expect(credit.map((e) => e.type)).toEqual(expect.arrayContaining(['CoApplicantAdded', 'CreditConsentGiven', 'CreditApplicationSubmitted', 'CreditDecided']));
    const added = credit.find((e) => e.type === 'CoApplicantAdded')!.data as { coApplicant: { $sealed: string; $subject: string } };
    expect(added.coApplicant.$subject).toMatch(/\/co-applicant\//);
    expect(JSON.stringify(credit)).not.toMatch(/Jean|Hydro|1986-09-14/);

    // The same answers again (a retried request): the same decision, no pull, nothing attached twice.
    expect((await step(finance(JEAN))).status).toBe(200);
    expect([pullsOf('Marie'), pullsOf('Jean')]).toEqual([3, 1]);
    expect((await attached()).filter((e) => (e.data as { applicationId: string }).applicationId === decision.applicationId)).toHaveLength(1);

    await t.waitForProjections();
    const r = await review();
    expect(r.prices.credit).toEqual({ status: 'eligible', ratePercent: 6.99, maxAmount: decision.maxAmount });
    expect(r.prices.deal.finance.ratePercent).toBe(6.99);
    expect(r.prices.deal.finance.amountFinanced).toBeLessThanOrEqual(decision.maxAmount);
    expect(r.creditDecision).toMatchObject({ applicationId: decision.applicationId, coApplicant: true });
    expect(r.coApplicant).toEqual({ firstName: 'Jean', lastName: 'Tremblay', relationship: 'common_law_partner' });
    expect(r.missing).not.toContain('credit');

    const signed = await finalizeReviewed(client, transactionId, 'fr-ca');
    expect(signed.status).toBe(200);
    const contract = await fetch(`${t.server.url}${signed.body.contractUrl}`, { headers: { cookie: client.cookieHeader() } });
    expect(contract.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await contract.arrayBuffer()));
    expect(text).toContain('Codemandeur (demande de cr\xe9dit conjointe)');
    expect(text).toContain('Jean Tremblay Conjoint de fait');
    expect(text).toContain('6,99 %');
  });

  it('the credit-applications page lists the joint decisions as joint, and their details name the co-applicant', async () => {
    await t.waitForProjections();
    const list = await client.get('/creditapp/get-credit-applications');
    expect(list.body.items.map((i: { coApplicant: boolean; outcome: string }) => [i.outcome, i.coApplicant])).toEqual([
      ['congratulations', true], ['not_eligible', true], ['not_eligible', false],
    ]);
    const details = await client.get('/creditapp/get-credit-application-details', { query: { applicationId: list.body.items[0].applicationId } });
    expect(details.body.coApplicant).toEqual({ firstName: 'Jean', lastName: 'Tremblay', relationship: 'common_law_partner' });
    expect(details.body.decision.factors.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(['household_income', 'co_applicant_credit']));
    // The co-applicant's score is theirs: never shown to the buyer.
    expect(JSON.stringify(details.body)).not.toContain('780');
  });
});

describe('bad co-applicant input', () => {
  let client: Client;
  let transactionId: string;

  beforeAll(async () => {
    ({ client } = await t.buyer());
    ({ transactionId } = await startPurchase(client, t.vehicleIds.at(-1)!));
    expect((await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } })).status).toBe(200);
  });

  const save = (coApplicant: object) => client.post('/customers/save-customer-completed-steps', {
    body: { transactionId, step: 'payment-method', data: { method: 'finance', termMonths: 60, frequency: 12, applicant: { ...STUDENT, coApplicant } } },
  });
  const at = (field: string) => `body.data.applicant.coApplicant.${field}`;

  it.each([
    ['under 18', { ...JEAN, dateOfBirth: daysFromNow(-17 * 366) }, 'purchase.co_applicant_too_young', at('dateOfBirth')],
    ['without their own consent', { ...JEAN, consent: false }, 'purchase.co_applicant_consent_required', at('consent')],
    ['with a negative income', { ...JEAN, employment: { ...JEAN.employment, grossIncome: -100 } }, 'too_small', at('employment.grossIncome')],
    ['with a name too long', { ...JEAN, firstName: 'J'.repeat(101) }, 'too_big', at('firstName')],
    ['with an employer too long', { ...JEAN, employment: { ...JEAN.employment, employer: 'H'.repeat(201) } }, 'too_big', at('employment.employer')],
    ['living elsewhere without an address', { ...JEAN, livesWithApplicant: false }, 'purchase.required', at('address')],
    ['with an unknown relationship', { ...JEAN, relationship: 'neighbour' }, 'invalid_value', at('relationship')],
  ])('refuses a co-applicant %s with 400, its code and field, and asks no bureau', async (_name, coApplicant, code, field) => {
    const before = standIn.pulls().length;
    const res = await save(coApplicant);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, code })]));
    expect(standIn.pulls().length).toBe(before);
  });
});

describe('erasure', () => {
  it('deleting the buyer\'s account shreds the co-applicant\'s key with hers', async () => {
    const { client, userId } = await t.buyer();
    const { transactionId } = await startPurchase(client, t.vehicleIds.at(-2)!);
    expect((await client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'personal-details', data: PERSONAL } })).status).toBe(200);
    const saved = await client.post('/customers/save-customer-completed-steps', {
      body: { transactionId, step: 'payment-method', data: { method: 'finance', termMonths: 60, frequency: 12, downPayment: 100_000, applicant: { ...STUDENT, coApplicant: JEAN } } },
    });
    expect(saved.status).toBe(200);
    const { applicationId } = saved.body.creditDecision;
    const vault = new PrivacyVault(t.server.infra.db, masterKeyFrom(t.server.infra.config));
    const subject = coApplicantSubject(userId, applicationId);
    expect(await vault.isShredded(subject)).toBe(false);
    expect((await client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });
    expect(await vault.isShredded(subject)).toBe(true);
    await expect(vault.encrypt(subject, 'again')).rejects.toThrow(/shredded/);
  });
});
