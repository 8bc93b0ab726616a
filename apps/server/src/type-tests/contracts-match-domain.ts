/**
 * Compile-time proof that what a contract lets through is exactly what the domain accepts, so the server hands a
 * parsed body to a decider without a cast. `npm run typecheck` fails when a field drifts on either side.
 * Contracts and domain cannot see each other (libs boundaries), so the check lives here, where both are visible.
 * Readonly is ignored: the domain marks its inputs readonly, zod's output types are plain.
 */
import type { z } from 'zod';
import type { PaymentFrequency } from '@marketplace/domain/pricing';
import type { Address, CreditApplicant, PaymentTermsChoice, PersonalDetails, PurchasePaymentMethod, TradeInRequest } from '@marketplace/domain/purchase';
import type { QuoteRequestSchema } from '@marketplace/contracts/catalog';
import type { AddressSchema, ApplicantSchema, PaymentMethodSchema, PersonalDetailsSchema, TradeInSchema } from '@marketplace/contracts/purchase';

type Mutable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? Mutable<Item>[]
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T;
/** True only when A and B are the same type (not merely assignable one way). */
export type Equal<A, B> = (<T>() => T extends Mutable<A> ? 1 : 2) extends (<T>() => T extends Mutable<B> ? 1 : 2) ? true : false;
/** Compiles only with `true`: `Expect<Equal<A, B>>`. */
export type Expect<T extends true> = T;

type PaymentMethodBody = z.output<typeof PaymentMethodSchema>;
/** The trade-in body without `value`, which the contract only accepts in order to refuse it. */
type TradeInBody = z.output<typeof TradeInSchema> extends infer T ? (T extends unknown ? Omit<T, 'value'> : never) : never;

export type ContractsMatchDomain = [
  // purchase: the steps a buyer saves
  Expect<Equal<z.output<typeof AddressSchema>, Address>>,
  Expect<Equal<z.output<typeof PersonalDetailsSchema>, PersonalDetails>>,
  Expect<Equal<TradeInBody, TradeInRequest>>,
  Expect<Equal<z.output<typeof ApplicantSchema>, CreditApplicant>>,
  Expect<Equal<PaymentMethodBody['method'], PurchasePaymentMethod>>,
  Expect<Equal<Omit<PaymentMethodBody, 'method' | 'applicant'>, PaymentTermsChoice>>,
  // catalog: the payment estimator's quote
  Expect<Equal<z.output<typeof QuoteRequestSchema>['frequency'], PaymentFrequency>>,
];
