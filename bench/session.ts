import { openDatabase, type DatabaseOptions } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/domains/identity/identity.tables';
import { createSession } from '../apps/server/src/auth/create-session';

/** A certified hacker with a live session, made directly in the benchmark's database (PostgreSQL, or a PGlite folder no server holds). */
export async function signedInToken(where: string | DatabaseOptions): Promise<string> {
  const database = await openDatabase(typeof where === 'string' ? { url: where, poolSize: 1 } : where);
  try {
    const [user] = await database.db
      .insert(users)
      .values({ phone: '13999990000', nickname: 'bench', status: 'certification', usertype: 'hacker', role: 'user' })
      .returning({ id: users.id });
    return await createSession(database.db, { userId: user!.id, clientIp: '127.0.0.1', userAgent: 'bench', at: new Date() });
  } finally {
    await database.close();
  }
}
