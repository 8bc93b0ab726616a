import { Query } from '@nestjs/cqrs';
import type { PaymentTermsChoice, PurchasePaymentMethod } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Prices } from '../../views/transaction-view';

export class QuotePaymentMethodQuery extends Query<Prices> {
  constructor(
    readonly transactionId: string,
    readonly method: PurchasePaymentMethod,
    readonly terms: PaymentTermsChoice,
    readonly ctx: RequestContext,
  ) {
    super();
  }
}
