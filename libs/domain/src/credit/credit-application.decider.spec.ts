import { givenFor } from '../shared/testing/given';
import type { AnswerablePage, CoApplicantAnswers, CreditPageAnswers, OpenedAnswers } from './credit-application.answers';
import { creditApplicationDecider, type CreditApplicationCommand } from './credit-application.decide';
import type { CreditApplicationEvent } from './credit-application.events';
import type { BureauReport } from './decision';

const given = givenFor(creditApplicationDecider);
const ID = '6f1c1a52-5d0e-4c44-9d7e-2a8f0b3c4d5e';
const OWNER = 'user-alice';
const T0 = '2026-03-02T15:00:00.000Z';

const started: CreditApplicationEvent = { type: 'CreditApplicationStarted', data: { applicationId: ID, ownerId: OWNER, source: 'wizard', startedAt: T0 } };
const save = <P extends AnswerablePage>(page: P, answer: CreditPageAnswers[P], actorId = OWNER): CreditApplicationCommand =>
  ({ type: 'SaveCreditPage', actorId, page, answer, now: T0 }) as CreditApplicationCommand;

/** A steady employed applicant, every page answered. */
const answers: OpenedAnswers = {
  'vehicle-condition': { condition: 'used' }, 'vehicle-type': { vehicleType: 'suv' }, budget: { from: 30_000, to: 50_000 },
  'trade-in': { haveTradeIn: false }, 'credit-rating': { estimatedCreditRating: 'good' }, 'cash-down': { cashDown: 200_000 },
  'employment-status': { employmentStatus: 'employed' }, 'income-frequency': { payBasis: 'annually' }, 'annual-salary': { salary: 8_400_000 },
  'income-time': { years: 3, months: 0 }, 'job-information': { employer: 'Acme', occupation: 'Welder', employmentType: 'full_time' },
  address: { line1: '1 rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', residentialStatus: 'rent', monthlyHousingPayment: 150_000 },
  'time-at-address': { years: 5, months: 0 },
  'personal-information': { firstName: 'Alice', lastName: 'Tremblay', dateOfBirth: '1990-05-01', phone: '514 555-0100', gender: 'female', maritalStatus: 'single' },
};
const fold = (a: OpenedAnswers): CreditApplicationEvent[] => Object.entries(a).map(([page, answer]) => given(started).when(save(page as AnswerablePage, answer as never)).events()[0]);
const consent: CreditApplicationEvent = { type: 'CreditConsentGiven', data: { noticeVersion: '2026-01', bureau: 'simulated', givenAt: T0 } };
const bureau: BureauReport = { score: 720, factors: [], monthlyDebtPayments: 30_000, bureau: 'simulated' };
const history = [started, ...fold(answers), consent];
const submit = (over: Partial<Extract<CreditApplicationCommand, { type: 'SubmitCreditApplication' }>> = {}): CreditApplicationCommand => ({
  type: 'SubmitCreditApplication', actorId: OWNER, answers, readAtVersion: history.length, bureau, coApplicant: null, now: T0, ...over,
});

describe('credit application: start and save pages', () => {
  it('starts an application for its owner', () => {
    given().when({ type: 'StartCreditApplication', applicationId: ID, ownerId: OWNER, source: 'wizard', now: T0 }).then([started]);
  });

  it('saves a page with the facts the skip rules need, normalising phone and postal code', () => {
    given(started).when(save('time-at-address', { years: 1, months: 6 })).then([{
      type: 'CreditPageSaved', data: { page: 'time-at-address', answer: { years: 1, months: 6 }, sin: null, facts: { monthsAtAddress: 18 }, savedAt: T0 },
    }]);
    const [saved] = given(started).when(save('address', { ...answers.address!, postalCode: 'h2x1y4', province: 'qc' })).events();
    expect(saved.data).toMatchObject({ answer: { postalCode: 'H2X 1Y4', province: 'QC' } });
  });

  it('keeps the SIN apart from the other answers, so it can be sealed on its own', () => {
    const [saved] = given(started).when(save('personal-information', { ...answers['personal-information']!, sin: '046 454 286' })).events();
    expect(saved.data).toMatchObject({ sin: '046454286' });
    expect((saved.data as { answer: object }).answer).not.toHaveProperty('sin');
  });

  it.each([
    ['a SIN failing the Luhn check', 'personal-information', { ...answers['personal-information']!, sin: '046 454 287' }, 'credit.invalid_sin', 'sin'],
    ['someone under 18', 'personal-information', { ...answers['personal-information']!, dateOfBirth: '2008-03-03' }, 'credit.too_young', 'dateOfBirth'],
    ['someone born 100 years ago', 'personal-information', { ...answers['personal-information']!, dateOfBirth: '1926-03-02' }, 'credit.too_old', 'dateOfBirth'],
    ['a phone that is not NNN NNN-NNNN', 'personal-information', { ...answers['personal-information']!, phone: '555-0100' }, 'credit.invalid_phone', 'phone'],
    ['a postal code of another province', 'address', { ...answers.address!, postalCode: 'M5V 2T6' }, 'credit.postal_code_province_mismatch', 'postalCode'],
    ['12 months', 'time-at-address', { years: 1, months: 12 }, 'credit.invalid_months', 'months'],
    ['half a year', 'income-time', { years: 1.5, months: 0 }, 'credit.invalid_years', 'years'],
    ['a negative income', 'annual-salary', { salary: -1 }, 'credit.invalid_amount', 'salary'],
    ['an income past the bound', 'monthly-income', { amount: 10_000_001 }, 'credit.invalid_amount', 'amount'],
  ] as const)('refuses %s with the code and field', (_name, page, answer, code, field) => {
    given(started).when(save(page, answer as never)).thenFails(code, field);
  });

  it("hides another person's application", () => {
    given(started).when(save('budget', { from: 0, to: 1 }, 'user-bob')).thenFails('credit.application_not_found', 'applicationId');
  });
});

