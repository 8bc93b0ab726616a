import { Controller, Inject, Req } from '@nestjs/common';
import { defineRoute } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config/config';
import { Endpoint, Input } from '../http/endpoint';
import { fromThisMachine } from '../http/this-machine';
import { CONFIG } from '../tokens';
import { DevOutbox } from './outbox';

export const devOutboxRoute = defineRoute({
  method: 'GET', path: '/dev/outbox', tags: ['development'],
  summary: 'Development and test only (404 in production, and to any caller but this machine): every email and SMS sent, newest last, optionally for one recipient',
  query: z.object({ to: z.string().max(254).optional() }),
  response: z.object({
    messages: z.array(z.object({
      channel: z.enum(['email', 'sms']), to: z.string(), subject: z.string().nullable(), text: z.string(), html: z.string().nullable(),
      kind: z.string(), sentAt: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() })).optional(),
      headers: z.record(z.string(), z.string()).optional(),
    })),
  }),
});

@Controller()
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox, @Inject(CONFIG) private readonly config: AppConfig) {}

  @Endpoint(devOutboxRoute, { allow: 'public' })
  list(@Input() input: { query: { to?: string } }, @Req() req: FastifyRequest) {
    // Reset links and SMS codes are in here: a server left in development mode on a network answers this machine only.
    if (this.config.isProduction || !this.outbox.enabled || !fromThisMachine(req)) throw new DomainError('http.not_found', 'not_found');
    return { messages: this.outbox.list(input.query.to) };
  }
}
