// Generated from libs/contracts/src/dealer/notifications.routes.ts by `npm run generate:web-client`: do not edit.
import { changeNotificationStatusRoute, confirmImportHoldsRoute, getErrorsSectionsRoute, getImportHoldsRoute, getNotificationsErrorsRoute, getNotificationsImportStatusRoute, getNotificationsImportsListRoute, getNotificationsRoute, getNotificationsTypesRoute, getWaitingHoldsRoute, importInventoryRoute } from '@marketplace/contracts/dealer/notifications.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/notification/change-notification-status: Mark a notification read, unread or archived */
export const changeNotificationStatus = (input?: RouteCallInput<typeof changeNotificationStatusRoute>) => callRoute(changeNotificationStatusRoute, input);

/** POST /api/notification/confirm-import-holds: Confirm held rows (some lines, or all when left out): each is listed */
export const confirmImportHolds = (input?: RouteCallInput<typeof confirmImportHoldsRoute>) => callRoute(confirmImportHoldsRoute, input);

/** GET /api/notification/get-errors-sections: An import's errors counted per section */
export const getErrorsSections = (input?: RouteCallInput<typeof getErrorsSectionsRoute>) => callRoute(getErrorsSectionsRoute, input);

/** GET /api/notification/get-import-holds: An import's rows held for review, with their reasons, in file order */
export const getImportHolds = (input?: RouteCallInput<typeof getImportHoldsRoute>) => callRoute(getImportHoldsRoute, input);

/** GET /api/notification/get-notifications: Notifications (finished imports), newest first */
export const getNotifications = (input?: RouteCallInput<typeof getNotificationsRoute>) => callRoute(getNotificationsRoute, input);

/** GET /api/notification/get-notifications-errors: An import's row errors (line and column), in file order */
export const getNotificationsErrors = (input?: RouteCallInput<typeof getNotificationsErrorsRoute>) => callRoute(getNotificationsErrorsRoute, input);

/** GET /api/notification/get-notifications-imports-list: Imports of a company (or every company, for staff) with their progress */
export const getNotificationsImportsList = (input?: RouteCallInput<typeof getNotificationsImportsListRoute>) => callRoute(getNotificationsImportsListRoute, input);

/** GET /api/notification/get-notifications-import-status: One import: its status and progress */
export const getNotificationsImportStatus = (input?: RouteCallInput<typeof getNotificationsImportStatusRoute>) => callRoute(getNotificationsImportStatusRoute, input);

/** GET /api/notification/get-notifications-types: The kinds of notification */
export const getNotificationsTypes = (input?: RouteCallInput<typeof getNotificationsTypesRoute>) => callRoute(getNotificationsTypesRoute, input);

/** GET /api/notification/get-waiting-holds: Rows held for review that still wait, over every import of a company (or every company, for staff), newest import first; total: how many */
export const getWaitingHolds = (input?: RouteCallInput<typeof getWaitingHoldsRoute>) => callRoute(getWaitingHoldsRoute, input);

/** POST /api/notification/import-inventory: Upload an inventory CSV for a company: answers the queued import */
export const importInventory = (input?: RouteCallInput<typeof importInventoryRoute>) => callRoute(importInventoryRoute, input);
