import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_READERS, transactionStreamId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { type AppConfig, supportMailboxesOf } from '../../../../platform/config/config';
import { systemContext } from '../../../../platform/http/request-context';
import { linkBaseUrl } from '../../../../platform/http/local-host';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import { CONFIG, DB } from '../../../../platform/tokens';
import { staffContacts } from '../../../identity/identity.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { disputeReminderMail } from '../../adapters/dispute-mail';
import { DisputeCases } from '../../streams/dispute-cases';
import { DISPUTE_REMINDER } from './dispute-reminder.projection';

/** The ledger of reminders emailed (ADR 0020): one row per dispute, due date and recipient. */
const LEDGER = 'audit.sent_emails';

/**
 * A dispute's evidence is due soon (issue #46 item 5, ADR 0087): the case records the reminder on the purchase's
 * timeline (once per due date), then support is emailed, once per recipient and due date: SUPPORT_EMAILS's mailboxes
 * in their language, or else each active admin in theirs (admins do support, ADR 0028). A failure throws: the timer
 * fires again, the decider records nothing twice and the ledger sends nothing twice. A case submitted or closed
 * meanwhile is not reminded.
 */
@Injectable()
export class DisputeReminderTimer implements TimerHandler {
  readonly kind = DISPUTE_REMINDER;

  constructor(
    private readonly cases: DisputeCases, @Inject(CLOCK) private readonly clock: Clock, @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig, private readonly mailer: Mailer, private readonly purchases: PurchasePublicApi,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { transactionId: string; disputeId: string; evidenceDueBy: string };
    const ctx = systemContext(this.clock.now(), `dispute-reminder:${deadline.key}:${deadline.version}`);
    const { state } = await this.cases.record(
      { type: 'RemindDispute', transactionId: p.transactionId, disputeId: p.disputeId, evidenceDueBy: p.evidenceDueBy, now: ctx.now.toISOString() },
      ctx, (i) => uuidFromName(`marketplace:audit:dispute-reminder:${deadline.key}:${deadline.version}:${i}`),
    );
    // Reminded for this due date (now, or by an earlier firing that stopped before its emails), and still to answer.
    const d = state.disputes[p.disputeId];
    if (!d || d.remindedFor !== p.evidenceDueBy || d.submittedAt || d.outcome) return;
    const sale = await this.purchases.saleOf(p.transactionId);
    const base = linkBaseUrl(this.config, sale?.brand ?? null);
    for (const to of await this.recipients()) {
      const mail = disputeReminderMail(to.language, sale?.brand ?? null, {
        firstName: to.firstName, vehicle: sale?.vehicle ?? '—', transactionId: p.transactionId, disputeId: p.disputeId, amount: d.amount, reason: d.reason,
        evidenceDueBy: p.evidenceDueBy, base, caseUrl: `${base}/${to.language}/admin/disputes/${transactionStreamId(p.transactionId)}`,
      });
      await sendOnce(this.db, this.mailer, LEDGER, `dispute-reminder:${p.transactionId}/${p.disputeId}:${p.evidenceDueBy}:${to.email.toLowerCase()}`, {
        to: to.email, kind: 'audit.dispute-reminder', ...mail,
      }, this.clock.now());
    }
  }

  /** Support's shared mailboxes when configured; otherwise each active admin and super admin. */
  private async recipients(): Promise<{ email: string; firstName: string | null; language: 'en-ca' | 'fr-ca' }[]> {
    const shared = supportMailboxesOf(this.config.SUPPORT_EMAILS) ?? [];
    if (shared.length > 0) return shared.map((m) => ({ ...m, firstName: null }));
    return staffContacts(this.db, AUDIT_READERS);
  }
}
