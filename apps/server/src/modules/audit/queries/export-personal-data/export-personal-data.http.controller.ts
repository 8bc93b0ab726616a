import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { exportPersonalDataRoute } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { ExportPersonalDataQuery } from './export-personal-data.query';

@Controller()
export class ExportPersonalDataController {
  constructor(private readonly queries: QueryBus) {}

  // Decrypts every sealed value of the signed-in person, SIN included: never for an impersonating admin (ADR 0019's reveal rule).
  @Endpoint(exportPersonalDataRoute, { allow: 'authenticated', refuseWhileImpersonating: true })
  async export(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const data = await this.queries.execute(new ExportPersonalDataQuery(ctx));
    void reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="my-data.json"');
    return data;
  }
}
