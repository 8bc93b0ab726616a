import { UserType } from '@marketplace/domain';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { PrivacyVault } from '../../../apps/server/src/platform/privacy/privacy-vault';
import { SUPPORT_MESSAGE_RATE } from '../../../apps/server/src/modules/support/support.public';
import { pollUntil } from '../../support/poll';
import { expectProblem } from '../purchase/support';
import { startTestServer, type TestServer } from '../../support/server';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Issue #19 item 5: a "Contact us" message reaches the staff list, and the answer reaches the customer's outbox. */
describe('status messages (POST /api/status/send-message)', () => {
  it('a customer message reaches the staff list (types 18 and 6); the answer is listed and emailed to the customer once', async () => {
    const customer = await userOfType(server, UserType.Regular, { firstName: 'Élise' });
    const team = await userOfType(server, UserType.TeamMember);
    const superAdmin = await userOfType(server, UserType.SuperAdmin);

    const sent = await customer.client.post('/status/send-message', { body: { Title: '  Question about a Civic ', Details: 'Is the 2021 Civic still available?' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ Status: 1, Id: expect.any(String) });

    // Another person's write: the staff list shows it once the projection passed it (many servers share two cores here).
    const listed = await pollUntil(async () => {
      const res = await team.client.get('/status/get-messages');
      return res.body.items?.find((m: { id: string }) => m.id === sent.body.Id);
    }, 60_000);
    expect(listed).toMatchObject({
      messageTypeId: 2, title: 'Question about a Civic', details: 'Is the 2021 Civic still available?', senderId: customer.userId,
      senderEmail: customer.email, senderName: 'Élise', answers: [],
    });

    const answered = await superAdmin.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'Yes, it is. Book a test drive any time.' } });
    expect(answered.status).toBe(200);
    // Read-your-writes: the answerer's very next read lists the answer.
    const after = (await superAdmin.client.get('/status/get-messages')).body.items.find((m: { id: string }) => m.id === sent.body.Id);
    expect(after.answers).toEqual([{ answer: 'Yes, it is. Book a test drive any time.', answeredAt: expect.any(String) }]);

    const [mail] = await outbox(server, customer.email, { kind: 'support.answer' });
    expect(mail.subject).toMatch(/^Answer to your message/);
    expect(mail.text).toContain('Hello Élise,');
    expect(mail.text).toContain('Question about a Civic');
    expect(mail.text).toContain('Yes, it is. Book a test drive any time.');
    expect(await outbox(server, customer.email, { kind: 'support.answer', count: 2, timeoutMs: 300 })).toHaveLength(1);
  });

  it('the staff list pages from newest to oldest: every message once, in order; a forged cursor is the field\'s 400', async () => {
    const team = await userOfType(server, UserType.TeamMember);
    const senders = await Promise.all([0, 1, 2].map(() => userOfType(server, UserType.Regular)));
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await senders[i % 3]!.client.post('/status/send-message', { body: { Title: `Paged ${i}`, Details: 'A question' } });
      sent.push(res.body.Id);
    }
    await pollUntil(async () => (await team.client.get('/status/get-messages', { query: { limit: 200 } })).body.items
      .filter((m: { id: string }) => sent.includes(m.id)).length === sent.length, 60_000);
    const seen: { id: string; sentAt: string }[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await team.client.get('/status/get-messages', { query: { limit: 3, ...(before ? { before } : {}) } });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items);
      before = page.body.next ?? undefined;
      pages++;
    } while (before && pages < 100);
    expect(new Set(seen.map((m) => m.id)).size).toBe(seen.length);
    expect(seen.map((m) => m.id)).toEqual(expect.arrayContaining(sent));
    // Newest first, then by id: what a staff member reads first is the latest.
    const order = seen.map((m) => m.sentAt);
    expect(order).toEqual([...order].sort().reverse());
    expect(seen.filter((m) => sent.includes(m.id)).map((m) => m.id)).toEqual([...sent].reverse());
    expectProblem(await team.client.get('/status/get-messages', { query: { before: 'bm90LWEtY3Vyc29y' } }), 400, 'support.invalid_cursor', 'query.before');
    expect((await team.client.get('/status/get-messages', { query: { limit: 0 } })).status).toBe(400);
  });

  it('each message and each answer is an event on the message stream', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const team = await userOfType(server, UserType.TeamMember);
    const sent = await customer.client.post('/status/send-message', { body: { MessageType_Id: 3, Title: 'Hi', Details: 'A question' } });
    await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'An answer' } });
    const events = await server.infra.store.readStream(`support-message-${sent.body.Id}`);
    expect(events.map((e) => e.type)).toEqual(['SupportMessageSent', 'SupportMessageAnswered']);
    expect(events[0]!.data).toMatchObject({ senderId: customer.userId, messageTypeId: 3 });
    // The sender's words are sealed with their key: no clear text in the event store.
    expect(JSON.stringify(events)).not.toContain('A question');
    expect(events.map((e) => e.metadata.actor)).toEqual([customer.userId, team.userId]);
  });

  it('customers may neither list nor answer; bad input is a 400 with the field; an unknown message is a 404', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const team = await userOfType(server, UserType.TeamMember);
    expect((await customer.client.get('/status/get-messages')).status).toBe(403);
    expect((await customer.client.post('/status/answer-message', { body: { MessageId: '00000000-0000-4000-8000-000000000000', Answer: 'x' } })).status).toBe(403);

    const blank = await customer.client.post('/status/send-message', { body: { Title: '   ', Details: 'x' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'validation.invalid_input', errors: [{ path: 'body.Title' }] });

    const unknown = await team.client.post('/status/answer-message', { body: { MessageId: '00000000-0000-4000-8000-000000000000', Answer: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'support.message_not_found' });
  });

  it('throttles each user: past the hourly limit a 429 with the stable code, while another user still sends', async () => {
    const flooder = await userOfType(server, UserType.Regular);
    const other = await userOfType(server, UserType.Regular);
    const send = (who: typeof flooder, i: number) => who.client.post('/status/send-message', { body: { Title: `Message ${i}`, Details: 'Same question again' } });
    for (let i = 0; i < SUPPORT_MESSAGE_RATE.limit; i++) expect((await send(flooder, i)).status).toBe(200);
    const refused = await send(flooder, SUPPORT_MESSAGE_RATE.limit);
    expectProblem(refused, 429, 'rate_limit.exceeded');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(SUPPORT_MESSAGE_RATE.windowSeconds);
    expect((await send(other, 0)).status).toBe(200);
  });

  it("answers a message whose sender deleted their account with 404 support.sender_erased, appending nothing; the staff list still answers", async () => {
    const customer = await userOfType(server, UserType.Regular, { firstName: 'Gaston' });
    const team = await userOfType(server, UserType.TeamMember);
    const sent = await customer.client.post('/status/send-message', { body: { Title: 'Before I leave', Details: 'Please close my file' } });
    expect(sent.status).toBe(200);
    const answered = await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'Noted, thank you.' } });
    expect(answered.status).toBe(200);
    // The answerer's read waits for their answer: the row with its sealed answer is in the list.
    expect((await team.client.get('/status/get-messages')).body.items.some((m: { id: string }) => m.id === sent.body.Id)).toBe(true);

    expect((await customer.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });

    const refused = await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'One more thing' } });
    expectProblem(refused, 404, 'support.sender_erased');
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'body.MessageId' })]);
    const events = await server.infra.store.readStream(`support-message-${sent.body.Id}`);
    expect(events.map((e) => e.type)).toEqual(['SupportMessageSent', 'SupportMessageAnswered']);

    // Right after the deletion (the list not scrubbed yet), the staff list answers; its erased words are null.
    const list = await team.client.get('/status/get-messages');
    expect(list.status).toBe(200);
    const row = list.body.items.find((m: { id: string }) => m.id === sent.body.Id);
    if (row) expect(row).toMatchObject({ title: null, details: null });
    // Once identity.account-deleted.v1 reached support, the message leaves the list for good.
    await server.infra.projections.waitFor();
    const scrubbed = await team.client.get('/status/get-messages');
    expect(scrubbed.status).toBe(200);
    expect(scrubbed.body.items.some((m: { id: string }) => m.id === sent.body.Id)).toBe(false);
  });

  it('a sender whose key is already shredded (an account being deleted): sending and answering are 404 support.sender_erased, the list shows the words as erased', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const team = await userOfType(server, UserType.TeamMember);
    const sent = await customer.client.post('/status/send-message', { body: { Title: 'First words', Details: 'A question' } });
    expect((await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'An answer' } })).status).toBe(200);
    // The deletion's shredding has happened, its session revocation and read-table scrub not yet (the window between).
    await server.app.get(PrivacyVault, { strict: false }).shred(customer.userId);

    expectProblem(await customer.client.post('/status/send-message', { body: { Title: 'Still there?', Details: 'A question' } }), 404, 'support.sender_erased');
    expectProblem(await team.client.post('/status/answer-message', { body: { MessageId: sent.body.Id, Answer: 'Again' } }), 404, 'support.sender_erased', 'body.MessageId');
    const events = await server.infra.store.readStream(`support-message-${sent.body.Id}`);
    expect(events.map((e) => e.type)).toEqual(['SupportMessageSent', 'SupportMessageAnswered']);

    const list = await team.client.get('/status/get-messages');
    expect(list.status).toBe(200);
    expect(list.body.items.find((m: { id: string }) => m.id === sent.body.Id)).toMatchObject({
      title: null, details: null, answers: [{ answer: '', answeredAt: expect.any(String) }],
    });
  });
});
