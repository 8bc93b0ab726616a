import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { InterceptorsConsumer } from '@nestjs/core/interceptors/interceptors-consumer';
import { firstValueFrom, map, retry, type Observable } from 'rxjs';
import {
  bindToAsyncContext, installLeanInterceptorChain, leanIntercept, nestIntercept, REPLICATED_NEST_INTERCEPT, sourceHash,
} from './interceptor-chain';

class Controller {}
const handlerFn = () => undefined;

/** Runs `interceptors` around `next` through one chain implementation, as Nest's router does, and reads the answer. */
async function through(intercept: typeof nestIntercept, interceptors: NestInterceptor[], next: () => Promise<unknown>): Promise<unknown> {
  const consumer = new InterceptorsConsumer();
  const answer = await intercept.call(consumer, interceptors, [{}, {}], new Controller(), handlerFn, next, 'http');
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

describe.each([['Nest 11.2 chain', nestIntercept], ['lean chain', leanIntercept]])('%s', (_name, intercept) => {
  it('runs the interceptors in order around the handler, each seeing the answer of the next', async () => {
    const log: string[] = [];
    const answer = await through(intercept, [tagging('a', log), tagging('b', log)], async () => {
      log.push('handler');
      return 'x';
    });
    expect(answer).toBe('a(b(x))');
    expect(log).toEqual(['a in', 'b in', 'handler', 'b out', 'a out']);
  });

  it('gives the handler the AsyncLocalStorage store an interceptor entered before next.handle()', async () => {
    const als = new AsyncLocalStorage<string>();
    const entering: NestInterceptor = { intercept: (_ctx, next) => als.run('request-42', () => next.handle()) };
    const seen = await through(intercept, [entering], async () => {
      await new Promise((r) => setImmediate(r));
      return als.getStore();
    });
    expect(seen).toBe('request-42');
  });

  it('runs the handler again when an interceptor retries next.handle()', async () => {
    let calls = 0;
    const retrying: NestInterceptor = { intercept: (_ctx, next) => next.handle().pipe(retry(2)) };
    const answer = await through(intercept, [retrying], async () => {
      calls += 1;
      if (calls < 3) throw new Error(`attempt ${calls}`);
      return 'third time';
    });
    expect([answer, calls]).toEqual(['third time', 3]);
  });

  it("passes the handler's error to the interceptors", async () => {
    const failing = through(intercept, [tagging('a', [])], async () => {
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
  });

  it('calls the handler directly when there is no interceptor', async () => {
    const consumer = new InterceptorsConsumer();
    expect(await intercept.call(consumer, [], [], new Controller(), handlerFn, async () => 'direct')).toBe('direct');
  });
});

describe('the lean interceptor chain', () => {
  afterEach(() => jest.restoreAllMocks());

  it('replicates the @nestjs/core installed (a Nest upgrade that changes its chain fails here: compare them again)', () => {
    expect(sourceHash(nestIntercept)).toBe(REPLICATED_NEST_INTERCEPT);
  });

  it('is installed in place of Nest’s, and binds without AsyncResource.bind (no deprecated accessors per request)', async () => {
    expect(installLeanInterceptorChain()).toBe(true);
    expect(InterceptorsConsumer.prototype.intercept).toBe(leanIntercept);
    const bind = jest.spyOn(AsyncResource, 'bind');
    const consumer = new InterceptorsConsumer();
    const answer = await consumer.intercept([tagging('a', [])], [{}, {}], new Controller(), handlerFn, async () => 'x', 'http');
    expect(await firstValueFrom(answer as Observable<unknown>)).toBe('a(x)');
    expect(bind).not.toHaveBeenCalled();
  });

  it('bindToAsyncContext runs the function in the context it was bound in, whatever context calls it', async () => {
    const als = new AsyncLocalStorage<string>();
    const bound = als.run('bound-here', () => bindToAsyncContext(() => als.getStore()));
    expect(als.run('called-here', bound)).toBe('bound-here');
    expect(bound()).toBe('bound-here');
    expect(Object.getOwnPropertyNames(bound)).not.toContain('asyncResource');
  });
});
