/** Deadline kinds of the purchase flow (platform.deadlines, ARCHITECTURE §4). */
export const LOCK_EXPIRY = 'purchase.lock-expiry';
export const RESERVATION_EXPIRY = 'purchase.reservation-expiry';
/** Bring the vehicle and the deposit in line with the transaction (reserve, refund, sell): an outbox with retries. */
export const SETTLE = 'purchase.settle';
/** credit.decided.v1 for an application a purchase attached: record the new decision on the transaction. */
export const CREDIT_DECISION = 'purchase.credit-decision';
