import { Controller, Inject, Req } from '@nestjs/common';
import { defineRoute } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Endpoint, Input } from '../http/endpoint';
import { fromThisMachine } from '../http/this-machine';
import { parseClockMove } from './duration';
import { TestClock } from './test-clock';

const deadline = z.object({ kind: z.string(), key: z.string(), dueAt: z.string() });

export const devClockRoute = defineRoute({
  method: 'GET', path: '/dev/clock', tags: ['development'],
  summary: 'Development and test only (404 in production, and to any caller but this machine): the environment\'s test clock and its next deadlines (ADR 0082)',
  response: z.object({ now: z.string(), offsetMs: z.number().int(), upcoming: z.array(deadline) }),
});

export const devClockAdvanceRoute = defineRoute({
  method: 'POST', path: '/dev/clock/advance', tags: ['development'],
  summary: 'Development and test only (404 in production, and to any caller but this machine): moves the environment\'s clock forward '
    + 'by a duration (`8d`, `30m`, `1d12h`) or to an instant, firing the deadlines due on the way in order (ADR 0082). '
    + 'Backwards, zero or more than a year: 400 clock.backwards / clock.too_far',
  body: z.object({
    by: z.string().max(40).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  response: z.object({
    from: z.string(), to: z.string(), offsetMs: z.number().int(),
    reached: z.array(deadline.extend({ outcome: z.string() })),
  }),
});

/** The test clock's dev-only API: the route exists everywhere, and answers 404 in production and off this machine. */
@Controller()
export class DevClockController {
  constructor(@Inject(TestClock) private readonly clock: TestClock | null) {}

  private available(req: FastifyRequest): TestClock {
    // Nothing builds a TestClock in production (platform.module.ts): the clock cannot be moved there.
    if (!this.clock || !fromThisMachine(req)) throw new DomainError('http.not_found', 'not_found');
    return this.clock;
  }

  @Endpoint(devClockRoute, { allow: 'public' })
  status(@Req() req: FastifyRequest) {
    return this.available(req).status();
  }

  @Endpoint(devClockAdvanceRoute, { allow: 'public' })
  advance(@Input() input: { body: { by?: string; to?: string } }, @Req() req: FastifyRequest) {
    const clock = this.available(req);
    const { by, to } = input.body;
    if ((by === undefined) === (to === undefined)) {
      throw new DomainError('clock.by_or_to', 'validation', 'Give either `by` (a duration such as 8d) or `to` (an instant)', by === undefined ? 'by' : 'to');
    }
    return by !== undefined ? clock.advance(parseClockMove(by)) : clock.advanceTo(new Date(to!));
  }
}
