import { asc, desc, eq } from 'drizzle-orm';
import type { PrivateFileSignType, TrustedAuthMaterials, TrustedAuthSignature } from '@wardline/contract';
import type { Database } from '../../db/client';
import { privateFiles } from '../../files/files.tables';
import { trustedAuthentications, trustedAuthProofFiles, trustedAuthSignatures, type TrustedAuthRow } from './trusted-auth.tables';

export type LoadedAttempt = TrustedAuthRow & { signed: PrivateFileSignType[] };

/** The person's newest attempt (locked for the caller's transaction when `lock`), with the pledges it has signed. */
export async function latestAttempt(db: Database, userId: number, lock = false): Promise<LoadedAttempt | null> {
  const query = db.select().from(trustedAuthentications).where(eq(trustedAuthentications.userId, userId)).orderBy(desc(trustedAuthentications.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const signs = await db.select({ type: trustedAuthSignatures.type }).from(trustedAuthSignatures).where(eq(trustedAuthSignatures.authId, row.id));
  return { ...row, signed: signs.map((s) => s.type as PrivateFileSignType).sort() };
}

/** The materials of an attempt as the hacker and staff read them, proof files by reference. */
export async function materialsOf(db: Database, attempt: TrustedAuthRow): Promise<TrustedAuthMaterials> {
  const files = await db
    .select({ ref: privateFiles.id, contentType: privateFiles.contentType, byteSize: privateFiles.byteSize })
    .from(trustedAuthProofFiles)
    .innerJoin(privateFiles, eq(privateFiles.id, trustedAuthProofFiles.fileRef))
    .where(eq(trustedAuthProofFiles.authId, attempt.id))
    .orderBy(asc(trustedAuthProofFiles.position));
  return {
    recommendName: attempt.recommendName,
    address: attempt.address,
    fieldList: attempt.fields,
    achievementList: attempt.achievements,
    abilityIntroduction: attempt.abilityHtml,
    files,
  };
}

/** The signed pledges of an attempt, in signing order. */
export async function signaturesOf(db: Database, attemptId: number): Promise<TrustedAuthSignature[]> {
  const rows = await db.select().from(trustedAuthSignatures).where(eq(trustedAuthSignatures.authId, attemptId)).orderBy(asc(trustedAuthSignatures.type));
  return rows.map((r) => ({ type: r.type as PrivateFileSignType, signPicture: r.signatureRef, signFile: r.documentRef, signDate: r.signedAt.toISOString() }));
}
