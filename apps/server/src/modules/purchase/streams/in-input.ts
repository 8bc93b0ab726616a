import { DomainError, isDomainError } from '@marketplace/domain';

/**
 * Runs `fn` and moves a domain error's field under the HTTP input part it came from: a step's fields under
 * `body.data` ('billing.postalCode' -> 'body.data.billing.postalCode'), ids under `body`.
 */
export async function inInput<T>(fn: () => Promise<T>, prefix = 'body', top: readonly string[] = ['transactionId', 'vehicleId']): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isDomainError(error) && error.field && !/^(body|query|params)(\.|$)/.test(error.field)) {
      const root = error.field.split('.')[0];
      const field = top.includes(root) ? `${prefix.split('.')[0]}.${error.field}` : `${prefix}.${error.field}`;
      throw new DomainError(error.code, error.kind, error.message, field, error.details);
    }
    throw error;
  }
}
