/** Spec §9: a service worker, if present, is unregistered (an old one would keep serving stale builds). */
export async function unregisterServiceWorkers(nav: Navigator = navigator): Promise<number> {
  if (!('serviceWorker' in nav) || !nav.serviceWorker?.getRegistrations) return 0;
  try {
    const registrations = await nav.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
