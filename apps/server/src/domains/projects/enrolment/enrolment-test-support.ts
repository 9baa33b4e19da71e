import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/helper';
import { privateFiles } from '../../../files/files.tables';
import { messages } from '../../notifications/notifications.tables';
import { projects, type ProjectRow } from '../projects.tables';

const DAY = 24 * 60 * 60 * 1000;

export type ProjectOptions = Partial<typeof projects.$inferInsert>;

/**
 * A project straight in the database, approved and enrolling unless told otherwise
 * (publishing and the audit are tested through their own calls). A bug bounty of
 * 10,000 yuan, 30 places, automatic approval, real-name certification, level 0.
 */
export async function buildProject(t: TestApp, companyId: number, options: ProjectOptions = {}): Promise<ProjectRow> {
  const now = t.clock.now();
  const fileId = `pf_${randomBytes(24).toString('base64url')}`;
  await t.db.insert(privateFiles).values({ id: fileId, ownerId: companyId, kind: 'projectAuthorizationFile', contentType: 'application/pdf', byteSize: 1024, sha256: '0'.repeat(64), storageKey: `test/${fileId}` });
  const [row] = await t.db
    .insert(projects)
    .values({
      companyId,
      state: 'apply',
      projectType: 'bugbounty',
      companyName: '示例科技',
      name: '示例众测项目',
      startAt: new Date(now.getTime() + 2 * DAY),
      endAt: new Date(now.getTime() + 30 * DAY),
      rewardPoolFen: 1_000_000,
      lowRewardFen: 10_000,
      highRewardFen: 200_000,
      introduction: '项目简介',
      testRule: '测试规则',
      testRange: 'https://example.com',
      authorFileRef: fileId,
      testerCap: 30,
      verifyType: 0,
      personType: 1,
      personLevel: 0,
      submittedAt: now,
      approvedAt: now,
      createdAt: now,
      updatedAt: now,
      ...options,
    })
    .returning();
  return row!;
}

/** The templates of the messages a person has received, newest first. */
export async function templatesOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.db.select({ template: messages.template, id: messages.id }).from(messages).where(eq(messages.userId, userId));
  return rows.sort((a, b) => b.id - a.id).map((r) => r.template);
}

export const API = '/web/v1';
