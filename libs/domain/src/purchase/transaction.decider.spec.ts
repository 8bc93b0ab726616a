import { DomainError, fold, type DomainEvent } from '../shared';
import { givenFor } from '../shared/testing/given';
import type { CreditApplicant, PersonalDetails } from './personal';
import { isValidSin, normalizeCoApplicant } from './personal';
import {
  listingPriceToFollow, transactionDecider, type ApplyStripeEvent, type SaveDelivery, type SavePaymentMethod, type SaveTradeIn, type TradeInRequest, type TransactionCommand,
} from './transaction.decide';
import {
  LISTING_PRICE_CHANGED, LISTING_PRICE_CHANGED_BY, tradeInUsable, type TradeInAppraisal, type TransactionEvent, type VehicleSnapshot,
} from './transaction.events';
import { completedSteps, depositStatus, dirtySteps, transactionStatus, type ExistingTransaction } from './transaction.state';
import { taxProvince } from './tax-province';

const given = givenFor(transactionDecider);
const TX = 'tx-1';
const ALICE = 'user-alice';
const BOB = 'user-bob';
const NOW = '2026-03-02T15:00:00.000Z';
const base = { transactionId: TX, userId: ALICE, now: NOW };

const vehicle: VehicleSnapshot = {
  vehicleId: 'veh-1', vin: '1HGCM82633A004352', condition: 'used', year: 2023, make: 'Honda', model: 'Civic', trim: 'Sport', photo: null,
  price: 2_500_000, msrp: 3_000_000, dealer: { companyId: 1, name: 'Demo Motors', city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.57 },
};
const started: TransactionEvent = { type: 'TransactionStarted', data: { transactionId: TX, userId: ALICE, vehicle, startedAt: NOW } };

const details: PersonalDetails = {
  firstName: ' Marie ', lastName: 'Tremblay', registerOnCompanyName: false, sameAsBillingAddress: true,
  billing: { line1: '1 rue Sainte-Catherine', countryId: 43, city: 'Montréal', province: 'qc', postalCode: 'h2x1y4', phone: '5145551234' },
};
const normalizedBilling = { line1: '1 rue Sainte-Catherine', countryId: 43, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', phone: '514 555-1234' };

const applicant: CreditApplicant = {
  dateOfBirth: '1990-05-01', maritalStatus: 'single', gender: 'female', residentialStatus: 'rent', monthlyResidentialPayment: 120_000,
  occupancyDate: '2020-01-01', employment: { status: 'employed', type: 'full_time', employer: 'ACME', grossIncome: 600_000, frequency: 'monthly' },
  creditApplicationConsent: true,
};
const payment = (over: Partial<SavePaymentMethod> = {}): SavePaymentMethod => ({
  type: 'SavePaymentMethod', ...base, completed: true, vehicleHeld: true, method: 'finance',
  terms: { termMonths: 60, ratePercent: 4.99, frequency: 52, downPayment: 0 }, applicant, today: '2026-03-02', ...over,
});
const delivery = (over: Partial<SaveDelivery> = {}): SaveDelivery => ({
  type: 'SaveDelivery', ...base, completed: true, vehicleHeld: true, method: 'delivery',
  deliveryType: { id: 2, key: 'delivery', price: 49_900, maxDistanceKm: 350 }, touchless: true, date: '2026-03-04', earliestDate: '2026-03-04',
  address: { line1: '10 rue Principale', countryId: 43, city: 'Laval', province: 'QC', postalCode: 'H7N 1A1' }, distanceKm: 14.26, ...over,
});
const file = (id: string) => ({ fileId: id, contentType: 'image/jpeg', bytes: 1234 });

/** Every form step completed. */
const allSteps: TransactionEvent[] = [
  { type: 'PersonalDetailsSaved', data: { transactionId: TX, completed: true, details: { $sealed: 'pv1.x.y' }, province: 'QC', savedAt: NOW } },
  { type: 'TradeInSaved', data: { transactionId: TX, completed: true, tradeIn: { skip: true }, savedAt: NOW } },
  { type: 'PaymentMethodSaved', data: { transactionId: TX, completed: true, method: 'cash', terms: { termMonths: 60, ratePercent: 1, frequency: 52, downPayment: 0 }, savedAt: NOW } },
  { type: 'ProtectionPlanSaved', data: { transactionId: TX, completed: true, plan: null, savedAt: NOW } },
  {
    type: 'DeliverySaved',
    data: { transactionId: TX, completed: true, method: 'pickup', deliveryTypeId: 1, price: 0, touchless: false, date: '2026-03-05', distanceKm: null, address: null, savedAt: NOW },
  },
  { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'front', file: file('f1'), uploadedAt: NOW } },
  { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'back', file: file('f2'), uploadedAt: NOW } },
  { type: 'DriversLicenseConfirmed', data: { transactionId: TX, confirmedAt: NOW } },
];
const requested: TransactionEvent = { type: 'DepositRequested', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, currency: 'cad', requestedAt: NOW, stripeEventId: null } };
const paid: TransactionEvent = { type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, paidAt: NOW, stripeEventId: 'evt_paid' } };
const signature: TransactionEvent = { type: 'SignatureUploaded', data: { transactionId: TX, file: file('sig'), uploadedAt: NOW } };

describe('transaction: start and ownership', () => {
  it('starts a transaction for a vehicle the buyer holds', () => {
    given().when({ type: 'StartTransaction', ...base, vehicle, vehicleHeld: true }).then([started]);
  });

  it('refuses without the lock: purchase.lock_lost', () => {
    given().when({ type: 'StartTransaction', ...base, vehicle, vehicleHeld: false }).thenFails('purchase.lock_lost');
  });

  it('refuses to start twice', () => {
    given(started).when({ type: 'StartTransaction', ...base, vehicle, vehicleHeld: true }).thenFails('purchase.transaction_exists');
  });

  it("someone else's transaction is not found (404), whatever the step", () => {
    given(started).when({ type: 'SaveTradeIn', ...base, userId: BOB, completed: true, vehicleHeld: true, tradeIn: { skip: true } })
      .thenFails('purchase.transaction_not_found');
    given(started).when({ type: 'CancelTransaction', ...base, userId: BOB, reason: 'buyer' }).thenFails('purchase.transaction_not_found');
    given().when({ type: 'SaveTradeIn', ...base, completed: true, vehicleHeld: true, tradeIn: { skip: true } }).thenFails('purchase.transaction_not_found');
  });

  it('a step needs the vehicle still held (lock or reservation)', () => {
    given(started).when({ type: 'SaveTradeIn', ...base, completed: true, vehicleHeld: false, tradeIn: { skip: true } }).thenFails('purchase.lock_lost');
  });
});

