import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DealSchema, type DealView } from '@marketplace/contracts';
import type { Address, ContractLanguage, ExistingTransaction, PersonalDetails, StoredFileRef } from '@marketplace/domain';
import { PrivateFileStore } from '../../../platform/files/private-file-store';
import { uuidFromName } from '../../../platform/ids/uuid-from-name';
import { DB } from '../../../platform/tokens';
import { CreditPublicApi, type CoApplicantName } from '../../credit/credit.public';
import { preferredLanguage } from '../../identity/identity.public';
import { contractDataOf } from './contract-data';
import { contractLanguages, renderContract } from './contract-pdf';
import { coApplicantOf } from './credit-decision';
import { PersonalFields } from './personal-fields';

/** Who a contract names, opened from the transaction's sealed fields and from credit. */
export interface ContractParties {
  readonly personal: PersonalDetails;
  readonly deliveryAddress: Address | null;
  readonly coApplicant: CoApplicantName | null;
}

/** A transaction's one signed contract file: named after it, so a retried drawing stores nothing twice. */
export const signedContractFileId = (transactionId: string) => uuidFromName(`marketplace:purchase:contract:${transactionId}`);

/**
 * The contract PDF, drawn by the same code for the draft the buyer reads before signing and for the signed contract
 * the order-finalization process stores (ADR 0091): the parties opened for it, its languages (the buyer's profile's,
 * ADR 0060, French first for a Quebec billing address), the deal.
 */
@Injectable()
export class ContractDocument {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly personal: PersonalFields,
    private readonly credit: CreditPublicApi,
    private readonly files: PrivateFileStore,
  ) {}

  /** The parties, or null when the buyer's details are missing or erased (no contract can name them). */
  async partiesOf(s: ExistingTransaction): Promise<ContractParties | null> {
    const [personal, deliveryAddress, coApplicant] = await Promise.all([
      this.personal.open<PersonalDetails>(s.userId, s.personalDetails),
      s.delivery?.address ? this.personal.open<Address>(s.userId, s.delivery.address) : null,
      coApplicantOf(this.credit, s),
    ]);
    return personal ? { personal, deliveryAddress, coApplicant } : null;
  }

  async languagesOf(s: ExistingTransaction): Promise<ContractLanguage[]> {
    return contractLanguages(s.province, await preferredLanguage(this.db, s.userId));
  }

  /** The unsigned draft at the deal quoted now. */
  draft(s: ExistingTransaction, deal: DealView, parties: ContractParties, languages: readonly ContractLanguage[], at: string): Promise<Buffer> {
    return renderContract(contractDataOf(s, deal, { ...parties, signature: null, languages, at }));
  }

  /**
   * The signed contract's file: the one stored already (a drawing that crashed before it was recorded), or drawn now
   * from what ContractSigned decided (the deal, the languages, the instant) with the drawn signature, and stored under
   * the transaction's file id. Null when the contract cannot be drawn any more (the buyer's details or signature erased).
   */
  async storeSigned(s: ExistingTransaction): Promise<StoredFileRef | null> {
    const contract = s.contract;
    if (!contract?.deal || !s.signature) return null;
    const fileId = signedContractFileId(s.transactionId);
    const stored = await this.files.stat(fileId);
    if (stored) return { fileId, contentType: stored.contentType, bytes: stored.bytes };
    const [parties, signature] = await Promise.all([this.partiesOf(s), this.files.open(s.signature.fileId)]);
    if (!parties || !signature) return null;
    const pdf = await renderContract(contractDataOf(s, DealSchema.parse(contract.deal), {
      ...parties, signature: signature.data, languages: contract.languages, at: contract.signedAt,
    }));
    return this.files.put({ fileId, subjectId: s.userId, kind: 'contract', contentType: 'application/pdf', data: pdf });
  }
}
