/** Query keys of the purchase feature (one place, so that saves invalidate the right reads). */
export const purchaseKeys = {
  all: ['purchase'] as const,
  timer: (vehicleId: string) => ['purchase', 'timer', vehicleId] as const,
  transaction: (vehicleId: string) => ['purchase', 'transaction', vehicleId] as const,
  form: (transactionId: string) => ['purchase', 'form', transactionId] as const,
  plans: (transactionId: string) => ['purchase', 'plans', transactionId] as const,
  delivery: (transactionId: string) => ['purchase', 'delivery', transactionId] as const,
  licence: (transactionId: string) => ['purchase', 'licence', transactionId] as const,
  payment: (transactionId: string) => ['purchase', 'payment', transactionId] as const,
  review: (transactionId: string, lang: string) => ['purchase', 'review', transactionId, lang] as const,
  order: (transactionId: string) => ['purchase', 'order', transactionId] as const,
  quote: (terms: unknown) => ['purchase', 'quote', terms] as const,
  tradeInChoices: ['purchase', 'trade-in-choices'] as const,
  creditPrequalification: ['purchase', 'credit-prequalification'] as const,
};