describe('credit application: consent, submit, decision', () => {
  it('needs consent', () => {
    given(started).when({ type: 'GiveCreditConsent', actorId: OWNER, consent: false, noticeVersion: '2026-01', bureau: 'simulated', now: T0 })
      .thenFails('credit.consent_required', 'consent');
    given(started, ...fold(answers)).when(submit({ readAtVersion: 1 + Object.keys(answers).length })).thenFails('credit.consent_required', 'consent');
  });

  it('lists the pages still to answer, following the skip rules', () => {
    const { address: _a, ...withoutAddress } = answers;
    let error: unknown;
    try {
      given(started, ...fold(withoutAddress), consent).when(submit()).events();
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'credit.application_incomplete', details: { missing: ['address'] } });
    // Under 2 years at the address, the previous address is asked too.
    const recent = given(started, ...fold(answers), consent).state;
    expect(recent.status).toBe('draft');
    given(started, ...fold({ ...answers, 'time-at-address': { years: 1, months: 0 } }), consent).when(submit()).thenFails('credit.application_incomplete');
  });

  it('decides from the answers and the bureau, and records the submission and the decision', () => {
    const events = given(...history).when(submit()).events();
    expect(events.map((e) => e.type)).toEqual(['CreditApplicationSubmitted', 'CreditDecided']);
    expect(events[1].data).toMatchObject({ outcome: 'congratulations', score: 720, band: 'good', tier: 1, indicativeRate: 6.99, bureau: 'simulated' });
  });

  it('puts the file in the staff review queue, undecided, when the bureau could not answer; a person then decides', () => {
    given(...history).when(submit({ bureau: null })).then([
      { type: 'CreditApplicationSubmitted', data: { submittedAt: T0 } },
      { type: 'HumanReviewRequested', data: { reason: null, requestedAt: T0, cause: 'bureau_unavailable' } },
    ]);
    const queued = given(...history).when(submit({ bureau: null })).events();
    expect(given(...history, ...queued).state).toMatchObject({ status: 'submitted', review: 'requested', outcome: null });
    const [answered] = given(...history, ...queued)
      .when({ type: 'AnswerHumanReview', reviewerId: 'admin', outcome: 'congratulations', message: 'Approved.', now: T0 }).events();
    expect(given(...history, ...queued, answered).state).toMatchObject({ status: 'decided', review: 'answered', outcome: 'congratulations' });
  });

  it('refuses to decide on answers read before the stream moved', () => {
    given(...history).when(submit({ readAtVersion: history.length - 1 })).thenFails('credit.answers_changed');
  });

  it('freezes the answers once submitted', () => {
    const decided = given(...history).when(submit()).events();
    given(...history, ...decided).when(save('budget', { from: 0, to: 1 })).thenFails('credit.application_submitted');
    given(...history, ...decided).when(submit()).thenFails('credit.application_submitted');
  });
});

describe('credit application: review by a person', () => {
  const decided = given(...history).when(submit()).events();
  const request: CreditApplicationCommand = { type: 'RequestHumanReview', actorId: OWNER, reason: ' Please look again ', now: T0 };
  const requested: CreditApplicationEvent = { type: 'HumanReviewRequested', data: { reason: 'Please look again', requestedAt: T0 } };
  const answer: CreditApplicationCommand = { type: 'AnswerHumanReview', reviewerId: 'admin', outcome: 'refused', message: 'Confirmed', now: T0 };

  it('is requested once, after the decision, by the owner only', () => {
    given(...history).when(request).thenFails('credit.application_not_submitted');
    given(...history, ...decided).when(request).then([requested]);
    given(...history, ...decided, requested).when(request).thenFails('credit.review_already_requested');
    given(...history, ...decided).when({ ...request, actorId: 'user-bob' } as CreditApplicationCommand).thenFails('credit.application_not_found');
  });

  it('is answered once, with the outcome that now stands', () => {
    given(...history, ...decided).when(answer).thenFails('credit.no_review_requested');
    given(...history, ...decided, requested).when(answer).then([{
      type: 'HumanReviewAnswered', data: { reviewerId: 'admin', outcome: 'refused', message: 'Confirmed', answeredAt: T0 },
    }]);
    const answered = given(...history, ...decided, requested).when(answer).events();
    expect(given(...history, ...decided, requested, ...answered).state).toMatchObject({ review: 'answered', outcome: 'refused' });
    given(...history, ...decided, requested, ...answered).when(answer).thenFails('credit.review_already_answered');
  });

  it("is never answered by the application's owner, even a super admin", () => {
    given(...history, ...decided, requested).when({ ...answer, reviewerId: OWNER } as CreditApplicationCommand)
      .thenFails('credit.cannot_review_own_application', 'applicationId');
  });
});