describe('transaction: personal details', () => {
  it('normalises names, postal code, phone and province; same-as-billing copies the address', () => {
    given(started).when({ type: 'SavePersonalDetails', ...base, completed: true, vehicleHeld: true, details }).then([{
      type: 'PersonalDetailsSaved',
      data: {
        transactionId: TX, completed: true, province: 'QC', savedAt: NOW,
        details: { firstName: 'Marie', lastName: 'Tremblay', registerOnCompanyName: false, sameAsBillingAddress: true, billing: normalizedBilling, shipping: normalizedBilling },
      },
    }]);
  });

  it.each([
    [{ ...details, firstName: ' ' }, 'purchase.required', 'firstName'],
    [{ ...details, billing: { ...details.billing, postalCode: '12345' } }, 'purchase.invalid_postal_code', 'billing.postalCode'],
    [{ ...details, billing: { ...details.billing, phone: '555' } }, 'purchase.invalid_phone', 'billing.phone'],
    [{ ...details, billing: { ...details.billing, phone: '' } }, 'purchase.required', 'billing.phone'],
    [{ ...details, billing: { ...details.billing, countryId: 1 } }, 'purchase.unsupported_country', 'billing.countryId'],
    [{ ...details, billing: { ...details.billing, province: 'ZZ' } }, 'purchase.unknown_province', 'billing.province'],
    [{ ...details, sameAsBillingAddress: false }, 'purchase.required', 'shipping'],
    [{ ...details, registerOnCompanyName: true }, 'purchase.required', 'companyName'],
  ] as const)('refuses invalid details (%#): %s on %s', (d, code, field) => {
    given(started).when({ type: 'SavePersonalDetails', ...base, completed: true, vehicleHeld: true, details: d as PersonalDetails }).thenFails(code, field);
  });
});

describe('transaction: dirty and completed steps', () => {
  it('a draft makes the step dirty and not completed; saving it completed clears it', () => {
    const draft: TransactionEvent = { type: 'TradeInSaved', data: { transactionId: TX, completed: false, tradeIn: { skip: true }, savedAt: NOW } };
    const done: TransactionEvent = { type: 'TradeInSaved', data: { transactionId: TX, completed: true, tradeIn: { skip: true }, savedAt: NOW } };
    const s1 = fold(transactionDecider, [started, done, draft]) as ExistingTransaction;
    expect(dirtySteps(s1)).toEqual(['trade-in']);
    expect(completedSteps(s1)).toEqual([]);
    const s2 = fold(transactionDecider, [started, done, draft, done]) as ExistingTransaction;
    expect(dirtySteps(s2)).toEqual([]);
    expect(completedSteps(s2)).toEqual(['trade-in']);
  });

  it('lists completed steps in order, with deposit once paid and review once signed', () => {
    const s = fold(transactionDecider, [started, ...allSteps, requested, paid]) as ExistingTransaction;
    expect(completedSteps(s)).toEqual(['personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license', 'deposit']);
    expect(transactionStatus(s)).toBe('pending');
  });
});

describe('transaction: trade-in (issue #12 item 5)', () => {
  const TRADE_IN = 'trade-in-1';
  const appraisal: TradeInAppraisal = {
    tradeInId: TRADE_IN, value: 800_000, offerExpiresAt: '2026-03-05T15:00:00.000Z', vin: '2HGFE2F50SH000001', year: 2025, make: 'Honda',
    model: 'Civic', mileage: 30_000,
  };
  const save = (tradeIn: TradeInRequest, a?: SaveTradeIn['appraisal']): TransactionCommand => ({
    type: 'SaveTradeIn', ...base, completed: true, vehicleHeld: true, tradeIn, ...(a !== undefined ? { appraisal: a } : {}),
  });

  it('skips, or takes the appraisal\'s value and vehicle; only the balance owed and "include" come from the buyer', () => {
    given(started).when(save({ skip: true }))
      .then([{ type: 'TradeInSaved', data: { transactionId: TX, completed: true, tradeIn: { skip: true }, savedAt: NOW } }]);
    given(started).when(save({ skip: false, tradeInId: TRADE_IN, balanceDue: 200_000, include: true }, appraisal)).then([{
      type: 'TradeInSaved',
      data: {
        transactionId: TX, completed: true, savedAt: NOW,
        tradeIn: {
          skip: false, tradeInId: TRADE_IN, vin: '2HGFE2F50SH000001', value: 800_000, balanceDue: 200_000, include: true, year: 2025, make: 'Honda',
          model: 'Civic', mileage: 30_000, offerExpiresAt: '2026-03-05T15:00:00.000Z',
        },
      },
    }]);
  });

  it('refuses another user\'s trade-in (not found), a lapsed offer, and a fractional balance', () => {
    const t: TradeInRequest = { skip: false, tradeInId: TRADE_IN, balanceDue: 0, include: true };
    given(started).when(save(t, 'not_found')).thenFails('purchase.trade_in_not_found', 'tradeInId');
    given(started).when(save(t)).thenFails('purchase.trade_in_not_found', 'tradeInId');
    given(started).when(save(t, { ...appraisal, tradeInId: 'another' })).thenFails('purchase.trade_in_not_found', 'tradeInId');
    given(started).when(save(t, 'offer_lapsed')).thenFails('purchase.trade_in_offer_expired', 'tradeInId');
    given(started).when(save(t, { ...appraisal, missingPhotos: ['dashboard'] })).thenFails('purchase.trade_in_photos_missing', 'tradeInId');
    given(started).when(save({ ...t, balanceDue: 1.5 }, appraisal)).thenFails('purchase.invalid_amount', 'balanceDue');
  });

  it('counts in the prices while the offer is valid (confirmed: always); a value typed before appraisals never does', () => {
    const saved = { skip: false as const, tradeInId: TRADE_IN, vin: 'X', value: 1, balanceDue: 0, include: true };
    expect(tradeInUsable({ ...saved, offerExpiresAt: '2026-03-05T15:00:00.000Z' }, '2026-03-05T14:59:59.999Z')).toBe(true);
    expect(tradeInUsable({ ...saved, offerExpiresAt: '2026-03-05T15:00:00.000Z' }, '2026-03-05T15:00:00.000Z')).toBe(false);
    expect(tradeInUsable({ ...saved, offerExpiresAt: null }, '2030-01-01T00:00:00.000Z')).toBe(true);
    expect(tradeInUsable({ skip: false, vin: 'X', value: 500_000, balanceDue: 0, include: true }, NOW)).toBe(false);
    expect(tradeInUsable({ skip: true }, NOW)).toBe(false);
  });
});

