/** What other modules, the app shell, tools and tests may use from the purchase context. */
export { PurchaseModule } from './purchase.module';
export { purchaseRegistration } from './purchase.registration';
export { PurchaseSettings } from './purchase.settings';
export { CustomerViewAt, type CustomerViewAtInstant } from './views/customer-view-at';
/** For the dealer's lead card (issue #45 item 1): a purchase's price, trade-in, credit band and the buyer's messages. */
export { PurchasePublicApi, type PurchaseDisputeFacts, type PurchaseLeadFacts } from './purchase-public-api';
export type { KeyAct, KeyActRecord } from './personal-data/access-activity';
/** For the demo seeds of other contexts (the dealer's demo leads): a buyer's lock, start and message, as the routes run them. */
export { LockVehicleCommand } from './commands/lock-vehicle/lock-vehicle.command';
export { StartTransactionCommand } from './commands/start-transaction/start-transaction.command';
export { SendLeadCommand } from './commands/send-lead/send-lead.command';
