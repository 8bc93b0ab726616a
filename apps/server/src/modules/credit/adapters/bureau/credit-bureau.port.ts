import type { BureauIdentity, BureauReport } from '@marketplace/domain';

/**
 * A credit bureau's soft pull (no mark on the applicant's file). Drivers: the built-in deterministic one (default),
 * Equifax Canada and TransUnion Canada, chosen by CREDIT_BUREAU. The identity never holds the SIN.
 */
export interface CreditBureau {
  /** Shown in the consent notice and stored with the decision. */
  readonly name: string;
  /** The driver sends the file outside Quebec (Law 25, s.17): the notice says so. */
  readonly transfersOutsideQuebec: boolean;
  softPull(identity: BureauIdentity): Promise<BureauReport>;
}

export const CREDIT_BUREAU = Symbol('CREDIT_BUREAU');
