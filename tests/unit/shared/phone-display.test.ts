import { describe, expect, it } from 'vitest';
import { isFictionalNumber, phoneForDisplay } from '../../../shared/nanp';

describe('phone lines on coupons and cards', () => {
  it('marks the NANP fictional range 555-0100..0199 and leaves real numbers alone', () => {
    expect(phoneForDisplay('(800) 555-0150')).toBe('(800) 555-0150 (fictional number)');
    expect(isFictionalNumber('+18005550199')).toBe(true);
    expect(phoneForDisplay('(619) 555-1234')).toBe('(619) 555-1234');
    expect(phoneForDisplay('(800) 275-2273')).toBe('(800) 275-2273');
  });
});
