import { Inject, Injectable } from '@nestjs/common';
import { isSealedField } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import type { AppConfig } from '../../../../platform/config/config';
import { linkBaseUrl } from '../../../../platform/http/local-host';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { leadTaskReminderMail } from '../../adapters/lead-work-mail';
import type { LeadWorkRow } from '../../queries/get-lead-card/lead-work.projection';
import { LEAD_TASK_REMINDER, type LeadTaskReminderPayload } from './lead-task-reminder.deadline';

export const LEAD_WORK_LEDGER = 'dealer.sent_lead_work_emails';
export const taskReminderKey = (leadId: string, taskId: string) => `task:${leadId}:${taskId}`;

/** Emails a lead's task when it is due: to the lead's assignee, or to whoever added the task; once (the ledger). */
@Injectable()
export class LeadTaskReminderTimer implements TimerHandler {
  readonly kind = LEAD_TASK_REMINDER;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly vault: PrivacyVault,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const { leadId, taskId } = deadline.payload as unknown as LeadTaskReminderPayload;
    const work = await this.db.selectFrom('dealer.lead_work').select(['company_id', 'assignee_user_id', 'tasks']).where('lead_id', '=', leadId).executeTakeFirst();
    const task = (work?.tasks as LeadWorkRow['tasks'] | undefined)?.find((t) => t.taskId === taskId);
    // The projection has the task before it is due (a task is due in the future); if not yet, the timer retries.
    if (!work || !task) throw new Error(`lead ${leadId}: task ${taskId} not projected yet`);
    const to = await userContact(this.db, (work.assignee_user_id as string | null) ?? task.byUserId);
    if (!to) return;
    const lead = await this.db.selectFrom('dealer.lead_intents').select(['year', 'make', 'model', 'customer_user_id']).where('lead_id', '=', leadId).executeTakeFirst();
    // The title is about the buyer: sealed with their key; once they erased their account, the task has no title left.
    const title = isSealedField(task.title) ? (lead ? await this.vault.decrypt<string>(lead.customer_user_id, task.title.$sealed) : null) : task.title;
    const vehicle = [lead?.year, lead?.make, lead?.model].filter((v) => v != null).join(' ');
    const mail = leadTaskReminderMail({
      lang: to.language, base: linkBaseUrl(this.config, null), companyId: work.company_id as number, leadId, vehicle, title: title ?? '—', dueAt: task.dueAt,
    });
    await sendOnce(this.db, this.mailer, LEAD_WORK_LEDGER, taskReminderKey(leadId, taskId), { to: to.email, kind: 'dealer.lead-task', ...mail }, this.clock.now());
  }
}
