import { and, eq } from 'drizzle-orm';
import type { EntranceSigningKeys } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { CERTIFIED_STATUSES } from '../../certification/certification-policy';
import { entranceTiles } from '../../content/content.tables';
import { ENTRANCE_TICKET_TTL_SECONDS, entranceSigningKey, signEntranceTicket } from './entrance-ticket';

/**
 * GET /tpLogin/getRedirectUrl/{id} (spec 000 §4, §6): the partner's address of an enabled
 * third-party entrance tile with a fresh signed ticket naming the caller. Real-name
 * certification is required (the spec's rule); a tile that is not a third-party entrance,
 * disabled or unknown is a 404, so the call cannot be used to sign tickets for any link.
 */
export async function getEntranceRedirect({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<{ url: string }> {
  const [tile] = await ctx.db
    .select({ url: entranceTiles.url })
    .from(entranceTiles)
    .where(and(eq(entranceTiles.publicId, input.id), eq(entranceTiles.enabled, true), eq(entranceTiles.thirdParty, true)))
    .limit(1);
  const target = tile && partnerUrl(tile.url);
  if (!target) throw new AppError('notFound');
  if (actor.user.role !== 'user' || !CERTIFIED_STATUSES.includes(actor.user.status)) throw new AppError('entranceNeedsRealName');

  const iat = Math.floor(ctx.clock.now().getTime() / 1000);
  const exp = iat + ENTRANCE_TICKET_TTL_SECONDS;
  const ticket = await signEntranceTicket(ctx, {
    iss: new URL(ctx.config.PUBLIC_ORIGIN).origin,
    aud: target.origin,
    sub: actor.user.publicId,
    name: actor.user.nickname,
    entrance: input.id,
    iat,
    exp,
  });
  target.searchParams.set('wl_ticket', ticket);
  return { url: target.toString() };
}

/** Only an absolute http(s) address is a partner: a site path cannot carry a ticket anywhere useful. */
function partnerUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** GET /tpLogin/keys: the public keys a partner checks tickets with (a JWK set). */
export async function listEntranceSigningKeys({ ctx }: UseCaseOptions): Promise<EntranceSigningKeys> {
  return { keys: [(await entranceSigningKey(ctx)).jwk] };
}
