// Generated from libs/contracts/src/identity/account.routes.ts by `npm run generate:web-client`: do not edit.
import { activateAccountRoute, dashboardSectionsRoute, deleteAccountSectionRoute, reactivateAccountRoute, resetPasswordRoute, sendResetPasswordEmailRoute, sendSmsCodeRoute, sendVerificationEmailRoute, unsubscribeRemindersRoute, updateUserPasswordRoute, updateUserSelfRoute, verifySmsCodeRoute } from '@marketplace/contracts/identity/account.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/user/activate-account: Activates the account with the email link token (identity.token_invalid / identity.token_expired otherwise) */
export const activateAccount = (input?: RouteCallInput<typeof activateAccountRoute>) => callRoute(activateAccountRoute, input);

/** GET /api/user/get-user-dashboard-sections: Drawer sections of the signed-in user: every section id with its active flag (type defaults + admin overrides) */
export const dashboardSections = (input?: RouteCallInput<typeof dashboardSectionsRoute>) => callRoute(dashboardSectionsRoute, input);

/** POST /api/user/delete-account-section: Deactivates the account, or deletes it irreversibly (personal data crypto-shredded); ends every session */
export const deleteAccountSection = (input?: RouteCallInput<typeof deleteAccountSectionRoute>) => callRoute(deleteAccountSectionRoute, input);

/** POST /api/user/reactivate-account: Reactivates the signed-in, deactivated account (identity.account_suspended when an admin suspended it) */
export const reactivateAccount = (input?: RouteCallInput<typeof reactivateAccountRoute>) => callRoute(reactivateAccountRoute, input);

/** POST /api/user/reset-password: Sets a new password with a reset or create-password link token; ends every session of the user */
export const resetPassword = (input?: RouteCallInput<typeof resetPasswordRoute>) => callRoute(resetPasswordRoute, input);

/** POST /api/user/send-reset-password-email: Sends a reset link (valid 1 hour, single use) when the account exists; the answer is the same either way */
export const sendResetPasswordEmail = (input?: RouteCallInput<typeof sendResetPasswordEmailRoute>) => callRoute(sendResetPasswordEmailRoute, input);

/** POST /api/user/SendSmsCode: Texts a 6-digit code (valid 10 minutes; a resend replaces it) to verify the phone / activate the account */
export const sendSmsCode = (input?: RouteCallInput<typeof sendSmsCodeRoute>) => callRoute(sendSmsCodeRoute, input);

/** POST /api/user/SendVerificationEmail: Sends the activation email again to the signed-in user (a new link; older links stay valid until they expire) */
export const sendVerificationEmail = (input?: RouteCallInput<typeof sendVerificationEmailRoute>) => callRoute(sendVerificationEmailRoute, input);

/** POST /api/notifications/unsubscribe: Stops the reminder emails (reservation ending, trade-in offer expiring) with the signed token of a reminder's link; no sign-in needed (identity.token_invalid otherwise). Receipts and confirmations still go out */
export const unsubscribeReminders = (input?: RouteCallInput<typeof unsubscribeRemindersRoute>) => callRoute(unsubscribeRemindersRoute, input);

/** POST /api/user/update-user-password: Changes the password (proving the current one); ends every other session and renews this one */
export const updateUserPassword = (input?: RouteCallInput<typeof updateUserPasswordRoute>) => callRoute(updateUserPasswordRoute, input);

/** POST /api/user/update-user-self: Updates the signed-in user's own profile */
export const updateUserSelf = (input?: RouteCallInput<typeof updateUserSelfRoute>) => callRoute(updateUserSelfRoute, input);

/** POST /api/user/VerifySmsCode: Checks the SMS code: identity.code_invalid, identity.code_expired, identity.code_attempts_exceeded (after 5) */
export const verifySmsCode = (input?: RouteCallInput<typeof verifySmsCodeRoute>) => callRoute(verifySmsCodeRoute, input);
