import { Command } from '@nestjs/cqrs';
import type { MoneyBackCommand } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

type WithoutActor<C> = C extends unknown ? Omit<C, 'now' | 'userId' | 'staffId'> : never;

/** A money-back command without its clock and actor (the handler adds `now` and the caller's id). */
export type MoneyBackStep = WithoutActor<MoneyBackCommand>;

/** One step of the 7-day money-back return (issue #16 item 8): the buyer's request, or a staff step. */
export class MoneyBackReturnCommand extends Command<Written<{ Status: 1; transactionId: string }>> {
  constructor(readonly step: MoneyBackStep, readonly ctx: RequestContext) {
    super();
  }
}
