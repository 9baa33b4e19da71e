import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema } from './phone';

describe('phone numbers as people paste them (issue 13, item 11)', () => {
  it.each([' 13800000001', '138 0000 0001', '138-0000-0001', '+8613800000001', '+86 138 0000 0001', '008613800000001', '13800000001 '])('reads %j as 13800000001', (pasted) => {
    expect(normalizePhone(pasted)).toBe('13800000001');
    expect(phoneSchema.parse(pasted)).toBe('13800000001');
  });

  it('still refuses what is not a mainland mobile once normalised', () => {
    expect(phoneSchema.safeParse('+1 415 555 0100').success).toBe(false);
    expect(phoneSchema.safeParse('8613800000001').success).toBe(false);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('phone.required');
  });
});
