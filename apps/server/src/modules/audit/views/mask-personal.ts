/**
 * Masks personal fields in event data for the audit read (ARCHITECTURE §3 rule 10): sealed values show as
 * '[sealed]', and fields whose name says they are personal show as '***' whatever their form, so that events written
 * before sealing (or by mistake in clear) do not leak either.
 */
const PERSONAL_KEYS = new Set([
  'email', 'phone', 'cell', 'cellphone', 'firstname', 'middlename', 'lastname', 'username', 'fullname', 'address', 'line1', 'line2',
  'postalcode', 'dateofbirth', 'birthdate', 'sin', 'password', 'companyname', 'company_name', 'pii', 'details', 'applicant', 'message', 'ip',
  'useragent', 'codehash', 'tokenhash', 'loginkey',
]);

const isSealedString = (v: unknown) => typeof v === 'string' && /^pv1\.[\w-]+\.[\w-]+$/.test(v);

export function maskPersonal(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (isSealedString(value)) return '[sealed]';
  if (typeof value === 'object' && !Array.isArray(value) && typeof (value as { $sealed?: unknown }).$sealed === 'string') return '[sealed]';
  if (PERSONAL_KEYS.has(key.toLowerCase().replace(/[-_]/g, '')) || PERSONAL_KEYS.has(key.toLowerCase())) {
    return typeof value === 'object' ? '***' : value === '' ? '' : '***';
  }
  if (Array.isArray(value)) return value.map((v) => maskPersonal(v));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskPersonal(v, k)]));
  }
  return value;
}
