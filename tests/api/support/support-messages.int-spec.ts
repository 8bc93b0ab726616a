import { UserType } from '@marketplace/domain';
import { outbox, userOfType } from '../identity/support';
import { SUPPORT_MESSAGE_RATE } from '../../../apps/server/src/modules/support/support.public';
import { eventually, expectProblem } from '../purchase/support';
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
    const listed = await eventually(async () => {
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
});
