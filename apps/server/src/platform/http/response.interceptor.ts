import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { z } from 'zod';
import { ENDPOINT_METADATA, type EndpointDefinition } from './endpoint';

/**
 * Parses every response with its contract's schema: unknown fields are stripped (nothing leaks by accident)
 * and a handler that breaks its contract fails loudly instead of sending a wrong shape.
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const definition: EndpointDefinition | undefined = Reflect.getMetadata(ENDPOINT_METADATA, context.getHandler());
    if (!definition) return next.handle();
    return next.handle().pipe(map((value) => {
      if (value === undefined || value === null || Buffer.isBuffer(value) || typeof (value as any)?.pipe === 'function') return value;
      const parsed = z.safeParse(definition.route.response, value);
      if (!parsed.success) {
        throw new Error(`Response of ${definition.route.method} ${definition.route.path} breaks its contract: ${parsed.error.message}`);
      }
      return parsed.data;
    }));
  }
}
