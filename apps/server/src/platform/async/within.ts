/**
 * `p`, or a rejection with `message` after `ms`. The timer is unref'd and cleared as soon as `p` settles: a pending
 * timer per call would keep the call's closures alive until it fires, past two scavenges, so every call under load
 * would be promoted to the old generation (heap growth, long scavenges, then a long mark-compact).
 */
export function within<T>(ms: number, p: Promise<T>, message = 'timeout'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
