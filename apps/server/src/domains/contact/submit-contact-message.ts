import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactAddBody, Locale } from '@wardline/contract';
import type { ClientActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { AppError, fieldError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { contactMessages, contactServices } from './contact.tables';
import { CONTACT_CODE_PURPOSE } from './send-contact-code';

/** Contact-form submissions one client address may make per hour; a real visitor sends one or two. */
export const CONTACT_SUBMITS_PER_HOUR = 10;

export type SubmitContactMessageInput = {
  /** The body as the contract schema left it: trimmed, defaults filled, every rule passed. */
  body: z.output<typeof contactAddBody>;
  /** The language the visitor wrote in, kept for staff's reply. */
  locale: Locale;
};

/**
 * POST /contact/add: stores a contact-form message for staff. The order matters: the rate
 * limit first, then the services (by public id), and the SMS code last, so a mistake in
 * another field never burns the code.
 */
export async function submitContactMessage({ ctx, actor, input: { body, locale } }: UseCaseOptions<SubmitContactMessageInput, ClientActor>): Promise<void> {
  if (!(await ctx.limiter.hit(`contact-add:${actor.clientIp}`, CONTACT_SUBMITS_PER_HOUR, 60 * 60)).allowed) {
    throw new AppError('rateLimited');
  }

  const publicIds = [...new Set(body.services)];
  const known = await ctx.db
    .select({ id: contactServices.id, publicId: contactServices.publicId })
    .from(contactServices)
    .where(and(inArray(contactServices.publicId, publicIds), eq(contactServices.enabled, true)));
  if (known.length !== publicIds.length) throw fieldError('services', 'contact.services.unknown');
  // In the order the visitor ticked them.
  const serviceIds = publicIds.map((publicId) => known.find((k) => k.publicId === publicId)!.id);

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
    createdAt: ctx.clock.now(),
  });
}
