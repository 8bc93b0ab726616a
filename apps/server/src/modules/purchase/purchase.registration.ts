import { evolveTransaction, initialTransactionState, TRANSACTION_STREAM_PREFIX } from '@marketplace/domain';
import * as filesMigration from '../../platform/files/files.migration';
import type { ModuleRegistration } from '../../platform/module-registration';
import * as schema0001 from './migrations/0001-purchase';
import { PurchaseModule } from './purchase.module';
import { purchaseTranslator } from './integration-events/purchase.translator';
import * as readModels0002 from './migrations/0002-read-models';
import * as heldPrice0003 from './migrations/0003-held-price';
import * as sentEmails0004 from './migrations/0004-sent-emails';
import * as erasedBuyers0005 from './migrations/0005-erased-buyers';
import { erasedBuyersConsumer } from './integration-events/erased-buyers.consumer';
import { creditDecisionsConsumer } from './integration-events/credit-decisions.consumer';
import * as creditDecisions0006 from './migrations/0006-credit-decisions';
import * as moneyBack0007 from './migrations/0007-money-back-return';
import * as accessActivity0008 from './migrations/0008-access-activity';
import { purchaseEmailsProjection } from './process/purchase-emails/purchase-emails.projection';
import { orderFinalizationProjection } from './process/order-finalization/order-finalization.projection';
import { transactionListProjection } from './queries/get-transactions-list/transaction-list.projection';
import { transactionDetailsProjection } from './queries/get-transaction-details/transaction-details.projection';
import { purchaseProcessProjection } from './process/purchase-deadlines/purchase-process.projection';
import { buyOnlineLeadsPart, purchasePart } from './personal-data/purchase.part';
import { vehicleHoldsPart } from './personal-data/vehicle-holds.part';
import { keyActsPart } from './personal-data/key-acts.part';

/**
 * The purchase context's contribution to the platform (listed in app.registry.ts). The private file store
 * (platform/files) has its first user here, so its table is created with this module's migrations.
 */
export const purchaseRegistration: ModuleRegistration = {
  name: 'purchase',
  nestModule: PurchaseModule,
  migrations: {
    'purchase-0001-schema': schema0001, 'files-0001-private-files': filesMigration, 'purchase-0002-read-models': readModels0002,
    'purchase-0003-held-price': heldPrice0003, 'purchase-0004-sent-emails': sentEmails0004, 'purchase-0005-erased-buyers': erasedBuyers0005,
    'purchase-0006-credit-decisions': creditDecisions0006, 'purchase-0007-money-back-return': moneyBack0007,
    'purchase-0008-access-activity': accessActivity0008,
  },
  projections: (deps) => [
    purchaseProcessProjection(deps), orderFinalizationProjection(deps), purchaseEmailsProjection(deps), transactionListProjection(), transactionDetailsProjection(),
  ],
  // The vehicle stream's type is the catalog's (its evolve ignores our events but follows their status).
  streams: [{ prefix: TRANSACTION_STREAM_PREFIX, initialState: initialTransactionState, evolve: evolveTransaction as (s: any, e: any) => unknown }],
  upcasters: {},
  integrationEvents: { translators: [purchaseTranslator], consumers: [erasedBuyersConsumer, creditDecisionsConsumer] },
  // Its part of a person's Law 25 export (ADR 0059).
  personalData: [purchasePart, buyOnlineLeadsPart, vehicleHoldsPart, keyActsPart],
};
