import { z } from 'zod';
import { defineRoute } from '../shared/route';

const tags = ['support'] as const;
/** Field messages are language-neutral codes: the web turns them into text in the page's language. */
const words = (max: number) => z.string().trim().min(1, 'required').max(max);

/** Spec §7 `POST status/send-message`: a message type id (default 2), a title and details. */
export const SendMessageBodySchema = z.strictObject({
  MessageType_Id: z.number().int().min(1).max(99).default(2),
  Title: words(200),
  Details: words(4000),
});
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const sendMessageRoute = defineRoute({
  method: 'POST', path: '/status/send-message', tags,
  summary: 'A signed-in user writes to support ("Contact us"); team members (18) and super admins (6) see and answer it (10 an hour per user; 429 rate_limit.exceeded after)',
  body: SendMessageBodySchema,
  response: z.object({ Status: z.literal(1), Id: z.uuid() }),
});

export const SupportAnswerSchema = z.object({ answer: z.string(), answeredAt: z.iso.datetime() });

export const SupportMessageSchema = z.object({
  id: z.uuid(),
  messageTypeId: z.number().int(),
  /** Null once the sender's account was deleted (their key is shredded). */
  title: z.string().nullable(),
  details: z.string().nullable(),
  senderId: z.uuid(),
  senderEmail: z.string().nullable(),
  senderName: z.string().nullable(),
  sentAt: z.iso.datetime(),
  answers: z.array(SupportAnswerSchema),
});
export type SupportMessage = z.output<typeof SupportMessageSchema>;

export const SUPPORT_MESSAGES_PAGE = 50;

export const getSupportMessagesRoute = defineRoute({
  method: 'GET', path: '/status/get-messages', tags,
  summary: "Messages sent to support, newest first, with their answers (types 18 and 6), a page at a time: `next` is the `before` of the older page (null on the last). Each sender whose words or contact it shows gets an audit.subject-viewed on their access log (audit-user-<id>, reason 'GET /status/get-messages'); a cross-site request is refused (403 auth.csrf_failed)",
  query: z.object({
    before: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'A page cursor').optional().describe('The `next` of the newer page'),
    limit: z.coerce.number().int().min(1).max(200).default(SUPPORT_MESSAGES_PAGE),
  }),
  response: z.object({ items: z.array(SupportMessageSchema), next: z.string().nullable() }),
});

export const AnswerMessageBodySchema = z.strictObject({
  MessageId: z.uuid(),
  Answer: words(4000),
});
export type AnswerMessageBody = z.input<typeof AnswerMessageBodySchema>;

export const answerMessageRoute = defineRoute({
  method: 'POST', path: '/status/answer-message', tags,
  summary: 'Answers a message sent to support; the answer is emailed to its sender (types 18 and 6). 404 support.sender_erased once the sender deleted their account',
  body: AnswerMessageBodySchema,
  response: z.object({ Status: z.literal(1) }),
});