describe('transaction: payment method and credit application', () => {
  it('cash records the method only', () => {
    const events = given(started).when(payment({ method: 'cash', applicant: undefined })).events();
    expect(events.map((e) => e.type)).toEqual(['PaymentMethodSaved']);
  });

  it('finance attaches the decision credit gave the applicant, never the applicant itself', () => {
    const submitted = { applicationId: 'credit-1', outcome: 'congratulations', band: 'good', decidedAt: NOW } as const;
    const events = given(started).when(payment({ applicant: { ...applicant, sin: '046 454 286' }, submitted })).events();
    expect(events.map((e) => e.type)).toEqual(['PaymentMethodSaved', 'CreditDecisionAttached']);
    expect(events[1].data).toMatchObject(submitted);
    expect(JSON.stringify(events)).not.toContain('046');
  });

  it('an application queued for human review travels as in review, without a band', () => {
    const submitted = { applicationId: 'credit-2', outcome: 'in_review', band: null, decidedAt: NOW } as const;
    const events = given(started).when(payment({ submitted })).events();
    expect(events.map((e) => e.type)).toEqual(['PaymentMethodSaved', 'CreditDecisionAttached']);
    expect(events[1].data).toMatchObject(submitted);
  });

  it('a draft records no credit application', () => {
    expect(given(started).when(payment({ completed: false })).events().map((e) => e.type)).toEqual(['PaymentMethodSaved']);
  });

  it.each([
    [{ applicant: undefined }, 'purchase.required', 'applicant'],
    [{ applicant: { ...applicant, creditApplicationConsent: false } }, 'purchase.credit_consent_required', 'applicant.creditApplicationConsent'],
    [{ applicant: { ...applicant, sin: '123456789' } }, 'purchase.invalid_sin', 'applicant.sin'],
    [{ applicant: { ...applicant, dateOfBirth: '2010-01-01' } }, 'purchase.applicant_too_young', 'applicant.dateOfBirth'],
    [{ applicant: { ...applicant, occupancyDate: '2026-01-15' } }, 'purchase.previous_address_required', 'applicant.previousAddress'],
    [{ terms: { termMonths: 0, ratePercent: 1, frequency: 52 as const, downPayment: 0 } }, 'purchase.invalid_term', 'termMonths'],
    [{ terms: { termMonths: 60, ratePercent: 1, frequency: 52 as const, downPayment: 9_000_000 } }, 'purchase.down_payment_too_high', 'downPayment'],
    [{ method: 'lease', terms: { termMonths: 72, ratePercent: 1, frequency: 52 as const, downPayment: 0 } }, 'purchase.invalid_lease_term', 'termMonths'],
    [{ method: 'lease', terms: { termMonths: 12, ratePercent: 1, frequency: 52 as const, downPayment: 0 } }, 'purchase.invalid_lease_term', 'termMonths'],
    [{ method: 'lease', terms: { termMonths: 36, ratePercent: 1, frequency: 52 as const, downPayment: 0, kilometresPerYear: 30_000 } }, 'purchase.invalid_kilometres', 'kilometresPerYear'],
    [{ applicant: { ...applicant, occupancyDate: '2026-04-01' } }, 'purchase.invalid_occupancy_date', 'applicant.occupancyDate'],
    [{ applicant: { ...applicant, occupancyDate: '1950-01-01' } }, 'purchase.invalid_occupancy_date', 'applicant.occupancyDate'],
  ] as const)('refuses (%#) %s', (over, code, field) => {
    given(started).when(payment(over as Partial<SavePaymentMethod>)).thenFails(code, field);
  });

  describe('a co-applicant (issue 42, ADR 0063)', () => {
    const coApplicant = {
      firstName: ' Jean ', lastName: 'Tremblay', dateOfBirth: '1985-02-10', relationship: 'spouse', livesWithApplicant: true, monthlyResidentialPayment: 50_000,
      employment: { status: 'employed', employer: ' Hydro ', grossIncome: 9_000_000, frequency: 'annually' }, consent: true,
    } as const;
    const withCo = (over: object) => payment({ applicant: { ...applicant, coApplicant: { ...coApplicant, ...over } as never } });

    it.each([
      [{ consent: false }, 'purchase.co_applicant_consent_required', 'applicant.coApplicant.consent'],
      [{ dateOfBirth: '2010-01-01' }, 'purchase.co_applicant_too_young', 'applicant.coApplicant.dateOfBirth'],
      [{ dateOfBirth: '2027-01-01' }, 'purchase.invalid_date', 'applicant.coApplicant.dateOfBirth'],
      [{ firstName: '  ' }, 'purchase.required', 'applicant.coApplicant.firstName'],
      [{ livesWithApplicant: false }, 'purchase.required', 'applicant.coApplicant.address'],
      [{ employment: { ...coApplicant.employment, hiringDate: '2026-06-01' } }, 'purchase.invalid_hiring_date', 'applicant.coApplicant.employment.hiringDate'],
    ] as const)('refuses (%#) %s', (over, code, field) => {
      given(started).when(withCo(over)).thenFails(code, field);
    });

    it('is checked even on a draft, and travels only as the decision\'s flag', () => {
      given(started).when({ ...withCo({ consent: false }), completed: false }).thenFails('purchase.co_applicant_consent_required');
      const submitted = { applicationId: 'credit-3', outcome: 'congratulations', band: 'good', decidedAt: NOW, ratePercent: 6.99, maxAmount: 3_000_000, coApplicant: true } as const;
      const events = given(started).when({ ...withCo({}), submitted }).events();
      expect(events[1]).toMatchObject({ type: 'CreditDecisionAttached', data: { coApplicant: true, ratePercent: 6.99 } });
      expect(JSON.stringify(events)).not.toContain('Jean');
      expect(given(started, ...events).state).toMatchObject({ creditDecision: { applicationId: 'credit-3', coApplicant: true } });
    });

    it('normalises them: trimmed, their own housing payment only when they live elsewhere', () => {
      expect(normalizeCoApplicant({ ...coApplicant } as never, '2026-03-02')).toMatchObject({ firstName: 'Jean', monthlyResidentialPayment: 0, employment: { employer: 'Hydro' } });
      const elsewhere = normalizeCoApplicant({
        ...coApplicant, livesWithApplicant: false, address: { line1: '5 rue Ontario', countryId: 43, city: 'Montréal', province: 'qc', postalCode: 'h2l1n1' },
      } as never, '2026-03-02');
      expect(elsewhere).toMatchObject({ monthlyResidentialPayment: 50_000, address: { province: 'QC', postalCode: 'H2L 1N1' } });
    });
  });

  it('accepts a recent move with a previous address', () => {
    const previousAddress = { line1: '5 rue Ontario', countryId: 43, city: 'Montréal', province: 'QC', postalCode: 'H2L 1N1' };
    expect(given(started).when(payment({ applicant: { ...applicant, occupancyDate: '2026-01-15', previousAddress } })).events()).toHaveLength(1);
  });

  it('checks SINs with the Luhn digit', () => {
    expect(isValidSin('046 454 286')).toBe(true);
    expect(isValidSin('046-454-287')).toBe(false);
    expect(isValidSin('12345678')).toBe(false);
  });
});

describe('transaction: protection plan', () => {
  const plan = { id: 2, key: 'plus', nameEn: 'Plus', nameFr: 'Plus', price: 150_000, coverageMonths: 36, coverageKm: 60_000 };
  it('records the chosen plan, or none', () => {
    given(started).when({ type: 'SaveProtectionPlan', ...base, completed: true, vehicleHeld: true, requestedPlanId: 2, plan })
      .then([{ type: 'ProtectionPlanSaved', data: { transactionId: TX, completed: true, plan, savedAt: NOW } }]);
    given(started).when({ type: 'SaveProtectionPlan', ...base, completed: true, vehicleHeld: true, requestedPlanId: null, plan: null })
      .then([{ type: 'ProtectionPlanSaved', data: { transactionId: TX, completed: true, plan: null, savedAt: NOW } }]);
  });
  it('no plan found for this vehicle', () => {
    given(started).when({ type: 'SaveProtectionPlan', ...base, completed: true, vehicleHeld: true, requestedPlanId: 99, plan: null })
      .thenFails('purchase.protection_plan_not_found');
  });
});

