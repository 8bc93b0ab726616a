/**
 * The eight purchase steps, in order, with the spec's estimated minutes (spec §9: 3, 4, 2, 1, 1, 2, 5, 2).
 * Routes are /{lang}/buy-online/{step}; review is the eighth step, followed by the order-placed page.
 */
export const PURCHASE_STEPS = [
  'personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license', 'deposit', 'review',
] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

export const STEP_MINUTES: Readonly<Record<PurchaseStep, number>> = {
  'personal-details': 3, 'trade-in': 4, 'payment-method': 2, 'protection-plan': 1, delivery: 1, 'drivers-license': 2, deposit: 5, review: 2,
};

/** Steps the buyer fills in and saves (deposit and review complete through payment and signature). */
export const FORM_STEPS = ['personal-details', 'trade-in', 'payment-method', 'protection-plan', 'delivery', 'drivers-license'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export const isPurchaseStep = (value: unknown): value is PurchaseStep =>
  typeof value === 'string' && (PURCHASE_STEPS as readonly string[]).includes(value);

export const stepNumber = (step: PurchaseStep): number => PURCHASE_STEPS.indexOf(step) + 1;

/** Spec §1 / §9 constants of the flow. */
export const PURCHASE_LIMITS = {
  /** Minutes a lock lasts (configurable: LOCK_MINUTES). */
  lockMinutes: 30,
  /** Minutes one "need more time" adds (LOCK_EXTENSION_MINUTES). */
  extensionMinutes: 15,
  /** Spec: one 15-minute extension on request, so a buyer holds a vehicle at most 30 + 15 = 45 minutes without a deposit. */
  maxExtensions: 1,
  /** Locks one buyer may take on one vehicle in a rolling day (spec: a lapsed lock can be refreshed, not held forever). */
  locksPerVehiclePerDay: 3,
  /** Vehicles one buyer may hold with a lock at once (configurable: LIVE_LOCKS_PER_BUYER), so one account cannot hold a lot. */
  liveLocksPerBuyer: 3,
  /** The deposit reserves the vehicle this long. */
  reservationDays: 5,
  /** Delivery radius from the dealer. */
  deliveryRadiusKm: 350,
  /** Delivery no earlier than today + 2 days. */
  deliveryDaysAhead: 2,
  /** Cents ($250). */
  deposit: 25_000,
  /** Previous residence required below this many months at the current one (spec §5). */
  previousAddressMonths: 6,
  minimumAgeYears: 18,
} as const;
