import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { fieldCipherOf } from '../../../crypto/field-encryption';
import { knownDevices, users } from '../identity.tables';

/** What is stored of a device id: its keyed hash, so the table alone names no cookie. */
async function deviceHash(ctx: AppContext, deviceId: string): Promise<string> {
  return (await fieldCipherOf(ctx)).lookupHash(deviceId, 'device');
}

/**
 * True when this device signed in to the account named by `account` (`phone:…` or
 * `email:…`) before. Asked only when the request brings a valid device cookie.
 */
export async function isKnownDevice(ctx: AppContext, deviceId: string | null, account: string): Promise<boolean> {
  if (!deviceId) return false;
  const [kind, value] = [account.slice(0, account.indexOf(':')), account.slice(account.indexOf(':') + 1)];
  const owner = kind === 'email' ? eq(users.email, value) : kind === 'phone' ? eq(users.phone, value) : undefined;
  if (!owner) return false;
  const [row] = await ctx.db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.deviceHash, await deviceHash(ctx, deviceId)), owner))
    .limit(1);
  return row !== undefined;
}

/** Records (or refreshes) that `userId` signed in on this device. */
export async function rememberDevice(ctx: AppContext, userId: number, deviceId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(knownDevices)
    .values({ userId, deviceHash: await deviceHash(ctx, deviceId), firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } });
}