describe('transaction: delivery', () => {
  it('delivers within 350 km, no earlier than today + 2 days', () => {
    const [event] = given(started).when(delivery()).events();
    expect(event).toMatchObject({ type: 'DeliverySaved', data: { method: 'delivery', price: 49_900, distanceKm: 14.3, date: '2026-03-04' } });
  });
  it('pickup needs no address', () => {
    const [event] = given(started).when(delivery({ method: 'pickup', deliveryType: { id: 1, key: 'pickup', price: 0, maxDistanceKm: null }, address: null, distanceKm: null })).events();
    expect(event).toMatchObject({ data: { method: 'pickup', address: null, distanceKm: null, price: 0 } });
  });
  it("taxes follow where the vehicle is handed over: the delivery address's province, else the dealer's; never the billing one", () => {
    const albertaBilling: TransactionEvent = {
      type: 'PersonalDetailsSaved', data: { transactionId: TX, completed: true, details: { $sealed: 'pv1.x.y' }, province: 'AB', savedAt: NOW },
    };
    const stateAfter = (...events: TransactionEvent[]) => fold(transactionDecider, events) as ExistingTransaction;
    // Before the delivery step, with an Alberta billing address: the dealer's province (QC).
    expect(taxProvince(stateAfter(started, albertaBilling))).toBe('QC');
    const ottawa = { line1: '150 Elgin St', countryId: 43, city: 'Ottawa', province: 'on', postalCode: 'K1P 1L4' };
    const [delivered] = given(started, albertaBilling).when(delivery({ address: ottawa, distanceKm: 165 })).events();
    expect(delivered).toMatchObject({ type: 'DeliverySaved', data: { province: 'ON' } });
    expect(taxProvince(stateAfter(started, albertaBilling, delivered))).toBe('ON');
    const [pickup] = given(started, albertaBilling, delivered)
      .when(delivery({ method: 'pickup', deliveryType: { id: 1, key: 'pickup', price: 0, maxDistanceKm: null }, address: ottawa, distanceKm: null })).events();
    expect(pickup).toMatchObject({ data: { method: 'pickup', address: null, province: null } });
    expect(taxProvince(stateAfter(started, albertaBilling, delivered, pickup))).toBe('QC');
    // A delivery saved before its province was recorded: the dealer's.
    const { province: _p, ...legacy } = (delivered as Extract<TransactionEvent, { type: 'DeliverySaved' }>).data;
    expect(taxProvince(stateAfter(started, albertaBilling, { type: 'DeliverySaved', data: legacy }))).toBe('QC');
  });
  it.each([
    [{ date: '2026-03-03' }, 'purchase.delivery_date_too_soon', 'date'],
    [{ distanceKm: 350.5 }, 'purchase.delivery_out_of_range', 'address'],
    [{ distanceKm: null }, 'purchase.delivery_route_unavailable', 'address'],
    [{ address: null }, 'purchase.delivery_address_required', 'address'],
    [{ deliveryType: null }, 'purchase.delivery_type_not_found', 'deliveryTypeId'],
    [{ address: { line1: 'x', countryId: 43, city: 'Laval', province: 'QC', postalCode: 'nope' } }, 'purchase.invalid_postal_code', 'address.postalCode'],
  ] as const)('refuses (%#) %s', (over, code, field) => {
    given(started).when(delivery(over as Partial<SaveDelivery>)).thenFails(code, field);
  });
});

describe("transaction: driver's licence", () => {
  const front: TransactionEvent = { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'front', file: file('f1'), uploadedAt: NOW } };
  const back: TransactionEvent = { type: 'DriversLicenseUploaded', data: { transactionId: TX, side: 'back', file: file('f2'), uploadedAt: NOW } };
  const confirm = { type: 'ConfirmDriversLicense' as const, ...base, vehicleHeld: true, fourCornersVisible: true, addressMatches: true };

  it('needs both sides before confirming', () => {
    given(started, front).when(confirm).thenFails('purchase.drivers_license_missing', 'back');
    given(started, back).when(confirm).thenFails('purchase.drivers_license_missing', 'front');
  });
  it('needs the four-corners and address-match confirmations', () => {
    given(started, front, back).when({ ...confirm, fourCornersVisible: false }).thenFails('purchase.drivers_license_not_confirmed', 'fourCornersVisible');
    given(started, front, back).when({ ...confirm, addressMatches: false }).thenFails('purchase.drivers_license_not_confirmed', 'addressMatches');
  });
  it('confirms once; a new image must be confirmed again', () => {
    const confirmed: TransactionEvent = { type: 'DriversLicenseConfirmed', data: { transactionId: TX, confirmedAt: NOW } };
    given(started, front, back).when(confirm).then([confirmed]);
    given(started, front, back, confirmed).when(confirm).then([]);
    const s = fold(transactionDecider, [started, front, back, confirmed, front]) as ExistingTransaction;
    expect(s.license.confirmed).toBe(false);
    expect(dirtySteps(s)).toEqual(['drivers-license']);
  });
});

describe('transaction: deposit', () => {
  const request = { type: 'RequestDeposit' as const, ...base, vehicleHeld: true, paymentIntentId: 'pi_1', amount: 25_000, emailVerified: true };

  it('requests the $250 deposit once every form step is completed', () => {
    given(started, ...allSteps).when(request).then([requested]);
    given(started, ...allSteps, requested).when(request).then([]);
  });
  it('needs a verified email', () => {
    given(started, ...allSteps).when({ ...request, emailVerified: false }).thenFails('purchase.email_not_verified');
  });
  it('names the missing steps', () => {
    let error: DomainError | undefined;
    try {
      transactionDecider.decide(request, fold(transactionDecider, [started, allSteps[0]]));
    } catch (e) {
      error = e as DomainError;
    }
    expect(error?.code).toBe('purchase.steps_incomplete');
    expect(error?.details?.missing).toEqual(['trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license']);
  });
  it('refuses a second deposit', () => {
    given(started, ...allSteps, requested, paid).when(request).thenFails('purchase.deposit_already_paid');
  });
  it('after the deposit, steps no longer need the lock (the reservation holds the vehicle)', () => {
    expect(given(started, ...allSteps, requested, paid).when({ type: 'SaveTradeIn', ...base, completed: true, vehicleHeld: false, tradeIn: { skip: true } }).events())
      .toHaveLength(1);
  });
});

