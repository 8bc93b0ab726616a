import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditBundleRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSubjectViewCommand } from '../../commands/record-subject-view/record-subject-view.command';
import { RecordStaffReadsCommand } from '../../commands/record-staff-reads/record-staff-reads.command';
import { GetBundleQuery } from './get-bundle.query';

/** The reason a customer's name read through a bundle's timeline PDF carries on their access log. */
export const BUNDLE_READ = 'GET /audit/subjects/:subjectId/bundle';

@Controller()
export class GetBundleController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Exporting a subject is an opening of it: recorded (with the reason "dispute bundle"), then built. */
  @Endpoint(auditBundleRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async bundle(@Input() input: RouteInput<typeof auditBundleRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.commands.execute(new RecordSubjectViewCommand(input.params.subjectId, 'dispute bundle', ctx));
    const { zip, customersShown } = await this.queries.execute(new GetBundleQuery(input.params.subjectId, input.query.lang, ctx));
    // The customers named in the timeline PDF are personal data read by staff, as on the timeline (ADR 0078).
    await this.commands.execute(new RecordStaffReadsCommand(customersShown, BUNDLE_READ, ctx));
    void reply.header('content-type', 'application/zip').header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="bundle-${input.params.subjectId}.zip"`);
    return zip;
  }
}
