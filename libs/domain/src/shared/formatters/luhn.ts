/** The Luhn check digit (SINs, card numbers): `digits` only, the check digit last. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A payment card number: 12 to 19 digits (spaces allowed) with a valid Luhn digit. */
export const isValidCardNumber = (input: string): boolean => {
  const digits = input.replace(/\s/g, '');
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
};
