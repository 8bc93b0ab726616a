import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Every console search is an event on the searcher's own access log (ADR 0078), with what it found. */
export class RecordSearchCommand extends Command<void> {
  constructor(
    readonly q: string,
    readonly found: readonly { readonly subjectId: string; readonly matched: string }[],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
