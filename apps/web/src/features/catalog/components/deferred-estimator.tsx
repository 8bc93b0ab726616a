import { Card, Spinner } from '@marketplace/ui';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';

const noSubscription = () => () => undefined;

const PaymentEstimator = lazy(async () => ({ default: (await import('./payment-estimator')).PaymentEstimator }));

/**
 * The payment estimator, loaded when it comes near the screen (issue #43): its form library, schemas and province
 * dialog are about a fifth of the vehicle page's JavaScript, and on a phone it sits below the photos and the
 * specifications, so the first load does without them. On a wide screen it is beside the price and loads at once.
 * Its place is held (the height of the card) while it loads, so nothing moves when it arrives.
 */
export function DeferredPaymentEstimator(props: ComponentProps<typeof PaymentEstimator>) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver, at once; but never in the server's markup, nor where the browser hydrates it.
  const noObserver = useSyncExternalStore(noSubscription, () => typeof IntersectionObserver === 'undefined', () => false);
  const near = seen || noObserver;
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  const pending = (
    <Card className="estimator estimator--pending" aria-hidden="true">
      <Spinner size="small" />
    </Card>
  );
  return (
    <div ref={place} className="vehicle-page__estimator">
      {near ? (
        <Suspense fallback={pending}>
          <PaymentEstimator {...props} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}
