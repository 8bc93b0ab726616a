import { Injectable } from '@nestjs/common';
import { isSealedField, type LeadEvent, type Personal, type TransactionEvent } from '@marketplace/domain';
import { PrivacyVault } from '../../../platform/privacy/privacy-vault';

/**
 * Personal fields enter events only sealed with the buyer's own key (ARCHITECTURE §3 rule 10): names and addresses,
 * the credit applicant, the SIN (sealed on its own), a delivery address, a lead's message. Deleting the account
 * shreds the key, and with it every one of these values.
 */
@Injectable()
export class PersonalFields {
  constructor(private readonly vault: PrivacyVault) {}

  private async seal<T>(subjectId: string, value: Personal<T>): Promise<Personal<T>> {
    return isSealedField(value) ? value : { $sealed: await this.vault.encrypt(subjectId, value) };
  }

  /** The plain value, or null when it was shredded (or never given). */
  async open<T>(subjectId: string, value: Personal<T> | null | undefined): Promise<T | null> {
    if (value === null || value === undefined) return null;
    if (!isSealedField(value)) return value;
    return this.vault.decrypt<T>(subjectId, value.$sealed);
  }

  sealTransactionEvents(subjectId: string) {
    return async (events: TransactionEvent[]): Promise<TransactionEvent[]> => Promise.all(events.map(async (e): Promise<TransactionEvent> => {
      switch (e.type) {
        case 'PersonalDetailsSaved':
          return { ...e, data: { ...e.data, details: await this.seal(subjectId, e.data.details) } };
        case 'CreditApplicationRecorded':
          return {
            ...e,
            data: { ...e.data, applicant: await this.seal(subjectId, e.data.applicant), sin: e.data.sin === null ? null : await this.seal(subjectId, e.data.sin) },
          };
        case 'DeliverySaved':
          return { ...e, data: { ...e.data, address: e.data.address === null ? null : await this.seal(subjectId, e.data.address) } };
        default:
          return e;
      }
    }));
  }

  sealLeadEvents(subjectId: string) {
    return async (events: LeadEvent[]): Promise<LeadEvent[]> => Promise.all(events.map(async (e) => ({
      ...e,
      data: {
        ...e.data, message: e.data.message === null ? null : await this.seal(subjectId, e.data.message),
        ...(e.data.phone ? { phone: await this.seal(subjectId, e.data.phone) } : {}),
      },
    })));
  }
}
