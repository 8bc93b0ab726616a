/** What other modules, the app shell, tools and tests may use from the purchase context. */
export { PurchaseModule } from './purchase.module';
export { purchaseRegistration } from './purchase.registration';
export { PurchaseSettings } from './purchase.settings';
export { CustomerViewAt, type CustomerViewAtInstant } from './views/customer-view-at';
