import type { TradeInState } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../platform/config/config';
import { linkBaseUrl } from '../../../platform/http/local-host';
import { mailBrandOf } from '../../../platform/mail/brands';
import type { MailLanguage } from '../../../platform/mail/templates';
import { userContact } from '../../identity/identity.public';
import { renderAppraisalPdf } from './appraisal-pdf';

/** What an email carrying a trade-in's appraisal PDF needs: its owner's address and language, the brand, the PDF. */
export interface AppraisalEmailParts {
  readonly to: string;
  readonly firstName: string | null;
  readonly lang: MailLanguage;
  /** `https://host` of the brand (links add `/{lang}/...`). */
  readonly base: string;
  /** "2008 Honda Civic". */
  readonly vehicle: string;
  readonly pdf: Buffer;
}

/**
 * The parts of an appraisal email (the customer asked for the PDF, or confirmed the offer), or null when the trade-in
 * has no offer, vehicle or owner to write to. The PDF is the owner's language first (bilingual), named after the brand.
 */
export async function appraisalEmailParts(db: Kysely<any>, config: AppConfig, state: TradeInState, brandToken: string | null): Promise<AppraisalEmailParts | null> {
  if (!state.offer || !state.vehicle || !state.userId) return null;
  const contact = await userContact(db, state.userId);
  if (!contact) return null;
  const lang: MailLanguage = contact.language;
  const short = lang === 'fr-ca' ? 'fr' : 'en';
  const v = state.vehicle;
  return {
    to: contact.email, firstName: contact.firstName, lang, base: linkBaseUrl(config, brandToken), vehicle: `${v.year} ${v.make} ${v.model}`,
    pdf: await renderAppraisalPdf(state, short, mailBrandOf(brandToken).name[short]),
  };
}