describe('transaction: Stripe webhooks in any order, any number of times', () => {
  const stripe = (kind: ApplyStripeEvent['kind'], stripeEventId: string): ApplyStripeEvent => ({
    type: 'ApplyStripeEvent', transactionId: TX, now: NOW, stripeEventId, kind, paymentIntentId: 'pi_1', amount: 25_000,
    ...(kind === 'refunded' ? { refundId: 're_1' } : {}),
  });

  it('records the payment once, whatever the number of deliveries', () => {
    given(started, ...allSteps, requested).when(stripe('succeeded', 'evt_paid')).then([paid]);
    given(started, ...allSteps, requested, paid).when(stripe('succeeded', 'evt_paid')).then([]);
    given(started, ...allSteps, requested, paid).when(stripe('succeeded', 'evt_other_delivery')).then([]);
  });

  it('records the card that paid (brand and last 4) when the payment says it', () => {
    given(started, ...allSteps, requested).when({ ...stripe('succeeded', 'evt_card'), card: { brand: 'visa', last4: '4242' } }).then([
      { type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, paidAt: NOW, stripeEventId: 'evt_card', cardBrand: 'visa', cardLast4: '4242' } },
    ]);
  });

  it("counts a payment on another of the transaction's intents (one replaced meanwhile) as the deposit", () => {
    given(started, ...allSteps, requested).when({ ...stripe('succeeded', 'evt_x'), paymentIntentId: 'pi_other' }).then([
      { type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_other', amount: 25_000, paidAt: NOW, stripeEventId: 'evt_x' } },
    ]);
    // Another intent's creation or decline says nothing about the deposit.
    given(started, ...allSteps, requested).when({ ...stripe('created', 'evt_c'), paymentIntentId: 'pi_other' }).then([]);
    given(started, ...allSteps, requested).when({ ...stripe('failed', 'evt_f'), paymentIntentId: 'pi_other' }).then([]);
  });

  it('a payment after the deposit was paid is a surplus, refunded once in full', () => {
    const other = (kind: ApplyStripeEvent['kind'], id: string) => ({ ...stripe(kind, id), paymentIntentId: 'pi_2', ...(kind === 'refunded' ? { refundId: 're_2' } : {}) });
    const surplus: TransactionEvent = {
      type: 'SurplusPaymentReceived', data: { transactionId: TX, paymentIntentId: 'pi_2', amount: 25_000, receivedAt: NOW, stripeEventId: 'evt_s2' },
    };
    given(started, ...allSteps, requested, paid).when(other('succeeded', 'evt_s2')).then([surplus]);
    given(started, ...allSteps, requested, paid, surplus).when(other('succeeded', 'evt_s2_again')).then([]);
    // A partial refund of the surplus is not its refund; the whole is, once. The deposit stays paid.
    given(started, ...allSteps, requested, paid, surplus).when({ ...other('refunded', 'evt_r2'), amount: 100 }).then([]);
    const refunded = given(started, ...allSteps, requested, paid, surplus).when(other('refunded', 'evt_r2')).events();
    expect(refunded).toEqual([
      { type: 'SurplusPaymentRefunded', data: { transactionId: TX, paymentIntentId: 'pi_2', refundId: 're_2', amount: 25_000, refundedAt: NOW, stripeEventId: 'evt_r2' } },
    ]);
    given(started, ...allSteps, requested, paid, surplus, ...refunded).when(other('refunded', 'evt_r2_again')).then([]);
    const d = (fold(transactionDecider, [started, ...allSteps, requested, paid, surplus, ...refunded]) as ExistingTransaction).deposit;
    expect({ status: depositStatus(d), pi: d.paymentIntentId, surplus: d.surplus }).toEqual({ status: 'paid', pi: 'pi_1', surplus: { pi_2: { amount: 25_000, refunded: true } } });
    // A refund of an unknown intent is not the deposit's.
    given(started, ...allSteps, requested, paid).when(other('refunded', 'evt_r3')).then([]);
  });

  it('every order of created / succeeded / refunded ends in the same state', () => {
    const kinds = [stripe('created', 'evt_c'), stripe('succeeded', 'evt_s'), stripe('refunded', 'evt_r')];
    const permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    const finals = permutations.map((order) => {
      let state = fold(transactionDecider, [started, ...allSteps]);
      for (const i of [...order, ...order]) { // and each delivered twice
        for (const e of transactionDecider.decide(kinds[i], state)) state = transactionDecider.evolve(state, e);
      }
      const d = (state as ExistingTransaction).deposit;
      return { status: depositStatus(d), paid: d.paid, refunded: d.refunded, requested: d.requested, pi: d.paymentIntentId, refundId: d.refundId, amount: d.amount, ids: [...d.stripeEventIds].sort() };
    });
    for (const f of finals) expect(f).toEqual(finals[0]);
    expect(finals[0]).toMatchObject({ status: 'refunded', paid: true, refunded: true, requested: true });
  });

  it('a partial refund leaves the deposit paid; a refund of the whole deposit ends it', () => {
    given(started, ...allSteps, requested, paid).when({ ...stripe('refunded', 'evt_partial'), amount: 100 }).then([]);
    expect(given(started, ...allSteps, requested, paid).when(stripe('refunded', 'evt_full')).events()).toEqual([
      expect.objectContaining({ type: 'DepositRefunded', data: expect.objectContaining({ amount: 25_000 }) }),
    ]);
  });

  it('a failed payment can be followed by a success', () => {
    const failed = transactionDecider.decide({ ...stripe('failed', 'evt_f'), reason: 'card_declined' }, fold(transactionDecider, [started, ...allSteps, requested]));
    let state = fold(transactionDecider, [started, ...allSteps, requested, ...failed]);
    expect(depositStatus((state as ExistingTransaction).deposit)).toBe('failed');
    for (const e of transactionDecider.decide(stripe('succeeded', 'evt_s'), state)) state = transactionDecider.evolve(state, e);
    expect(depositStatus((state as ExistingTransaction).deposit)).toBe('paid');
  });
});

describe('transaction: the payment read from the intent (a card sent again, ADR 0088)', () => {
  const read = { type: 'RecordPaidIntent' as const, transactionId: TX, now: NOW, paymentIntentId: 'pi_1', amount: 25_000, card: { brand: 'visa', last4: '4242' } };
  const fromIntent: TransactionEvent = {
    type: 'DepositPaid', data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, paidAt: NOW, stripeEventId: null, cardBrand: 'visa', cardLast4: '4242' },
  };
  const webhook: ApplyStripeEvent = { type: 'ApplyStripeEvent', transactionId: TX, now: NOW, stripeEventId: 'evt_paid', kind: 'succeeded', paymentIntentId: 'pi_1', amount: 25_000 };

  it('records the deposit paid once, whichever of the intent read and the webhook comes first', () => {
    given(started, ...allSteps, requested).when(read).then([fromIntent]);
    given(started, ...allSteps, requested, fromIntent).when(read).then([]);
    given(started, ...allSteps, requested, fromIntent).when(webhook).then([]);
    given(started, ...allSteps, requested, paid).when(read).then([]);
    expect(depositStatus((fold(transactionDecider, [started, ...allSteps, requested, fromIntent]) as ExistingTransaction).deposit)).toBe('paid');
  });

  it("records nothing for an intent that is not the deposit's, and refuses an unknown transaction", () => {
    given(started, ...allSteps, requested).when({ ...read, paymentIntentId: 'pi_other' }).then([]);
    given().when(read).thenFails('purchase.transaction_not_found');
  });
});

describe('transaction: refund', () => {
  const refund = { type: 'RequestDepositRefund' as const, transactionId: TX, now: NOW, reason: 'reservation_expired' as const };
  it('requests the refund of a paid deposit once, with an idempotency key', () => {
    const [event] = given(started, ...allSteps, requested, paid).when(refund).events();
    expect(event).toEqual({
      type: 'DepositRefundRequested',
      data: { transactionId: TX, paymentIntentId: 'pi_1', amount: 25_000, reason: 'reservation_expired', idempotencyKey: 'deposit-refund-tx-1-pi_1', requestedAt: NOW },
    });
    given(started, ...allSteps, requested, paid, event).when(refund).then([]);
  });
  it('has nothing to refund before the payment', () => {
    given(started, ...allSteps, requested).when(refund).then([]);
  });
});

