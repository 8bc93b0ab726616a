import { Inject, Injectable } from '@nestjs/common';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { DisputeCases } from '../../streams/dispute-cases';
import { DISPUTE_REMINDER } from './dispute-reminder.projection';

/** A dispute's evidence is due soon: the case records the reminder on the purchase's timeline (once per due date). */
@Injectable()
export class DisputeReminderTimer implements TimerHandler {
  readonly kind = DISPUTE_REMINDER;

  constructor(private readonly cases: DisputeCases, @Inject(CLOCK) private readonly clock: Clock) {}

  async fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { transactionId: string; disputeId: string; evidenceDueBy: string };
    const ctx = systemContext(this.clock.now(), `dispute-reminder:${deadline.key}:${deadline.version}`);
    await this.cases.record(
      { type: 'RemindDispute', transactionId: p.transactionId, disputeId: p.disputeId, evidenceDueBy: p.evidenceDueBy, now: ctx.now.toISOString() },
      ctx, (i) => uuidFromName(`marketplace:audit:dispute-reminder:${deadline.key}:${deadline.version}:${i}`),
    );
  }
}
