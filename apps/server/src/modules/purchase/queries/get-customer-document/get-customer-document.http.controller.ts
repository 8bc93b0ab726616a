import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { customerDocumentRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ReadsOwnWrites } from '../../../../platform/read-your-writes/reads-own-writes.decorator';
import { USERS_PROJECTION } from '../../../identity/identity.public';
import { DOCUMENT_PROJECTIONS } from '../get-customer-documents/get-customer-documents.http.controller';
import { GetCustomerDocumentQuery } from './get-customer-document.query';

@Controller()
export class GetCustomerDocumentController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(customerDocumentRoute, { allow: 'authenticated' })
  @ReadsOwnWrites(...DOCUMENT_PROJECTIONS, USERS_PROJECTION)
  async document(@Input() input: RouteInput<typeof customerDocumentRoute>, @Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { params } = input;
    const file = await this.queries.execute(new GetCustomerDocumentQuery(params.kind, params.id, ctx));
    void reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.fileName}"`);
    return file.data;
  }
}