describe('transaction: signing and cancelling', () => {
  const deal = { method: 'cash', totalPrice: 2_900_000 };
  const sign: TransactionCommand = {
    type: 'SignContract', ...base, contractUrl: '/api/revieworder/contract/tx-1', languages: ['fr', 'en'], total: 2_900_000, reservedFor: TX, deal,
  };
  it('signs when every step is done, the deposit paid and the signature drawn: the decision, with the deal its PDF will state', () => {
    given(started, ...allSteps, requested, paid, signature).when(sign).then([{
      type: 'ContractSigned',
      data: {
        transactionId: TX, contractUrl: '/api/revieworder/contract/tx-1', languages: ['fr', 'en'], total: 2_900_000, deposit: 25_000, signedAt: NOW, deal,
      },
    }]);
  });
  it('records the signed contract\'s PDF once (ADR 0091): not before the signature, nothing the second time', () => {
    const ready = [started, ...allSteps, requested, paid, signature];
    const record: TransactionCommand = { type: 'RecordContractDocument', transactionId: TX, now: NOW, contract: file('c1') };
    given(...ready).when(record).thenFails('purchase.contract_not_signed');
    const signed = given(...ready).when(sign).events();
    const stored: TransactionEvent = { type: 'ContractDocumentStored', data: { transactionId: TX, contract: file('c1'), storedAt: NOW } };
    given(...ready, ...signed).when(record).then([stored]);
    expect(given(...ready, ...signed).state).toMatchObject({ contract: { file: null, deal } });
    expect(given(...ready, ...signed, stored).state).toMatchObject({ contract: { file: file('c1'), deal, url: '/api/revieworder/contract/tx-1' } });
    given(...ready, ...signed, stored).when(record).then([]);
    given(...ready, ...signed, stored).when({ ...record, contract: file('c2') } as TransactionCommand).then([]);
  });
  it('reads a contract signed before ADR 0091 (its PDF stored with the signature, no deal)', () => {
    const before: TransactionEvent = {
      type: 'ContractSigned',
      data: { transactionId: TX, contractUrl: '/c', contract: file('c0'), languages: ['en'], total: 1, deposit: 25_000, signedAt: NOW },
    };
    expect(given(started, ...allSteps, requested, paid, signature, before).state).toMatchObject({ contract: { file: file('c0'), deal: null } });
  });
  it('refuses without signature, deposit or steps', () => {
    given(started, ...allSteps, requested, paid).when(sign).thenFails('purchase.signature_missing');
    given(started, ...allSteps, requested, signature).when(sign).thenFails('purchase.deposit_not_paid');
    given(started, requested, paid, signature).when(sign).thenFails('purchase.steps_incomplete');
  });
  it('refuses unless the vehicle is reserved for this very transaction: 409 purchase.reservation_not_held', () => {
    const ready = [started, ...allSteps, requested, paid, signature];
    given(...ready).when({ ...sign, reservedFor: null } as TransactionCommand).thenFails('purchase.reservation_not_held', 'transactionId');
    given(...ready).when({ ...sign, reservedFor: 'tx-of-another-buyer' } as TransactionCommand).thenFails('purchase.reservation_not_held');
  });
  it('signs the total the buyer reviewed, or refuses with 409 purchase.prices_changed', () => {
    const ready = [started, ...allSteps, requested, paid, signature];
    expect(given(...ready).when({ ...sign, reviewedTotal: 2_900_000 } as TransactionCommand).events()).toHaveLength(1);
    given(...ready).when({ ...sign, reviewedTotal: 2_899_999 } as TransactionCommand).thenFails('purchase.prices_changed', 'total');
  });
  it('a signed transaction is completed and closed', () => {
    const signed = transactionDecider.decide(sign, fold(transactionDecider, [started, ...allSteps, requested, paid, signature]));
    const state = fold(transactionDecider, [started, ...allSteps, requested, paid, signature, ...signed]);
    expect(transactionStatus(state as ExistingTransaction)).toBe('completed');
    expect(completedSteps(state as ExistingTransaction)).toContain('review');
    given(started, ...allSteps, requested, paid, signature, ...signed).when({ type: 'SaveTradeIn', ...base, completed: true, vehicleHeld: true, tradeIn: { skip: true } })
      .thenFails('purchase.transaction_closed');
    given(started, ...allSteps, requested, paid, signature, ...signed).when({ type: 'CancelTransaction', ...base, reason: 'buyer' }).thenFails('purchase.transaction_closed');
  });
  it('cancels (start over) an unpaid transaction, once', () => {
    const cancelled: TransactionEvent = { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'start_over', cancelledAt: NOW } };
    given(started, ...allSteps).when({ type: 'CancelTransaction', ...base, reason: 'start_over' }).then([cancelled]);
    given(started, cancelled).when({ type: 'CancelTransaction', ...base, reason: 'start_over' }).then([]);
    expect(transactionStatus(fold(transactionDecider, [started, cancelled]) as ExistingTransaction)).toBe('cancelled');
  });
  it('start over is refused once a deposit is paid; an explicit cancel is allowed (refund follows)', () => {
    given(started, ...allSteps, requested, paid).when({ type: 'CancelTransaction', ...base, reason: 'start_over' }).thenFails('purchase.deposit_paid_cannot_restart');
    expect(given(started, ...allSteps, requested, paid).when({ type: 'CancelTransaction', ...base, reason: 'buyer' }).events()).toHaveLength(1);
  });
  it('deactivating the account cancels a paid reservation (the settlement refunds it), once; a signed one stays', () => {
    given(started, ...allSteps, requested, paid).when({ type: 'CancelTransaction', ...base, reason: 'account_deactivated' })
      .then([{ type: 'TransactionCancelled', data: { transactionId: TX, reason: 'account_deactivated', cancelledAt: NOW } }]);
    given(started, ...allSteps, requested, paid, { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'account_deactivated', cancelledAt: NOW } })
      .when({ type: 'CancelTransaction', ...base, reason: 'account_deactivated' }).then([]);
    const signed = transactionDecider.decide(sign, fold(transactionDecider, [started, ...allSteps, requested, paid, signature]));
    given(started, ...allSteps, requested, paid, signature, ...signed).when({ type: 'CancelTransaction', ...base, reason: 'account_deactivated' })
      .thenFails('purchase.transaction_closed');
  });
  it('unknown events on the stream are tolerated', () => {
    const state = fold(transactionDecider, [started, { type: 'SomethingNew', data: {} } as DomainEvent as TransactionEvent]);
    expect(state.version).toBe(2);
  });
});

describe('transaction: the drawn signature', () => {
  const upload = (width: number, height: number): TransactionCommand => ({
    type: 'UploadSignature', ...base, vehicleHeld: true, file: file('sig'), drawing: { width, height },
  });

  it('records a drawing of at least 20 × 10 pixels', () => {
    given(started).when(upload(20, 10)).then([signature]);
  });

  it('refuses an empty pad or a dot: purchase.signature_empty on signature', () => {
    given(started).when(upload(19, 40)).thenFails('purchase.signature_empty', 'signature');
    given(started).when(upload(300, 9)).thenFails('purchase.signature_empty', 'signature');
  });
});

