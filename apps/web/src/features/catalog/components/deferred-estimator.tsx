import { Card, Spinner } from '@marketplace/ui';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';

const PaymentEstimator = lazy(async () => ({ default: (await import('./payment-estimator')).PaymentEstimator }));

/**
 * The payment estimator, loaded when it comes near the screen (issue #43): its form library, schemas and province
 * dialog are about a fifth of the vehicle page's JavaScript, and on a phone it sits below the photos and the
 * specifications, so the first load does without them. On a wide screen it is beside the price and loads at once.
 * Its place is held (the height of the card) while it loads, so nothing moves when it arrives.
 */
export function DeferredPaymentEstimator(props: ComponentProps<typeof PaymentEstimator>) {
  const place = useRef<HTMLDivElement>(null);
  // Not near at first wherever the page is rendered (the server's markup and the browser's first render agree).
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !place.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
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
