// Generated from libs/contracts/src/support/support.routes.ts by `npm run generate:web-client`: do not edit.
import { answerMessageRoute, getSupportMessagesRoute, sendMessageRoute } from '@marketplace/contracts/support/support.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/status/answer-message: Answers a message sent to support; the answer is emailed to its sender (types 18 and 6). 404 support.sender_erased once the sender deleted their account */
export const answerMessage = (input?: RouteCallInput<typeof answerMessageRoute>) => callRoute(answerMessageRoute, input);

/** GET /api/status/get-messages: Messages sent to support, newest first, with their answers (types 18 and 6), a page at a time: `next` is the `before` of the older page (null on the last). Each sender whose words or contact it shows gets an audit.subject-viewed on their access log (audit-user-<id>, reason 'GET /status/get-messages'); a cross-site request is refused (403 auth.csrf_failed) */
export const getSupportMessages = (input?: RouteCallInput<typeof getSupportMessagesRoute>) => callRoute(getSupportMessagesRoute, input);

/** POST /api/status/send-message: A signed-in user writes to support ("Contact us"); team members (18) and super admins (6) see and answer it (10 an hour per user; 429 rate_limit.exceeded after) */
export const sendMessage = (input?: RouteCallInput<typeof sendMessageRoute>) => callRoute(sendMessageRoute, input);
