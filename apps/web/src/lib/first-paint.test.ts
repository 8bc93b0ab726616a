import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaint } from './first-paint';

/** A PerformanceObserver that reports when `paint()` is called, as the browser does once the page has painted. */
function fakeObserver() {
  const observers: { callback: () => void; disconnected: boolean; options?: PerformanceObserverInit }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: PerformanceObserverInit) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { observers, paint: () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('firstPaint (a rendered page paints before the app asks for more, issue #43)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the paint entry (buffered: one that came before counts), then stops observing', async () => {
    const { observers, paint } = fakeObserver();
    const painted = firstPaint();
    expect(await settled(painted)).toBe(false);
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    paint();
    expect(await settled(painted)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('does not wait on a hidden page, which paints nothing', async () => {
    fakeObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(firstPaint())).toBe(true);
  });

  it('waits at most `longest` ms for a paint that is never reported', async () => {
    vi.useFakeTimers();
    fakeObserver();
    let done = false;
    void firstPaint(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('without paint timing, waits for the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    const painted = firstPaint();
    expect(await settled(painted)).toBe(false);
    frame!(0);
    expect(await settled(painted)).toBe(true);
  });
});
