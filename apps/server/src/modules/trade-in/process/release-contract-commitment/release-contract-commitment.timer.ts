import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { RELEASE_CONTRACT_COMMITMENT, type ReleaseCommitmentPayload } from '../../integration-events/cancelled-transactions.consumer';
import { TradeInPublicApi } from '../../trade-in-public-api';

/** A cancelled purchase gives its trade-in back (only if that transaction still holds it). */
@Injectable()
export class ReleaseContractCommitmentTimer implements TimerHandler {
  readonly kind = RELEASE_CONTRACT_COMMITMENT;

  constructor(private readonly tradeIns: TradeInPublicApi, @Inject(CLOCK) private readonly clock: Clock) {}

  fire(deadline: Deadline): Promise<void> {
    const { tradeInId, transactionId } = deadline.payload as unknown as ReleaseCommitmentPayload;
    return this.tradeIns.releaseContractCommitment(tradeInId, transactionId, systemContext(this.clock.now()));
  }
}
