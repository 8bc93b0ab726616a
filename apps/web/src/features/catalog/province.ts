import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type Province, PROVINCES } from '@marketplace/domain/pricing';
import { useCallback, useSyncExternalStore } from 'react';

export { PROVINCES, type Province };

/** Spec §9: the default geography is Quebec. */
export const DEFAULT_PROVINCE: Province = 'QC';
export const PROVINCE_STORAGE_KEY = 'catalog.province';

export const PROVINCE_NAMES: Record<Province, MessageDescriptor> = {
  AB: msg`Alberta`,
  BC: msg`British Columbia`,
  MB: msg`Manitoba`,
  NB: msg`New Brunswick`,
  NL: msg`Newfoundland and Labrador`,
  NS: msg`Nova Scotia`,
  NT: msg`Northwest Territories`,
  NU: msg`Nunavut`,
  ON: msg`Ontario`,
  PE: msg`Prince Edward Island`,
  QC: msg`Quebec`,
  SK: msg`Saskatchewan`,
  YT: msg`Yukon`,
};

export const isProvinceCode = (value: unknown): value is Province => typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);

/** The province remembered on this device (the change-geolocation modal), else the default. */
export function readProvince(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Province {
  try {
    const stored = storage?.getItem(PROVINCE_STORAGE_KEY);
    return isProvinceCode(stored) ? stored : DEFAULT_PROVINCE;
  } catch {
    return DEFAULT_PROVINCE;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

function writeProvince(province: Province) {
  try {
    safeStorage()?.setItem(PROVINCE_STORAGE_KEY, province);
  } catch {
    // Private browsing or storage full: the choice lasts for this page only.
    memory = province;
  }
  listeners.forEach((listener) => listener());
}

let memory: Province | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROVINCE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The buyer's province for prices and taxes, remembered in localStorage (and shared between tabs). */
export function useProvince(): [Province, (province: Province) => void] {
  const province = useSyncExternalStore(
    subscribe,
    () => memory ?? readProvince(),
    () => DEFAULT_PROVINCE,
  );
  const set = useCallback((next: Province) => writeProvince(next), []);
  return [province, set];
}

/** A Canadian postal code (A1A 1A1, space or dash optional) or its first three characters (the FSA). */
export function normalisePostalCode(text: string): string | null {
  const clean = text.trim().toUpperCase().replace(/[\s-]/g, '');
  if (/^[ABCEGHJ-NPRSTVXY]\d[A-Z]\d[A-Z]\d$/.test(clean)) return `${clean.slice(0, 3)} ${clean.slice(3)}`;
  if (/^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/.test(clean)) return clean;
  return null;
}
