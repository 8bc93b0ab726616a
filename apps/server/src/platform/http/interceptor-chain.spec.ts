import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { InterceptorsConsumer } from '@nestjs/core/interceptors/interceptors-consumer';
import { firstValueFrom, map, retry, type Observable } from 'rxjs';

// ADR 0048 replaced Nest 11's interceptor chain, whose AsyncResource.bind per step kept every request's objects alive
// past the scavenges. NestJS 12's own chain runs each step in an AsyncResource's scope without bind (ADR 0083): these
// cases hold it to what the replacement guaranteed, so a Nest that loses one of them fails here.
class Controller {}
const handlerFn = () => undefined;

/** Runs `interceptors` around `next` through Nest's chain, as its router does, and reads the answer. */
async function through(interceptors: NestInterceptor[], next: () => Promise<unknown>): Promise<unknown> {
  const answer = await new InterceptorsConsumer().intercept(interceptors, [{}, {}], new Controller(), handlerFn, next, 'http');
  return firstValueFrom(answer as Observable<unknown>);
}

const tagging = (tag: string, log: string[]): NestInterceptor => ({
  intercept: (_ctx: ExecutionContext, next: CallHandler) => {
    log.push(`${tag} in`);
    return next.handle().pipe(map((v) => {
      log.push(`${tag} out`);
      return `${tag}(${String(v)})`;
    }));
  },
});

describe("Nest's interceptor chain", () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs the interceptors in order around the handler, each seeing the answer of the next', async () => {
    const log: string[] = [];
    const answer = await through([tagging('a', log), tagging('b', log)], async () => {
      log.push('handler');
      return 'x';
    });
    expect(answer).toBe('a(b(x))');
    expect(log).toEqual(['a in', 'b in', 'handler', 'b out', 'a out']);
  });

  it('gives the handler the AsyncLocalStorage store an interceptor entered before next.handle()', async () => {
    const als = new AsyncLocalStorage<string>();
    const entering: NestInterceptor = { intercept: (_ctx, next) => als.run('request-42', () => next.handle()) };
    const seen = await through([entering], async () => {
      await new Promise((r) => setImmediate(r));
      return als.getStore();
    });
    expect(seen).toBe('request-42');
  });

  it('runs the handler again when an interceptor retries next.handle()', async () => {
    let calls = 0;
    const retrying: NestInterceptor = { intercept: (_ctx, next) => next.handle().pipe(retry(2)) };
    const answer = await through([retrying], async () => {
      calls += 1;
      if (calls < 3) throw new Error(`attempt ${calls}`);
      return 'third time';
    });
    expect([answer, calls]).toEqual(['third time', 3]);
  });

  it("passes the handler's error to the interceptors", async () => {
    await expect(through([tagging('a', [])], async () => {
      throw new Error('refused');
    })).rejects.toThrow('refused');
  });

  it('calls the handler directly when there is no interceptor', async () => {
    expect(await new InterceptorsConsumer().intercept([], [], new Controller(), handlerFn, async () => 'direct')).toBe('direct');
  });

  it('binds no step with AsyncResource.bind (no deprecated accessors per request)', async () => {
    const bind = jest.spyOn(AsyncResource, 'bind');
    expect(await through([tagging('a', []), tagging('b', [])], async () => 'x')).toBe('a(b(x))');
    expect(bind).not.toHaveBeenCalled();
  });
});
