/**
 * Canadian Social Insurance Number: 9 digits, Luhn check digit (Employment and Social Development Canada).
 * Optional everywhere (Office of the Privacy Commissioner): never a condition of service, never logged.
 */
export function isValidSinNumber(sin: string): boolean {
  const digits = sin.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
