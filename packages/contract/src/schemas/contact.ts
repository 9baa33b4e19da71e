import { z } from 'zod';
import { phoneSchema } from '../validators/phone';
import { optionalEmailSchema } from '../validators/email';
import { CONTACT_LIMITS } from '../constants/public-site';
import { publicIdSchema } from './common';
import { imageCodeSchema } from '../validators/codes';
import { captchaTokenSchema } from './identity';

/** A service the contact form offers, by its public id. */
export const contactService = z.object({ id: z.string(), name: z.string() });
export type ContactService = z.infer<typeof contactService>;

export const contactConfig = z.object({ contactWxImg: z.string(), contactPhone: z.string() });
export type ContactConfig = z.infer<typeof contactConfig>;

/** The code can reach a number the sender does not own, so the send sits behind the image captcha (issue 12 item 9). */
export const contactSendVerifySmsBody = z.object({ phone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
export type ContactSendVerifySmsBody = z.infer<typeof contactSendVerifySmsBody>;

/** Sex: 1 male, 2 female. */
export const CONTACT_SEX = { male: 1, female: 2 } as const;

/** The contact form of the three service pages (spec 002 §3.7, §5.7). */
export const contactAddBody = z.object({
  /** Public ids of the services ticked (GET /contact/services). */
  services: z
    .array(publicIdSchema, { error: 'contact.services.required' })
    .min(1, 'contact.services.required')
    .max(20, 'contact.services.unknown'),
  companyName: z
    .string({ error: 'contact.companyName.required' })
    .trim()
    .min(1, 'contact.companyName.required')
    .max(CONTACT_LIMITS.companyName, 'contact.companyName.max'),
  name: z.string().trim().max(CONTACT_LIMITS.name, 'contact.name.max').default(''),
  sex: z.union([z.literal(1), z.literal(2)], { error: 'contact.sex.invalid' }).optional(),
  phone: phoneSchema,
  verifyCode: z
    .string({ error: 'contact.verifyCode.required' })
    .trim()
    .min(1, 'contact.verifyCode.required')
    .min(CONTACT_LIMITS.code, 'contact.verifyCode.min')
    .max(CONTACT_LIMITS.code, 'contact.verifyCode.min'),
  email: optionalEmailSchema,
  remark: z.string().trim().max(CONTACT_LIMITS.remark, 'contact.remark.max').default(''),
  /** Which service page the form was sent from: 1, 2 or 3. */
  source: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type ContactAddBody = z.input<typeof contactAddBody>;
