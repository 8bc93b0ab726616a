/**
 * Resolves once the page has painted: its paint timing entry (`first-paint`, the frame's presentation) is there
 * (issue #43, ADR 0066). A page the server rendered waits for it before it asks for its route chunks and messages and
 * hydrates, so that its first paint comes after the document, its stylesheet, its shell and the images of its first
 * screen only, not after the app's work (which runs before the first frame when the shell's file came fast).
 * A hidden page paints nothing: it does not wait. A browser without paint timing waits for one frame; any waits at
 * most `longest` ms, so the app cannot hang on a paint that is never reported.
 */
export function firstPaint(longest = 3_000): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise<void>((painted) => {
    const timer = setTimeout(done, longest);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      painted();
    }
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(done);
      // `buffered`: a paint that came before this call is reported too.
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
