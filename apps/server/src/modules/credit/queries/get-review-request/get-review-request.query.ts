import { Query } from '@nestjs/cqrs';
import type { CreditReviewRequest } from '@marketplace/contracts';

export class GetCreditReviewRequestQuery extends Query<CreditReviewRequest> {
  constructor(readonly applicationId: string) {
    super();
  }
}
