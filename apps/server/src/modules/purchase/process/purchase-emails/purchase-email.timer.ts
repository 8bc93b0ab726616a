import { taxProvince } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { Mailer, type MailAttachment } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { reminderUnsubscribeUrl, remindersAllowed, userContact } from '../../../identity/identity.public';
import { TransactionStream } from '../../streams/transaction-stream';
import { PurchaseSettings } from '../../purchase.settings';
import { purchaseMail, type PurchaseMailKind } from '../../adapters/purchase-mail';
import { PURCHASE_EMAIL } from './purchase-emails.projection';
import { linkBaseUrl } from '../../../../platform/http/local-host';

const LEDGER = 'purchase.sent_emails';

/**
 * Sends one purchase email, once per dedup key (the deadline's key, ADR 0020). It reads the transaction when it fires:
 * a reminder for a reservation that ended, was signed or refunded meanwhile is dropped. A failure throws: the timer
 * fires again, and the ledger keeps a message that went out from going twice.
 */
@Injectable()
export class PurchaseEmailTimer implements TimerHandler {
  readonly kind = PURCHASE_EMAIL;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly transactions: TransactionStream,
    private readonly files: PrivateFileStore,
    private readonly settings: PurchaseSettings,
    private readonly mailer: Mailer,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { kind: PurchaseMailKind; transactionId: string; brand: string | null; reservationEndsAt?: string; total?: number; pickupAt?: string };
    const { state } = await this.transactions.load(p.transactionId);
    if (!state.exists) return;
    const d = state.deposit;
    const reminder = p.kind === 'reservation-reminder';
    if (reminder && (state.contract || state.cancelled || d.refundRequested || d.refunded)) return;
    // A reminder is dropped for someone who unsubscribed from reminders (ADR 0029); receipts and confirmations never are.
    if (reminder && !(await remindersAllowed(this.db, state.userId))) return;
    const contact = await userContact(this.db, state.userId);
    if (!contact) return;
    const lang = contact.language;
    const base = linkBaseUrl(this.config, p.brand);
    const unsubscribeUrl = reminder ? reminderUnsubscribeUrl({ secret: this.config.sessionSecret, baseUrl: base, lang, userId: state.userId }) : null;
    const paidAt = d.paidAt ?? state.updatedAt;
    const reservationEndsAt = p.reservationEndsAt ?? new Date(Date.parse(paidAt) + this.settings.reservationMinutes * 60_000).toISOString();
    const needsCard = (p.kind === 'deposit-receipt' || p.kind === 'refund-confirmation') && d.paymentIntentId;
    const mail = purchaseMail(p.kind, lang, p.brand, {
      firstName: contact.firstName, vehicle: `${state.vehicle.year} ${state.vehicle.make} ${state.vehicle.model}`, transactionId: state.transactionId,
      amount: d.amount, // A receipt without the card's digits beats no receipt when the provider cannot say.
      cardLast4: needsCard ? await this.payments.paidCard(d.paymentIntentId!).then((c) => c?.last4 ?? null, () => null) : null, reservationEndsAt,
      total: p.total ?? (p.kind === 'order-confirmation' ? state.moneyBack.contractTotal : null), pickupAt: p.pickupAt ?? null,
      base, dashboardUrl: `${base}/${lang}/customer/dashboard`,
      unsubscribeUrl, province: taxProvince(state),
    });
    const attachments: MailAttachment[] = [];
    if (p.kind === 'order-confirmation' && state.contract?.file) {
      const file = await this.files.open(state.contract.file.fileId);
      if (file) attachments.push({ filename: `contract-${state.transactionId}.pdf`, contentType: file.contentType, content: file.data });
    }
    await sendOnce(this.db, this.mailer, LEDGER, deadline.key, {
      to: contact.email, kind: `purchase.${p.kind}`, ...mail, attachments,
      ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } } : {}),
    }, this.clock.now());
  }

}
