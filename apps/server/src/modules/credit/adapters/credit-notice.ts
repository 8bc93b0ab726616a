import { Inject, Injectable } from '@nestjs/common';
import { LENDERS } from '@marketplace/domain';
import { CREDIT_BUREAU, type CreditBureau } from './bureau/credit-bureau.port';

/** Bumped whenever the notice's substance changes: the consent event records the version the applicant read. */
export const CREDIT_NOTICE_VERSION = '2026-11';

/** What the consent notice names (its words are the web's, in both languages): the bureau, the lenders, transfers. */
@Injectable()
export class CreditNotice {
  constructor(@Inject(CREDIT_BUREAU) private readonly bureau: CreditBureau) {}

  view() {
    return {
      version: CREDIT_NOTICE_VERSION,
      bureau: this.bureau.name,
      transfersOutsideQuebec: this.bureau.transfersOutsideQuebec,
      lenders: LENDERS.map((l) => ({ id: l.id, name: l.name, tier: l.tier })),
    };
  }
}
