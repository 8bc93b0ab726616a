import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { CallHandler, NestInterceptor } from '@nestjs/common';
import { InterceptorsConsumer } from '@nestjs/core/interceptors/interceptors-consumer';
import { defer, mergeAll, type Observable } from 'rxjs';

/**
 * `AsyncResource.bind(fn)` without what makes it dear: the static helper defines a deprecated `asyncResource` accessor
 * pair on every bound function (DEP0172), two `util.deprecate` wrappers per call. V8 allocates those in the old
 * generation, and through them the request's young objects stay reachable past every scavenge: under load each
 * request promoted kilobytes and a scavenge paused 10 ms instead of 2-4 (ADR 0048). Same semantics otherwise: `fn`
 * runs in the async context (AsyncLocalStorage stores) current when it was bound.
 */
export function bindToAsyncContext<T>(fn: () => T): () => T {
  const resource = new AsyncResource('bound-anonymous-fn');
  return () => resource.runInAsyncScope(fn);
}

type Intercept = InterceptorsConsumer['intercept'];

/** Nest's own `intercept`, kept to compare with and for the equivalence tests. */
export const nestIntercept: Intercept = InterceptorsConsumer.prototype.intercept;

/**
 * SHA-256 of the source of the `InterceptorsConsumer.prototype.intercept` that `leanIntercept` replicates
 * (@nestjs/core 11.2.10). Another source (a Nest upgrade) is left alone until someone compares the two again.
 */
export const REPLICATED_NEST_INTERCEPT = '8af201959eb1e70472fed182e79854c12b38f17a23bebd6c9c048fbcc4d45ad0';

export const sourceHash = (f: (...args: never[]) => unknown) => createHash('sha256').update(f.toString()).digest('hex');

/**
 * Nest 11.2's interceptor chain, line for line, with `bindToAsyncContext` where Nest calls `AsyncResource.bind`: each
 * step deferred (an interceptor that retries `next.handle()` runs the handler again) and run in the async context of
 * the interceptor that called `next.handle()` (an AsyncLocalStorage store it set reaches the handler).
 */
export const leanIntercept: Intercept = async function intercept(this: InterceptorsConsumer, interceptors, args, instance, callback, next, type) {
  if (!interceptors || interceptors.length === 0) return next();
  const context = this.createContext(args, instance, callback);
  if (type !== undefined) context.setType(type); // Nest passes it through; setType ignores a missing one
  const nextFn = async (i = 0): Promise<Observable<unknown>> => {
    if (i >= interceptors.length) return defer(bindToAsyncContext(() => this.transformDeferred(next)));
    const handler: CallHandler = { handle: () => defer(bindToAsyncContext(() => nextFn(i + 1))).pipe(mergeAll()) };
    return (interceptors[i] as NestInterceptor).intercept(context, handler) as Observable<unknown>;
  };
  return defer(() => nextFn()).pipe(mergeAll());
};

/**
 * Puts `leanIntercept` in place of Nest's, once, before the application is created; answers whether it did. It does
 * not when the installed Nest's `intercept` is not the one replicated here: that one keeps running, unchanged.
 */
export function installLeanInterceptorChain(): boolean {
  const proto = InterceptorsConsumer.prototype;
  if (proto.intercept === leanIntercept) return true;
  if (sourceHash(proto.intercept) !== REPLICATED_NEST_INTERCEPT) return false;
  proto.intercept = leanIntercept;
  return true;
}
