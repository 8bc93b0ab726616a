import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** Creates a __title__ owned by the caller. Answers its id and where it was written (for read-your-writes). */
export class Create__Pascal__Command extends Command<Written<{ id: string }>> {
  constructor(
    readonly name: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
