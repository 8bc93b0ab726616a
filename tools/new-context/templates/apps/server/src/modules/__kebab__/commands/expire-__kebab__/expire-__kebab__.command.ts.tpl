import { Command } from '@nestjs/cqrs';

/** A __title__'s lifetime is over (dispatched by the expiry process's timer, never by a route). */
export class Expire__Pascal__Command extends Command<void> {
  constructor(readonly __camel__Id: string) {
    super();
  }
}
