import { formatPercent } from '@marketplace/domain';
import { disputeReminderMail } from '../../apps/server/src/modules/audit/adapters/dispute-mail';
import { creditMail } from '../../apps/server/src/modules/credit/adapters/credit-mail';
import { companyInvitationMail } from '../../apps/server/src/modules/dealer/adapters/company-invitation-mail';
import { leadMail } from '../../apps/server/src/modules/dealer/adapters/lead-mail';
import { purchaseMail, type PurchaseMailKind } from '../../apps/server/src/modules/purchase/adapters/purchase-mail';
import { supportAnswerMail } from '../../apps/server/src/modules/support/adapters/support-mail';
import { priceChangeMail } from '../../apps/server/src/modules/trade-in/adapters/price-change-mail';
import { tradeInMail } from '../../apps/server/src/modules/trade-in/adapters/trade-in-mail';
import { identityMail, type MailLanguage, type RenderedMail } from '../../apps/server/src/platform/mail/templates';

/**
 * Every email the product sends, each in both languages (the dealer's lead is one bilingual message), rendered from
 * sample facts through the same functions the modules send with (ADR 0067). The snapshot and link tests
 * (emails.spec.ts) and the pictures in docs/emails (render-pictures.ts) read this list: an email kind added to a
 * module belongs here too.
 */
export interface GalleryEmail {
  /** `module.kind`, as the outbox names it. */
  readonly kind: string;
  readonly lang: MailLanguage;
  /** true: one message in both languages (English first). */
  readonly bilingual: boolean;
  /** `https://host` every link of the email must be on. */
  readonly base: string;
  readonly mail: RenderedMail;
}

/** Each brand's site, as BRAND_HOSTS would name them in production. */
const SITE = {
  shopicar: 'https://www.shopicar.example.ca',
  shopitrade: 'https://echange.shopicar.example.ca',
  listing: 'https://autovitrine.example.ca',
} as const;

const LANGS: readonly MailLanguage[] = ['en-ca', 'fr-ca'];
const TOKEN = 'kq3VgP0-Zt9bWm2xYh7Lc4';
/** 21:06 in Montréal, the evening of December 12: the deposit receipt's time that once ended on "p.m..". */
const EVENING = '2026-12-13T02:06:00.000Z';

function identity(lang: MailLanguage): GalleryEmail[] {
  const base = SITE.shopicar;
  const firstName = lang === 'fr-ca' ? 'Élise' : 'Mia';
  return [
    { kind: 'identity.activation', mail: identityMail.activation(lang, 'shopicar', { firstName, base, url: `${base}/${lang}/activate/${TOKEN}?redirectUrl=%2F${lang}%2Fcustomer%2Fdashboard` }) },
    { kind: 'identity.reset-password', mail: identityMail.resetPassword(lang, 'shopicar', { firstName, base, url: `${base}/${lang}/reset-password/${TOKEN}` }) },
    { kind: 'identity.create-password', mail: identityMail.createPassword(lang, 'shopicar', { firstName, base, url: `${base}/${lang}/create-password/${TOKEN}` }) },
    { kind: 'identity.login-attempts', mail: identityMail.loginAttempts(lang, 'shopicar', { firstName, base, failures: 5, url: `${base}/${lang}/recover` }) },
  ].map((e) => ({ ...e, lang, bilingual: false, base }));
}

const PURCHASE_KINDS: readonly PurchaseMailKind[] = [
  'deposit-receipt', 'reservation-reminder', 'order-confirmation', 'refund-confirmation',
  'return-requested', 'return-pickup-scheduled', 'return-inspected', 'return-refunded',
];

function purchase(lang: MailLanguage): GalleryEmail[] {
  const base = SITE.shopicar;
  return PURCHASE_KINDS.map((kind) => ({
    kind: `purchase.${kind}`, lang, bilingual: false, base,
    mail: purchaseMail(kind, lang, 'shopicar', {
      firstName: lang === 'fr-ca' ? 'Élise' : 'Mia', vehicle: '2025 Toyota RAV4', transactionId: 'T-2026-004217', amount: 50_000, cardLast4: '4242',
      reservationEndsAt: EVENING, total: 4_312_845, pickupAt: '2026-12-15T14:30:00.000Z', province: 'QC',
      base, dashboardUrl: `${base}/${lang}/customer/dashboard`,
      unsubscribeUrl: kind === 'reservation-reminder' ? `${base}/${lang}/unsubscribe?list=reminders&token=${TOKEN}` : null,
    }),
  }));
}

