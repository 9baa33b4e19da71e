import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { projects } from '../projects/projects.tables';

/**
 * The submission receipt (issue 9 §1): each report gets its number, the server's first-seen
 * time and a SHA-256 digest of its content chained to the digest of the project's previous
 * report. Anyone holding a copy of the content, the project id, the first-seen time and the
 * previous digest can recompute the digest and so prove the report was first and unchanged.
 *
 *   digest = sha256_hex(canonicalJson({ content, project, firstSeenAt, prevDigest }))
 *
 * `canonicalJson` sorts object keys at every depth and writes no spaces, so the bytes do not
 * depend on who serialises them. The chain's head (`projects.last_bug_digest`) and the
 * counter (`projects.bug_count`) move under the project row's lock, so concurrent
 * submissions to one project are numbered 1, 2, 3… and each links to the one before.
 */
export type BugContent = {
  title: string;
  selfGrade: string;
  judgeBasis: string;
  bugType: string;
  url: string;
  description: string;
  danger: string;
  /** Sanitised HTML, as stored. */
  detail: string;
  repairSuggestion: string;
  cvssVector: string | null;
};

/** JSON with object keys sorted at every depth and no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export type DigestInput = { content: BugContent; projectPublicId: string; firstSeenAt: Date; prevDigest: string | null };

export function receiptDigest({ content, projectPublicId, firstSeenAt, prevDigest }: DigestInput): string {
  const canonical = canonicalJson({ content, project: projectPublicId, firstSeenAt: firstSeenAt.toISOString(), prevDigest });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** The number people quote: `WL-<first 8 of the project's public id, upper case>-<n, at least 4 digits>`. */
export function holeNumberOf(projectPublicId: string, n: number): string {
  return `WL-${projectPublicId.slice(0, 8).toUpperCase()}-${String(n).padStart(4, '0')}`;
}

export type Receipt = { holeNumber: string; digest: string; prevDigest: string | null };

/**
 * Takes the next number and link of a project's chain. Must run inside the transaction that
 * inserts the report: the project row stays locked until it commits, so the next submission
 * reads this one's digest.
 */
export async function takeReceipt(tx: AppContext, projectId: number, content: BugContent, firstSeenAt: Date): Promise<Receipt> {
  if (!tx.tx) throw new Error('takeReceipt must run inside the transaction that inserts the report');
  const [head] = await tx.db
    .select({ publicId: projects.publicId, count: projects.bugCount, last: projects.lastBugDigest })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update')
    .limit(1);
  if (!head) throw new Error(`project ${projectId} vanished under its lock`);
  const prevDigest = head.last ?? null;
  const digest = receiptDigest({ content, projectPublicId: head.publicId, firstSeenAt, prevDigest });
  await tx.db
    .update(projects)
    .set({ bugCount: sql`${projects.bugCount} + 1`, lastBugDigest: digest })
    .where(eq(projects.id, projectId));
  return { holeNumber: holeNumberOf(head.publicId, head.count + 1), digest, prevDigest };
}
