import type { BureauIdentity, BureauReport } from '@marketplace/domain';
import type { CreditBureau } from './credit-bureau.port';

export interface BureauCredentials {
  readonly url?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
}

/**
 * Equifax Canada and TransUnion Canada behind the same port. Not wired to the real services yet: without
 * credentials they refuse to start (the server stops at boot, naming the variables); with credentials a soft pull
 * fails loudly rather than inventing an answer.
 */
abstract class ExternalCreditBureau implements CreditBureau {
  abstract readonly name: string;
  /** Both bureaus process Canadian files in Ontario: outside Quebec. */
  readonly transfersOutsideQuebec = true;

  constructor(credentials: BureauCredentials, variables: string) {
    if (!credentials.url || !credentials.clientId || !credentials.clientSecret) {
      throw new Error(`${new.target.name} needs ${variables}`);
    }
  }

  async softPull(_identity: BureauIdentity): Promise<BureauReport> {
    throw new Error(`The ${this.name} soft pull is not implemented yet: use CREDIT_BUREAU=simulated`);
  }
}

export class EquifaxCreditBureau extends ExternalCreditBureau {
  readonly name = 'equifax';
  constructor(credentials: BureauCredentials) {
    super(credentials, 'EQUIFAX_URL, EQUIFAX_CLIENT_ID and EQUIFAX_CLIENT_SECRET');
  }
}

export class TransUnionCreditBureau extends ExternalCreditBureau {
  readonly name = 'transunion';
  constructor(credentials: BureauCredentials) {
    super(credentials, 'TRANSUNION_URL, TRANSUNION_CLIENT_ID and TRANSUNION_CLIENT_SECRET');
  }
}