describe('transaction: the held price (issue #17 item 1)', () => {
  const STAFF = 'user-staff';
  const change = (price: number, reason = 'Wrong price entered'): TransactionCommand => ({ type: 'ChangeHeldPrice', transactionId: TX, now: NOW, staffId: STAFF, price, reason });
  const changed = (from: number, to: number): TransactionEvent => ({
    type: 'HeldPriceChanged', data: { transactionId: TX, from, to, reason: 'Wrong price entered', changedBy: STAFF, changedAt: NOW },
  });
  const accepted = (price: number): TransactionEvent => ({ type: 'HeldPriceChangeAccepted', data: { transactionId: TX, price, acceptedAt: NOW } });
  const sign: TransactionCommand = { type: 'SignContract', ...base, contractUrl: '/c', languages: ['en'], total: 1, reservedFor: TX, deal: {} };

  it('the buyer keeps the price of the start until staff change it on purpose, recorded with who and why', () => {
    given(started).when(change(2_400_000)).then([changed(2_500_000, 2_400_000)]);
    expect(given(started, changed(2_500_000, 2_400_000)).state).toMatchObject({ vehicle: { price: 2_500_000 }, priceChange: { from: 2_500_000, to: 2_400_000 } });
  });

  it('needs a reason and a positive price; the same price changes nothing; a closed transaction cannot change', () => {
    given(started).when(change(2_400_000, '  ')).thenFails('purchase.required', 'reason');
    given(started).when(change(0)).thenFails('purchase.invalid_amount', 'price');
    given(started).when(change(2_500_000)).then([]);
    given(started, { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'buyer', cancelledAt: NOW } }).when(change(1)).thenFails('purchase.transaction_closed');
    given().when(change(1)).thenFails('purchase.transaction_not_found');
  });

  it('the buyer accepts the price they were shown; it becomes their price', () => {
    given(started, changed(2_500_000, 2_400_000)).when({ type: 'AcceptPriceChange', ...base, price: 2_400_000 }).then([accepted(2_400_000)]);
    expect(given(started, changed(2_500_000, 2_400_000), accepted(2_400_000)).state).toMatchObject({ vehicle: { price: 2_400_000 }, priceChange: null });
    given(started, changed(2_500_000, 2_400_000)).when({ type: 'AcceptPriceChange', ...base, price: 2_450_000 }).thenFails('purchase.price_change_moved', 'price');
    given(started, changed(2_500_000, 2_400_000)).when({ type: 'AcceptPriceChange', ...base, userId: BOB, price: 2_400_000 }).thenFails('purchase.transaction_not_found');
    given(started).when({ type: 'AcceptPriceChange', ...base, price: 2_400_000 }).then([]);
  });

  it('on resume without a deposit, follows a listing price that moved since the purchase last did; a deposit keeps the price', () => {
    const state = (...events: TransactionEvent[]) => given(started, ...events).state as ExistingTransaction;
    expect(listingPriceToFollow(state(), 2_500_000)).toBeNull();
    expect(listingPriceToFollow(state(), 2_450_000)).toBe(2_450_000);
    expect(listingPriceToFollow(state(...allSteps, requested, paid), 2_450_000)).toBeNull();
    const followed: TransactionEvent = {
      type: 'HeldPriceChanged',
      data: { transactionId: TX, from: 2_500_000, to: 2_450_000, reason: LISTING_PRICE_CHANGED, changedBy: LISTING_PRICE_CHANGED_BY, changedAt: NOW },
    };
    given(started).when({ type: 'ChangeHeldPrice', transactionId: TX, now: NOW, staffId: LISTING_PRICE_CHANGED_BY, price: 2_450_000, reason: LISTING_PRICE_CHANGED })
      .then([followed]);
    expect(listingPriceToFollow(state(followed), 2_450_000)).toBeNull();
    expect(listingPriceToFollow(state(followed), 2_400_000)).toBe(2_400_000);
    // A staff change of this buyer's price is not undone while the listing stays where it was.
    expect(listingPriceToFollow(state(changed(2_500_000, 2_400_000), accepted(2_400_000)), 2_500_000)).toBeNull();
  });

  it('signing waits until the buyer accepted the change', () => {
    given(started, ...allSteps, requested, paid, signature, changed(2_500_000, 2_400_000)).when(sign).thenFails('purchase.price_change_pending');
    expect(given(started, ...allSteps, requested, paid, signature, changed(2_500_000, 2_400_000), accepted(2_400_000)).when(sign).events()).toHaveLength(1);
  });
});

describe('transaction: finance or lease with a credit pre-qualification (issue #13 item 6)', () => {
  const pre = { applicationId: 'credit-app-1', outcome: 'congratulations' as const, band: 'very_good' as const, decidedAt: '2026-02-20T10:00:00.000Z' };
  const attached: TransactionEvent = { type: 'CreditDecisionAttached', data: { transactionId: TX, ...pre, method: 'finance', attachedAt: NOW } };
  const saved = (over: Partial<SavePaymentMethod> = {}) => transactionDecider.decide(payment({ applicant: undefined, prequalification: pre, ...over }), fold(transactionDecider, [started]));

  it('uses the decision instead of an applicant: the decision travels with the transaction, no personal values', () => {
    const events = saved();
    expect(events.map((e) => e.type)).toEqual(['PaymentMethodSaved', 'CreditDecisionAttached']);
    expect(events[1]).toEqual(attached);
    expect(given(started, events[0], attached).state).toMatchObject({ creditDecision: pre, creditApplicationId: 'credit-app-1' });
  });

  it('records it once; a draft or cash records none', () => {
    expect(transactionDecider.decide(payment({ applicant: undefined, prequalification: pre }), fold(transactionDecider, [started, attached])).map((e) => e.type)).toEqual(['PaymentMethodSaved']);
    expect(saved({ completed: false }).map((e) => e.type)).toEqual(['PaymentMethodSaved']);
    expect(saved({ method: 'cash' }).map((e) => e.type)).toEqual(['PaymentMethodSaved']);
  });

  it('without a pre-qualification the applicant is required', () => {
    given(started).when(payment({ applicant: undefined, prequalification: null })).thenFails('purchase.required', 'applicant');
  });
});

describe('transaction: a later credit decision (a person answers an in_review file)', () => {
  const inReview = { applicationId: 'credit-app-2', outcome: 'in_review' as const, band: null, decidedAt: '2026-03-01T10:00:00.000Z' };
  const attached: TransactionEvent = { type: 'CreditDecisionAttached', data: { transactionId: TX, ...inReview, method: 'lease', attachedAt: NOW } };
  const staff = { applicationId: 'credit-app-2', outcome: 'congratulations' as const, band: null, decidedAt: '2026-03-03T09:00:00.000Z' };
  const update = (decision = staff): TransactionCommand => ({ type: 'UpdateCreditDecision', transactionId: TX, now: NOW, decision });
  const updated: TransactionEvent = { type: 'CreditDecisionUpdated', data: { transactionId: TX, ...staff, updatedAt: NOW } };

  it('replaces the attached decision with the new outcome and band', () => {
    given(started, attached).when(update()).then([updated]);
    expect(given(started, attached, updated).state).toMatchObject({ creditDecision: staff });
  });

  it('is ignored for another application, the same decision again, or a transaction without one', () => {
    given(started, attached).when(update({ ...staff, applicationId: 'credit-app-other' })).then([]);
    given(started, attached, updated).when(update()).then([]);
    given(started).when(update()).then([]);
    given().when(update()).then([]);
  });

  it('is ignored once the transaction is cancelled or signed', () => {
    given(started, attached, { type: 'TransactionCancelled', data: { transactionId: TX, reason: 'buyer', cancelledAt: NOW } }).when(update()).then([]);
    const signed: TransactionEvent = {
      type: 'ContractSigned', data: { transactionId: TX, contractUrl: '/c', contract: file('c1'), languages: ['en'], total: 1, deposit: 25_000, signedAt: NOW },
    };
    given(started, attached, signed).when(update()).then([]);
  });
});