function tradeIn(lang: MailLanguage): GalleryEmail[] {
  const base = SITE.shopitrade;
  const common = { firstName: lang === 'fr-ca' ? 'Élise' : 'Mia', vehicle: '2019 Honda Civic', priceLow: 1_450_000, priceHigh: 1_600_000, base, url: `${base}/${lang}/trade-in` };
  const reason = lang === 'fr-ca' ? 'Pare-chocs arrière éraflé, pneus d’hiver inclus' : 'Scratched rear bumper, winter tires included';
  return [
    { kind: 'trade-in.valued-by-adviser', mail: tradeInMail.valuedByAdviser(lang, 'shopitrade', { ...common, reason, expiresAt: '2026-12-20T15:00:00.000Z' }) },
    { kind: 'trade-in.adjusted-after-inspection', mail: tradeInMail.adjustedAfterInspection(lang, 'shopitrade', { ...common, reason, from: 1_600_000, to: 1_480_000 }) },
    { kind: 'trade-in.appraisal-pdf', mail: tradeInMail.appraisalPdf(lang, 'shopitrade', { ...common, expiresAt: '2026-12-20T15:00:00.000Z' }) },
    { kind: 'trade-in.offer-confirmed', mail: tradeInMail.offerConfirmed(lang, 'shopitrade', { ...common, value: 1_525_000, buyUrl: `${base}/${lang}/${lang === 'fr-ca' ? 'autos' : 'cars'}` }) },
    {
      kind: 'trade-in.offer-expiry-reminder',
      mail: tradeInMail.offerExpiring(lang, 'shopitrade', { ...common, expiresAt: '2026-12-20T15:00:00.000Z', unsubscribeUrl: `${base}/${lang}/unsubscribe?list=reminders&token=${TOKEN}` }),
    },
  ].map((e) => ({ ...e, lang, bilingual: false, base }));
}

function others(lang: MailLanguage): GalleryEmail[] {
  const base = SITE.shopicar;
  const firstName = lang === 'fr-ca' ? 'Élise' : 'Mia';
  return [
    {
      kind: 'trade-in.price-change',
      mail: priceChangeMail(lang, {
        firstName, vehicles: 'Honda Civic', years: '2024–2025', adjustment: formatPercent(-3, lang), offers: 12, base,
        url: `${base}/${lang}/shopicarTeam/trade-in-value-modification`, unsubscribeUrl: `${base}/${lang}/unsubscribe?list=price-change&token=${TOKEN}`,
      }),
    },
    {
      kind: 'credit.review-answered',
      mail: creditMail.reviewAnswered(lang, {
        firstName, base, brand: null, url: `${base}/${lang}/customer/credit-applications`, outcome: 'congratulations',
        message: lang === 'fr-ca' ? 'Votre revenu d’emploi confirmé permet la préqualification.' : 'Your confirmed employment income allows the pre-qualification.',
      }),
    },
    {
      kind: 'dealer.company-invitation',
      mail: companyInvitationMail(lang, 'shopicar', {
        firstName, base, companyName: 'Auto Boulevard Montréal', inviterName: 'Dana', url: `${base}/${lang}/create-password/${TOKEN}`,
      }),
    },
    { kind: 'credit.review-requested', mail: creditMail.reviewRequested(lang, { firstName, base, brand: null, url: `${base}/${lang}/customer/credit-applications` }) },
    {
      kind: 'audit.dispute-reminder',
      mail: disputeReminderMail(lang, 'shopicar', {
        firstName: lang === 'fr-ca' ? 'Diane' : 'Dana', vehicle: '2025 Toyota RAV4', transactionId: 'T-2026-004217', disputeId: 'du_1QxY7pLkR2', amount: 50_000,
        reason: 'fraudulent', evidenceDueBy: EVENING, base, caseUrl: `${base}/${lang}/admin/disputes/purchase-T-2026-004217`,
      }),
    },
    {
      kind: 'support.answer',
      mail: supportAnswerMail(lang, 'shopicar', {
        firstName, base,
        title: lang === 'fr-ca' ? 'Essai routier samedi ?' : 'Test drive on Saturday?',
        answer: lang === 'fr-ca' ? 'Oui, samedi à 10 h.\nApportez votre permis de conduire.' : 'Yes, Saturday at 10 a.m.\nPlease bring your driver’s licence.',
      }),
    },
  ].map((e) => ({ ...e, lang, bilingual: false, base }));
}

function lead(): GalleryEmail {
  const base = SITE.shopicar;
  return {
    kind: 'dealer.lead', lang: 'en-ca', bilingual: true, base,
    mail: leadMail('listing-partner', {
      leadId: 'L-000318', type: 'buy_online', vehicle: '2025 Toyota RAV4', customerName: 'Élise Tremblay', customerEmail: 'elise@example.ca',
      companyName: 'Auto Boulevard Montréal', base, detailsUrl: `${base}/en-ca/company/1/lead-management`,
    }),
  };
}

/** Every email kind in both languages (rendered now: compile the layouts first). */
export function emailGallery(): GalleryEmail[] {
  return [...LANGS.flatMap((lang) => [...identity(lang), ...purchase(lang), ...tradeIn(lang), ...others(lang)]), lead()];
}
