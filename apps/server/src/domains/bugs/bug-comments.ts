import { asc, count, eq } from 'drizzle-orm';
import { personLevelLabels, type BugCommentView, type Locale, type PersonLevel } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { bugCommented } from './bug-submission.events';
import { bugAskerOf, loadBugFor, type BugPermissions } from './bugs-policy';
import { bugComments } from './bugs.tables';

/** Staff speak for the platform: their names stay inside the console. */
const PLATFORM_NAME = { zh: '平台', en: 'Platform' } as const;

type CommentRow = { publicId: string; content: string; createdAt: Date; nickname: string; logo: string | null; usertype: BugCommentView['usertype'] | null; role: string; personLevel: number };

function commentViewOf(row: CommentRow, locale: Locale): BugCommentView {
  const staff = row.role === 'staff';
  const hacker = !staff && row.usertype === 'hacker';
  return {
    id: row.publicId,
    username: staff ? PLATFORM_NAME[locale] : row.nickname,
    personcard: staff ? null : row.logo,
    usertype: staff ? 'staff' : (row.usertype ?? 'hacker'),
    // Plain text as written: the web renders it as text, never as HTML.
    content: row.content,
    createtime: row.createdAt.toISOString(),
    grade: hacker ? row.personLevel : null,
    gradeName: hacker ? (personLevelLabels[row.personLevel as PersonLevel]?.[locale] ?? null) : null,
  };
}

const commentColumns = {
  publicId: bugComments.publicId,
  content: bugComments.content,
  createdAt: bugComments.createdAt,
  nickname: users.nickname,
  logo: users.logo,
  usertype: users.usertype,
  role: users.role,
  personLevel: users.personLevel,
};

/** GET /commentlist: the report's comments, oldest first, for those whose `readCommentRight` holds (everyone else: bugNotFound). */
export async function listBugComments({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string; page: number; size: number }, UserActor> & BugPermissions) {
  const { bug } = await loadBugFor(ctx, bugAskerOf(actor, permissions), input.id);
  const rows = await ctx.db
    .select(commentColumns)
    .from(bugComments)
    .innerJoin(users, eq(users.id, bugComments.authorId))
    .where(eq(bugComments.bugId, bug.id))
    .orderBy(asc(bugComments.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [counted] = await ctx.db.select({ n: count() }).from(bugComments).where(eq(bugComments.bugId, bug.id));
  return { total: counted?.n ?? 0, data: rows.map((r) => commentViewOf(r as CommentRow, actor.locale)) };
}

/**
 * POST /addcomment: a comment (never empty; plain text, stored and answered as written) by
 * someone whose `commentRight` holds; the `bug.commented` event tells the other parties.
 */
export async function addBugComment({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string; content: string }, UserActor> & BugPermissions): Promise<BugCommentView> {
  const { bug } = await loadBugFor(ctx, bugAskerOf(actor, permissions), input.id, { action: 'comment' });
  const content = input.content.trim();
  if (content === '') throw new AppError('validationFailed', [{ field: 'content', rule: 'bug.comment.required' }]);
  return inTransaction(ctx, async (tx: AppContext) => {
    const [row] = await tx.db
      .insert(bugComments)
      .values({ bugId: bug.id, authorId: actor.user.id, content, createdAt: tx.clock.now() })
      .returning({ id: bugComments.id });
    await recordEvent(tx, bugCommented, { subjectId: bug.id, actorId: actor.user.id, payload: { bugId: bug.id, publicId: bug.publicId, holeNumber: bug.holeNumber, title: bug.title, commentId: row!.id, authorId: actor.user.id } });
    const [view] = await tx.db.select(commentColumns).from(bugComments).innerJoin(users, eq(users.id, bugComments.authorId)).where(eq(bugComments.id, row!.id)).limit(1);
    return commentViewOf(view as CommentRow, actor.locale);
  });
}
