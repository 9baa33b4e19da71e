import type { AppContext } from '../../../context';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/session-token';
import { registrationTickets } from '../identity.tables';

/** How long the complete-info form may take after the phone was verified. */
export const REGISTRATION_TICKET_TTL_SECONDS = 30 * 60;

/**
 * The `idToken` of the complete-info step for a phone its owner just proved: one live
 * ticket per phone (a new one replaces the old), stored as its SHA-256.
 */
export async function issueRegistrationTicket(ctx: AppContext, phone: string): Promise<string> {
  const idToken = newOpaqueToken();
  const id = hashOpaqueToken(idToken);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + REGISTRATION_TICKET_TTL_SECONDS * 1000);
  await ctx.db
    .insert(registrationTickets)
    .values({ id, phone, expiresAt, createdAt: now })
    .onConflictDoUpdate({ target: registrationTickets.phone, set: { id, expiresAt, createdAt: now } });
  return idToken;
}
