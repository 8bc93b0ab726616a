import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getStripeKey } from './api/client/purchase/finances.routes';

/**
 * Card payments in the browser, shared by the deposit step and the dealer subscription page. With real Stripe keys
 * the card is entered in Stripe's own Payment Element (Stripe.js, loaded from js.stripe.com by the page that mounts it,
 * never before); with the local Stripe stand-in (development, tests) each page shows its test-card field instead.
 * Texts stay in the features: this file has none.
 */

/** GET /api/finances/get-stripe-key: Stripe's publishable key (null in test mode: the test-card form is used). */
export const stripeKeyQuery = queryOptions({
  queryKey: ['payments', 'stripe-key'] as const,
  queryFn: ({ signal }) => getStripeKey({ signal }),
  staleTime: Infinity,
});

export function useStripeKey() {
  return useQuery(stripeKeyQuery);
}

/** The publishable key to load Stripe.js with, or null when the server runs the local stand-in (test cards instead). */
export function elementsKey(p: { readonly mode: 'stripe' | 'test'; readonly publishableKey: string | null }): string | null {
  return p.mode === 'stripe' && p.publishableKey ? p.publishableKey : null;
}

/** The parts of Stripe.js the pages call (https://docs.stripe.com/js). */
export interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements;
  confirmPayment(o: { elements: StripeElements; redirect: 'if_required'; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
  createPaymentMethod(o: { elements: StripeElements }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): { mount(el: HTMLElement): void; destroy(): void };
  submit(): Promise<{ error?: { message?: string } }>;
}
type StripeConstructor = (key: string, options?: { locale?: string }) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

/** Adds Stripe.js to the page once (the CSP allows js.stripe.com when a publishable key is configured). */
export function loadStripeJs(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.appendChild(script);
  });
}

/**
 * Stripe's Payment Element, in the page's language, mounted into `mount` once Stripe.js is there (a null key: nothing
 * is loaded, the page shows its test-card field). `options` are the Elements options: a payment intent's
 * `clientSecret` (the deposit), or a mode without one (a subscription's card, `paymentMethodCreation: 'manual'`).
 * `handles` and `ready` once mounted; `failed` when Stripe.js could not load.
 */
export function usePaymentElement(publishableKey: string | null, options: Record<string, unknown>, locale: string) {
  const mount = useRef<HTMLDivElement>(null);
  const handles = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // By value: callers pass a new object on every render.
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (!publishableKey) return undefined;
    let live = true;
    let element: { destroy(): void } | null = null;
    void loadStripeJs().then((Stripe) => {
      if (!live || !mount.current) return;
      const stripe = Stripe(publishableKey, { locale: locale.startsWith('fr') ? 'fr-CA' : 'en-CA' });
      const elements = stripe.elements(JSON.parse(optionsKey) as Record<string, unknown>);
      const created = elements.create('payment');
      created.mount(mount.current);
      element = created;
      handles.current = { stripe, elements };
      setReady(true);
    }).catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
      element?.destroy();
      handles.current = null;
      setReady(false);
    };
  }, [publishableKey, optionsKey, locale]);
  return { mount, handles, ready, failed };
}
