import { Inject, Injectable } from '@nestjs/common';
import { evolveLeadWork, initialLeadWorkState, leadWorkStreamId, type LeadWorkEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import type { AppConfig } from '../../../../platform/config/config';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { linkBaseUrl } from '../../../../platform/http/local-host';
import { systemContext } from '../../../../platform/http/request-context';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB, EVENT_STORE } from '../../../../platform/tokens';
import { companyUsers, isCompanyManager } from '../../../identity/identity.public';
import { type Accounts, USER_ACCOUNTS } from '../../adapters/company-scope';
import { leadEscalationMail } from '../../adapters/lead-work-mail';
import { notHeld } from '../../queries/get-leads/trial-limit';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { LEAD_WORK_LEDGER } from '../lead-task-reminder/lead-task-reminder.timer';
import { LEAD_ESCALATION, type LeadEscalationPayload } from './lead-escalation.deadline';

/**
 * A lead nobody contacted within its company's response target (issue #45 item 3, ADR 0074): `LeadEscalated` on the
 * lead's stream, and an email to each of the company's managers (to every user of a company that has none), once (the
 * event is decided once; the ledger sends each address once, a retry included). Contacted in time, or held over a
 * trial: nothing.
 */
@Injectable()
export class LeadEscalationTimer implements TimerHandler {
  readonly kind = LEAD_ESCALATION;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly leads: LeadWorkStream,
    @Inject(USER_ACCOUNTS) private readonly accounts: Accounts,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const { leadId, targetMinutes } = deadline.payload as unknown as LeadEscalationPayload;
    const lead = await this.db.selectFrom('dealer.lead_intents').select(['company_id', 'year', 'make', 'model'])
      .where('lead_id', '=', leadId).where(notHeld).executeTakeFirst();
    if (!lead || lead.company_id === null) return;
    const recorded = await this.store.readStream(leadWorkStreamId(leadId));
    const state = recorded.reduce((s, e) => evolveLeadWork(s, e as unknown as LeadWorkEvent), initialLeadWorkState);
    if (state.kind === 'lead' && state.firstContactAt !== null) return;
    const now = this.clock.now();
    await this.leads.execute({ type: 'EscalateLead', leadId, companyId: lead.company_id, now: now.toISOString(), targetMinutes }, 'any', systemContext(now));
    const vehicle = [lead.year, lead.make, lead.model].filter((v) => v != null).join(' ');
    const base = linkBaseUrl(this.config, null);
    const users = await companyUsers(this.db, lead.company_id);
    const managers = [];
    for (const user of users) if (await isCompanyManager(this.accounts, user.userId)) managers.push(user);
    for (const user of managers.length ? managers : users) {
      if (!user.email) continue;
      const mail = leadEscalationMail({ lang: user.language, base, companyId: lead.company_id, leadId, vehicle, targetMinutes });
      await sendOnce(this.db, this.mailer, LEAD_WORK_LEDGER, `escalation:${leadId}:${user.userId}`, { to: user.email, kind: 'dealer.lead-escalation', ...mail }, now);
    }
  }
}