describe('credit application: a joint application (issue 42, ADR 0063)', () => {
  /** A student without income, not eligible alone. */
  const student: OpenedAnswers = {
    ...Object.fromEntries(Object.entries(answers).filter(([page]) => !['income-frequency', 'annual-salary', 'income-time', 'job-information'].includes(page))),
    'employment-status': { employmentStatus: 'student' }, 'student-job': { studentJob: false }, 'income-source': { incomeSource: 'investment_income' },
    'monthly-income': { amount: 20_000 },
  };
  const partner: CoApplicantAnswers = {
    firstName: ' Jean ', lastName: 'Tremblay', dateOfBirth: '1985-02-10', relationship: 'spouse', separateAddress: null,
    employmentStatus: 'employed', employer: 'Hydro', monthsAtJob: 60, income: { amount: 9_000_000, frequency: 'annually' },
  };
  const add = (over: Partial<Extract<CreditApplicationCommand, { type: 'AddCoApplicant' }>> = {}): CreditApplicationCommand => ({
    type: 'AddCoApplicant', actorId: OWNER, coApplicant: partner, consent: true, noticeVersion: '2026-01', now: T0, ...over,
  });
  const added = given(started).when(add()).events();
  const studentHistory = [started, ...fold(student), ...added, consent];
  const coBureau: BureauReport = { score: 760, factors: [], monthlyDebtPayments: 20_000, bureau: 'simulated' };
  const joint = (over: Partial<Extract<CreditApplicationCommand, { type: 'SubmitCreditApplication' }>> = {}) =>
    submit({ answers: student, readAtVersion: studentHistory.length, coApplicant: { answers: { ...partner, firstName: 'Jean' }, bureau: coBureau }, ...over });

  it('records the co-applicant, normalised, with their own consent to the notice', () => {
    expect(added).toEqual([{
      type: 'CoApplicantAdded',
      data: { coApplicant: { ...partner, firstName: 'Jean' }, consent: { noticeVersion: '2026-01', givenAt: T0 }, addedAt: T0 },
    }]);
    expect(given(started, ...added).state).toMatchObject({ coApplicant: { firstName: 'Jean' } });
  });

  it.each([
    ['without their consent', add({ consent: false }), 'credit.co_applicant_consent_required', 'coApplicant.consent'],
    ['under 18', add({ coApplicant: { ...partner, dateOfBirth: '2010-01-01' } }), 'credit.too_young', 'coApplicant.dateOfBirth'],
    ['without a name', add({ coApplicant: { ...partner, lastName: ' ' } }), 'credit.required', 'coApplicant.lastName'],
    ['with a negative income', add({ coApplicant: { ...partner, income: { amount: -1, frequency: 'monthly' } } }), 'credit.invalid_amount', 'coApplicant.income.amount'],
    ['living elsewhere at a postal code of another province', add({
      coApplicant: { ...partner, separateAddress: { line1: '1 Bay St', city: 'Toronto', province: 'QC', postalCode: 'M5V 2T6', monthlyHousingPayment: 0 } },
    }), 'credit.postal_code_province_mismatch', 'coApplicant.separateAddress.postalCode'],
  ] as const)('refuses a co-applicant %s', (_name, command, code, field) => {
    given(started).when(command).thenFails(code, field);
  });

  it('decides on both files: a student not eligible alone is pre-qualified with a creditworthy co-applicant', () => {
    const alone = given(started, ...fold(student), consent).when(submit({ answers: student, readAtVersion: 1 + Object.keys(student).length + 1 })).events();
    expect(alone[1].data).toMatchObject({ outcome: 'not_eligible' });
    const events = given(...studentHistory).when(joint()).events();
    expect(events[1].data).toMatchObject({ outcome: 'congratulations', score: 720, band: 'good', tier: 1, coApplicant: { score: 760, band: 'excellent' } });
  });

  it('asks both files: a co-applicant stored but not given to the decision is stale answers; a co-applicant the bureau could not answer goes to a person', () => {
    given(...studentHistory).when(joint({ coApplicant: null })).thenFails('credit.answers_changed');
    given(...history).when(joint({ readAtVersion: history.length, answers })).thenFails('credit.answers_changed');
    expect(given(...studentHistory).when(joint({ coApplicant: { answers: partner, bureau: null } })).events().map((e) => e.type))
      .toEqual(['CreditApplicationSubmitted', 'HumanReviewRequested']);
  });
});
