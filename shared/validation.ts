/** The validation and display rules of rules#validation, shared by the web forms and the functions. */

export const MESSAGES = {
  zip: 'The Zip code must be 5 digits',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid Phone Number',
  quantity: 'You must enter a quantity',
  drugName: 'Please enter a valid drug name',
  npi: 'Please enter a valid Pharmacy NPI',
  required: 'Required',
} as const;

/** Zip: exactly 5 digits after trimming; empty is neutral (no error shown). */
export function zipError(value: string): string | undefined {
  const zip = value.trim();
  if (zip === '') return undefined;
  return /^\d{5}$/.test(zip) ? undefined : MESSAGES.zip;
}

export const isValidZip = (value: string): boolean => /^\d{5}$/.test(value.trim());

/** A zip guessed from the visitor's IP is kept only when its length is 3 to 6 (rules#validation). */
export const isCacheableIpZip = (value: string): boolean => value.trim().length >= 3 && value.trim().length <= 6;

/**
 * Local part, @, then a domain with a top-level part of 2+ letters, or an IP literal in brackets.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const local = email.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL.test(email);
}

/** rules#validation: strip non-digits except +; if not 12 characters prepend '+1'. */
export function normalisePhone(value: string): string {
  const stripped = value.replace(/[^\d+]/g, '');
  return stripped.length === 12 ? stripped : `+1${stripped}`;
}

/** Valid only if 12 characters, starting with +1, and the third character is not '+'. */
export function isValidPhone(value: string): boolean {
  const phone = normalisePhone(value);
  return phone.length === 12 && phone.startsWith('+1') && phone[2] !== '+' && /^\+1\d{10}$/.test(phone);
}

/** Savings percent = 100 × (1 − price / retail), whole number; only when retail > price and positive. */
export function savingsPercent(price: number, retailPrice: number): number | undefined {
  if (!(retailPrice > price) || retailPrice <= 0) return undefined;
  const pct = Math.round(100 * (1 - price / retailPrice));
  return pct > 0 ? pct : undefined;
}

/** Prices show 2 decimals; the retail price 0 decimals. */
export const formatPrice = (value: number): string => `$${value.toFixed(2)}`;
export const formatRetailPrice = (value: number): string => `$${value.toFixed(0)}`;

/** rules#validation NPI rule (a number above 100000) plus the NPI check digit (Luhn over 80840 + first 9 digits). */
export function isValidNpi(value: string): boolean {
  const npi = value.trim();
  if (!/^\d{10}$/.test(npi) || Number(npi) <= 100000) return false;
  return npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}

export function npiCheckDigit(first9: string): number {
  const digits = `80840${first9}`.split('').map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let d = digits[i] ?? 0;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
