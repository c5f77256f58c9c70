import { describe, expect, it } from 'vitest';
import {
  formatPrice, formatRetailPrice, isCacheableIpZip, isValidEmail, isValidNpi, isValidPhone, isValidZip, MESSAGES, normalisePhone,
  npiCheckDigit, savingsPercent, zipError,
} from '../../../shared/validation';

describe('zip (rules#validation)', () => {
  it('needs exactly 5 digits, empty is neutral', () => {
    expect(zipError('')).toBeUndefined();
    expect(zipError(' 92101 ')).toBeUndefined();
    expect(zipError('9210')).toBe('The Zip code must be 5 digits');
    expect(zipError('921011')).toBe(MESSAGES.zip);
    expect(zipError('9210a')).toBe(MESSAGES.zip);
    expect(isValidZip('02134')).toBe(true);
  });
  it('caches an IP zip only when 3 to 6 characters long', () => {
    expect(isCacheableIpZip('12')).toBe(false);
    expect(isCacheableIpZip('123')).toBe(true);
    expect(isCacheableIpZip('123456')).toBe(true);
    expect(isCacheableIpZip('1234567')).toBe(false);
  });
});

describe('email (rules#validation)', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'x@[192.168.0.1]', 'a_b@sub.domain.org'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each(['', 'a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@b..com', '.a@b.com', 'a@b.com\r\nBcc: x@y.com', 'a@-b.com'])('refuses %j', (e) => {
    expect(isValidEmail(e)).toBe(false);
  });
});

describe('phone (rules#validation)', () => {
  it.each([
    ['619-555-0100', '+16195550100', true],
    ['(619) 555-0100', '+16195550100', true],
    ['+1 619 555 0100', '+16195550100', true],
    ['16195550100', '+116195550100', false],
    ['555-0100', '+15550100', false],
    ['++6195550100', '++6195550100', false],
    ['+44 20 7946 0958', '+1+442079460958', false],
  ])('%s -> %s (valid: %s)', (input, normalised, valid) => {
    expect(normalisePhone(input)).toBe(normalised);
    expect(isValidPhone(input)).toBe(valid);
  });
});

describe('savings and prices (rules#validation)', () => {
  it('rounds the savings percent and shows it only when positive', () => {
    expect(savingsPercent(12.5, 50)).toBe(75);
    expect(savingsPercent(9.99, 10)).toBeUndefined(); // rounds to 0
    expect(savingsPercent(50, 50)).toBeUndefined();
    expect(savingsPercent(60, 50)).toBeUndefined();
  });
  it('formats prices with 2 decimals and retail with 0', () => {
    expect(formatPrice(4)).toBe('$4.00');
    expect(formatPrice(12.345)).toBe('$12.35');
    expect(formatRetailPrice(48.6)).toBe('$49');
  });
});

describe('NPI', () => {
  it('checks the Luhn digit over the 80840 prefix', () => {
    expect(npiCheckDigit('123456789')).toBe(3); // the CMS worked example: 1234567893
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('99999')).toBe(false);
    expect(isValidNpi('abc')).toBe(false);
  });
});
