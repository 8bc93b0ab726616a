import type { Client } from '../../support/http-client';
import type { TestServer } from '../../support/server';

/** A wizard answer per page, in the order the wizard asks them (money in cents). */
export type Answers = ReadonlyArray<readonly [page: string, answer: Record<string, unknown>]>;

const personal = { firstName: 'Alice', lastName: 'Tremblay', dateOfBirth: '1990-05-01', phone: '514 555-0100', gender: 'female', maritalStatus: 'single' };
/** A Luhn-valid SIN: the tests look for it in the logs afterwards. */
export const TEST_SIN = '046 454 286';
export const TEST_DATE_OF_BIRTH = personal.dateOfBirth;

/** A steady, employed applicant whose simulated bureau score is 795: pre-qualified. */
export const steadyApplicant = (o: { sin?: string; housing?: number } = {}): Answers => [
  ['vehicle-condition', { condition: 'used' }],
  ['vehicle-type', { vehicleType: 'suv' }],
  ['budget', { from: 30_000, to: 50_000 }],
  ['trade-in', { haveTradeIn: false }],
  ['credit-rating', { estimatedCreditRating: 'good' }],
  ['cash-down', { cashDown: 200_000 }],
  ['employment-status', { employmentStatus: 'employed' }],
  ['income-frequency', { payBasis: 'annually' }],
  ['annual-salary', { salary: 8_400_000 }],
  ['income-time', { years: 3, months: 0 }],
  ['job-information', { employer: 'Acme', occupation: 'Welder', employmentType: 'full_time' }],
  ['address', { line1: '1 rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', residentialStatus: 'rent', monthlyHousingPayment: o.housing ?? 150_000 }],
  ['time-at-address', { years: 5, months: 0 }],
  ['personal-information', { ...personal, ...(o.sin ? { sin: o.sin } : {}) }],
];

/** The same person paying $4,000 a month for housing: the debt ratios are over the limits, refused. */
export const overextendedApplicant = (): Answers => steadyApplicant({ housing: 400_000 });

/** A student without a job and without other income: not eligible. */
export const studentWithoutIncome = (): Answers => [
  ...steadyApplicant().slice(0, 6),
  ['employment-status', { employmentStatus: 'student' }],
  ['student-job', { studentJob: false }],
  ['income-source', { incomeSource: 'investment_income' }],
  ['monthly-income', { amount: 20_000 }],
  ...steadyApplicant().slice(11),
];

/** Starts an application and saves every page; answers the application id. */
export async function fillApplication(client: Client, answers: Answers): Promise<string> {
  const created = await client.post('/creditapp/create-credit-application', { body: {} });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const applicationId = created.body.applicationId as string;
  for (const [page, answer] of answers) {
    const saved = await client.post('/creditapp/save-credit-application-page', { body: { applicationId, page, answer } });
    if (saved.status !== 200) throw new Error(`${page}: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return applicationId;
}

/** Reads the notice, consents and submits; answers the submit response. */
export async function consentAndSubmit(server: TestServer, client: Client, applicationId: string) {
  // Read-your-writes waits at most 1 s; on a loaded machine, wait for the caught-up signal instead.
  await server.infra.projections.waitFor();
  const details = await client.get('/creditapp/get-credit-application-details', { query: { applicationId } });
  const consent = await client.post('/creditapp/give-credit-consent', { body: { applicationId, consent: true, noticeVersion: details.body.notice.version } });
  if (consent.status !== 200) throw new Error(`consent: ${consent.status} ${JSON.stringify(consent.body)}`);
  return client.post('/creditapp/submit-credit-application', { body: { applicationId } });
}
