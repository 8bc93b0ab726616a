/**
 * A business rule said no. `code` is stable (clients map it to a translated message);
 * `kind` tells the HTTP layer which status family applies; `field` names the offending input when there is one.
 */
export type DomainErrorKind =
  | 'validation'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'precondition'
  | 'too_many_requests'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message?: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
