import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactAddBody, Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { contactMessages, contactServices } from './contact.tables';
import { CONTACT_CODE_PURPOSE } from './send-contact-code';

/** Contact-form submissions one client address may make per hour; a real visitor sends one or two. */
export const CONTACT_SUBMITS_PER_HOUR = 10;

export type SubmitContactMessageOptions = {
  /** The body as the contract schema left it: trimmed, defaults filled, every rule passed. */
  body: z.output<typeof contactAddBody>;
  clientIp: string;
  locale: Locale;
};

/**
 * Stores a contact-form message for staff. The order matters: the rate limit first, then
 * the services, and the SMS code last, so a mistake in another field never burns the code.
 */
export async function submitContactMessage(ctx: AppContext, { body, clientIp, locale }: SubmitContactMessageOptions): Promise<void> {
  if (!(await ctx.limiter.hit(`contact-add:${clientIp}`, CONTACT_SUBMITS_PER_HOUR, 60 * 60)).allowed) {
    throw new AppError('rateLimited');
  }

  const serviceIds = [...new Set(body.services)];
  const known = await ctx.db
    .select({ id: contactServices.id })
    .from(contactServices)
    .where(and(inArray(contactServices.id, serviceIds), eq(contactServices.enabled, true)));
  if (known.length !== serviceIds.length) throw fieldError('services', 'contact.services.unknown');

  await checkVerificationCode(ctx, CONTACT_CODE_PURPOSE, body.phone, body.verifyCode, 'verifyCode');

  await ctx.db.insert(contactMessages).values({
    serviceIds,
    companyName: body.companyName,
    name: body.name,
    sex: body.sex ?? null,
    phone: body.phone,
    email: body.email ?? null,
    remark: body.remark,
    source: body.source ?? null,
    locale,
  });
}
