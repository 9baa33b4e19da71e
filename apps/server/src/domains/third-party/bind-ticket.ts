import { and, eq, gt, sql } from 'drizzle-orm';
import { BIND_TICKET_TTL_SECONDS } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/session-token';
import { bindTickets } from './third-party.tables';
import type { ExternalIdentity } from './external-identity';

/** Issues the bind ticket of an unbound identity (the `idToken` of the answer). */
export async function issueBindTicket(db: Database, identity: ExternalIdentity): Promise<string> {
  const ticket = newOpaqueToken();
  await db.insert(bindTickets).values({
    id: hashOpaqueToken(ticket),
    provider: identity.provider,
    issuer: identity.issuer,
    subject: identity.subject,
    nickname: identity.nickname.slice(0, 100),
    avatar: identity.avatar,
    expiresAt: new Date(Date.now() + BIND_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

function refused(): AppError {
  return new AppError('bindTicketExpired');
}

/** The identity a live ticket proves, without spending it (checks before a send or a bind). */
export async function readBindTicket(db: Database, ticket: string): Promise<ExternalIdentity> {
  const [row] = await db
    .select()
    .from(bindTickets)
    .where(and(eq(bindTickets.id, hashOpaqueToken(ticket)), gt(bindTickets.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) throw refused();
  return { provider: row.provider, issuer: row.issuer, subject: row.subject, nickname: row.nickname, avatar: row.avatar };
}

/**
 * Spends a ticket inside the binding transaction: one DELETE … RETURNING, so two binds
 * racing with one ticket cannot both succeed.
 */
export async function spendBindTicket(db: Database, ticket: string): Promise<ExternalIdentity> {
  const [row] = await db
    .delete(bindTickets)
    .where(and(eq(bindTickets.id, hashOpaqueToken(ticket)), gt(bindTickets.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw refused();
  return { provider: row.provider, issuer: row.issuer, subject: row.subject, nickname: row.nickname, avatar: row.avatar };
}
