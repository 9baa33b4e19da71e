import { z } from 'zod';
import { MAINLAND_MOBILE, normalizePhone } from './phone-format';

export { MAINLAND_MOBILE, isMainlandMobile, normalizePhone } from './phone-format';

/** Required, mainland mobile, after `normalizePhone`. */
export const phoneSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizePhone(value) : value),
  z.string({ error: 'phone.required' }).min(1, 'phone.required').regex(MAINLAND_MOBILE, 'phone.format'),
);