describe('7-day money-back return (issue #16 item 8)', () => {
  const at = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();
  const signedContract: TransactionEvent = {
    type: 'ContractSigned',
    data: { transactionId: TX, contractUrl: '/c', contract: file('c1'), languages: ['en'], total: 3_500_000, deposit: 25_000, signedAt: NOW },
  };
  const signedTx = [started, ...allSteps, requested, paid, signature, signedContract];
  const staff = { transactionId: TX, staffId: 'staff-1' };
  const delivered: TransactionEvent = { type: 'VehicleDelivered', data: { transactionId: TX, deliveredAt: at(24), odometerKm: 12_000, recordedBy: 'staff-1', recordedAt: at(25) } };
  const request = (hours: number, odometerKm: number, userId = ALICE): TransactionCommand =>
    ({ type: 'RequestReturn', transactionId: TX, userId, now: at(hours), odometerKm, reason: 'changed_mind' });
  const returnRequested: TransactionEvent = { type: 'ReturnRequested', data: { transactionId: TX, odometerKm: 12_300, reason: 'changed_mind', requestedAt: at(48) } };
  const pickup: TransactionEvent = { type: 'ReturnPickupScheduled', data: { transactionId: TX, pickupAt: at(72), scheduledBy: 'staff-1', scheduledAt: at(49) } };
  const inspected: TransactionEvent = { type: 'ReturnInspected', data: { transactionId: TX, odometerKm: 12_320, notes: 'As delivered', inspectedBy: 'staff-1', inspectedAt: at(73) } };

  it('records the handover of a signed transaction once; an unsigned one or a second, different handover is refused', () => {
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: at(24), odometerKm: 12_000 }).then([delivered]);
    given(...signedTx, delivered).when({ type: 'RecordDelivery', ...staff, now: at(26), deliveredAt: at(24), odometerKm: 12_000 }).then([]);
    given(...signedTx, delivered).when({ type: 'RecordDelivery', ...staff, now: at(26), deliveredAt: at(25), odometerKm: 12_000 }).thenFails('purchase.already_delivered');
    given(started, ...allSteps, requested, paid).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: at(24), odometerKm: 1 }).thenFails('purchase.contract_not_signed');
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: at(26), odometerKm: 1 }).thenFails('purchase.invalid_date');
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: at(24), odometerKm: -1 }).thenFails('purchase.invalid_odometer');
  });

  it('compares the handover and the pickup as instants, not as strings, and records them as toISOString() writes them', () => {
    // NOW is 2026-03-02T15:00Z: as strings, 'Mon, 01 Jan 2020 …' sorts after it and '1 Jan 2999 …' before it.
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: '1 Jan 2999 00:00:00 GMT', odometerKm: 12_000 }).thenFails('purchase.invalid_date', 'deliveredAt');
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: 'not a date', odometerKm: 12_000 }).thenFails('purchase.invalid_date', 'deliveredAt');
    const offset = new Date(Date.parse(at(24)) - 5 * 3_600_000).toISOString().replace('.000Z', '-05:00');
    given(...signedTx).when({ type: 'RecordDelivery', ...staff, now: at(25), deliveredAt: offset, odometerKm: 12_000 }).then([delivered]);
    given(...signedTx, delivered).when({ type: 'RecordDelivery', ...staff, now: at(26), deliveredAt: offset, odometerKm: 12_000 }).then([]);
    given(...signedTx, delivered, returnRequested)
      .when({ type: 'ScheduleReturnPickup', ...staff, now: at(49), pickupAt: 'Mon, 01 Jan 2020 00:00:00 GMT' }).thenFails('purchase.invalid_date', 'pickupAt');
    given(...signedTx, delivered, returnRequested, pickup)
      .when({ type: 'ScheduleReturnPickup', ...staff, now: at(50), pickupAt: at(72).replace('.000Z', 'Z') }).then([]);
  });

  it('takes the buyer\'s request within 7 days of delivery and 750 km, once', () => {
    given(...signedTx, delivered).when(request(48, 12_300)).then([returnRequested]);
    given(...signedTx, delivered).when(request(24 + 7 * 24, 12_750)).then([{ ...returnRequested, data: { ...returnRequested.data, odometerKm: 12_750, requestedAt: at(24 + 7 * 24) } }]);
    given(...signedTx, delivered, returnRequested).when(request(50, 12_400)).then([]);
  });

  it('refuses a request out of the window, over 750 km, before delivery, or for someone else\'s transaction', () => {
    given(...signedTx, delivered).when(request(24 + 7 * 24 + 1, 12_100)).thenFails('purchase.return_window_closed');
    given(...signedTx, delivered).when(request(48, 12_751)).thenFails('purchase.return_distance_exceeded');
    given(...signedTx, delivered).when(request(48, 11_999)).thenFails('purchase.invalid_odometer');
    given(...signedTx).when(request(48, 12_000)).thenFails('purchase.return_not_delivered');
    given(...signedTx, delivered).when(request(48, 12_100, BOB)).thenFails('purchase.transaction_not_found');
  });

  it('staff schedule the pickup, inspect, then refund the contract total, in that order; repeats decide nothing', () => {
    const refunded: TransactionEvent = { type: 'ReturnRefundIssued', data: { transactionId: TX, amount: 3_500_000, issuedBy: 'staff-1', issuedAt: at(74) } };
    given(...signedTx, delivered).when({ type: 'ScheduleReturnPickup', ...staff, now: at(49), pickupAt: at(72) }).thenFails('purchase.return_step_out_of_order');
    given(...signedTx, delivered, returnRequested).when({ type: 'ScheduleReturnPickup', ...staff, now: at(49), pickupAt: at(72) }).then([pickup]);
    given(...signedTx, delivered, returnRequested).when({ type: 'ScheduleReturnPickup', ...staff, now: at(49), pickupAt: at(40) }).thenFails('purchase.invalid_date');
    given(...signedTx, delivered, returnRequested).when({ type: 'RecordReturnInspection', ...staff, now: at(73), odometerKm: 12_320, notes: 'x' }).thenFails('purchase.return_step_out_of_order');
    given(...signedTx, delivered, returnRequested, pickup).when({ type: 'RecordReturnInspection', ...staff, now: at(73), odometerKm: 12_320, notes: ' As delivered ' }).then([inspected]);
    given(...signedTx, delivered, returnRequested, pickup).when({ type: 'IssueReturnRefund', ...staff, now: at(74) }).thenFails('purchase.return_step_out_of_order');
    given(...signedTx, delivered, returnRequested, pickup, inspected).when({ type: 'IssueReturnRefund', ...staff, now: at(74) }).then([refunded]);
    given(...signedTx, delivered, returnRequested, pickup, inspected, refunded).when({ type: 'IssueReturnRefund', ...staff, now: at(75) }).then([]);
    const state = fold(transactionDecider, [...signedTx, delivered, returnRequested, pickup, inspected, refunded]) as ExistingTransaction;
    expect(state.moneyBack.return).toMatchObject({ status: 'refunded', pickupAt: at(72), refund: { amount: 3_500_000 } });
  });
});
