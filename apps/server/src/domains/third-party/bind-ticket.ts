import { and, eq, gt } from 'drizzle-orm';
import { BIND_TICKET_TTL_SECONDS } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/session-token';
import { browserHash } from './browser-binding';
import { bindTickets } from './third-party.tables';
import type { ExternalIdentity } from './external-identity';

/**
 * A bind ticket as a request presents it: the `idToken` and the sign-in cookie of the
 * browser presenting it. The ticket only works in the browser that finished the
 * callback, so a ticket (or a link carrying one) handed to someone else binds nothing.
 */
export type PresentedTicket = { idToken: string; browser: string | null };

/** A context or a transaction's context: where the ticket is read and whose clock says "now". */
type TicketScope = Pick<AppContext, 'db' | 'clock'>;

/** Issues the bind ticket of an unbound identity (the `idToken` of the answer) for this browser. */
export async function issueBindTicket(ctx: TicketScope, identity: ExternalIdentity, browser: string | null): Promise<string> {
  const ticket = newOpaqueToken();
  const now = ctx.clock.now();
  await ctx.db.insert(bindTickets).values({
    id: hashOpaqueToken(ticket),
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    nickname: identity.nickname.slice(0, 100),
    avatar: identity.avatar,
    browserHash: browserHash(browser),
    expiresAt: new Date(now.getTime() + BIND_TICKET_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return ticket;
}

function live(ctx: TicketScope, { idToken, browser }: PresentedTicket) {
  return and(eq(bindTickets.id, hashOpaqueToken(idToken)), eq(bindTickets.browserHash, browserHash(browser)), gt(bindTickets.expiresAt, ctx.clock.now()));
}

function refused(browser: string | null): AppError {
  return new AppError(browser ? 'bindTicketExpired' : 'signInOtherBrowser');
}

/** The identity a live ticket proves, without spending it (checks before a send or a bind). */
export async function readBindTicket(ctx: TicketScope, ticket: PresentedTicket): Promise<ExternalIdentity> {
  const [row] = await ctx.db.select().from(bindTickets).where(live(ctx, ticket)).limit(1);
  if (!row) throw refused(ticket.browser);
  return { provider: row.provider, issuer: row.issuer, subject: row.subject, nickname: row.nickname, avatar: row.avatar };
}

/**
 * Spends a ticket inside the binding transaction (`tx`, the transaction's context): one
 * DELETE … RETURNING, so two binds racing with one ticket cannot both succeed.
 */
export async function spendBindTicket(tx: TicketScope, ticket: PresentedTicket): Promise<ExternalIdentity> {
  const [row] = await tx.db.delete(bindTickets).where(live(tx, ticket)).returning();
  if (!row) throw refused(ticket.browser);
  return { provider: row.provider, issuer: row.issuer, subject: row.subject, nickname: row.nickname, avatar: row.avatar };
}
