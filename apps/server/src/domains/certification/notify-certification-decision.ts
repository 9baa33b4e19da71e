import { eq } from 'drizzle-orm';
import type { CertificationKind, Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { users } from '../identity/identity.tables';
import type { CertificationSnapshot } from './certification-snapshot';

const KIND_NAMES: Record<CertificationKind, Record<Locale, string>> = {
  hacker: { zh: '实名认证', en: 'real-name certification' },
  company: { zh: '企业认证', en: 'company certification' },
  supplier: { zh: '供应商认证', en: 'supplier certification' },
};

/** The notice of a decision, in the user's language. */
export function decisionText(decision: CertificationSnapshot, locale: Locale): { subject: string; text: string } {
  const kind = KIND_NAMES[decision.kind][locale];
  if (locale === 'en') {
    return decision.state === 'approved'
      ? { subject: `[Wardline] Your ${kind} was approved`, text: `[Wardline] Your ${kind} has been approved.` }
      : { subject: `[Wardline] Your ${kind} was not approved`, text: `[Wardline] Your ${kind} was not approved. Reason: ${decision.rejectReason}. Please correct it and submit again.` };
  }
  return decision.state === 'approved'
    ? { subject: `【守线众测】${kind}已通过`, text: `【守线众测】您的${kind}已通过审核。` }
    : { subject: `【守线众测】${kind}未通过`, text: `【守线众测】您的${kind}未通过审核，原因：${decision.rejectReason}。请修改后重新提交。` };
}

/**
 * Tells the user of a staff decision by SMS to their phone, or by mail when they have
 * none. Accounts keep no language preference yet, so the notice is in Chinese (the
 * platform's default). Sent after the decision committed: a delivery failure is logged
 * and answered as `false`, it does not undo the decision.
 */
export async function notifyCertificationDecision(ctx: AppContext, decision: CertificationSnapshot): Promise<boolean> {
  const [user] = await ctx.db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, decision.userId)).limit(1);
  const to = user?.phone ? { channel: 'sms' as const, to: user.phone } : user?.email ? { channel: 'email' as const, to: user.email } : null;
  if (!to) return false;
  const locale: Locale = 'zh';
  try {
    await ctx.messenger.send({ ...to, ...decisionText(decision, locale) });
    return true;
  } catch (err) {
    ctx.log.warn({ err, certificationId: decision.id }, 'certification decision notice not delivered');
    return false;
  }
}
