import { and, asc, eq, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import sanitizeHtml from 'sanitize-html';
import { BUG_STATES_HIDDEN_FROM_COMPANY, bugCategoryOf, bugStatusLabels, type Locale } from '@wardline/contract';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { UserActor } from '../../../platform/actor';
import { users } from '../../identity/identity.tables';
import { projectHoleLevels } from '../../projects/projects.tables';
import { projectForCompany } from '../../projects/enrolment/project-for-company';
import { bugs } from '../bugs.tables';

/** The columns of the report, in order, with their headers in both languages. */
const COLUMNS = [
  ['holenumber', '漏洞编号', 'Report number'],
  ['holetitle', '漏洞标题', 'Title'],
  ['holestatus', '状态', 'Status'],
  ['holeGradeName', '自评等级', 'Self-rated grade'],
  ['auditGradeName', '审核等级', 'Triage grade'],
  ['confirmGradeName', '确认等级', 'Confirmed grade'],
  ['endGradeName', '最终等级', 'Final grade'],
  ['gradeReason', '定级理由', 'Grading reason'],
  ['reward', '奖金（元）', 'Bounty (yuan)'],
  ['bugtype', '漏洞类型', 'Vulnerability type'],
  ['holeurl', '漏洞URL', 'URL'],
  ['holedescribe', '漏洞描述', 'Description'],
  ['holedanger', '漏洞危害', 'Impact'],
  ['holedetail', '漏洞详情', 'Details'],
  ['repairpropose', '修复建议', 'Repair suggestion'],
  ['judgeBasis', '自评依据', 'Rating basis'],
  ['cvssVector', 'CVSS向量', 'CVSS vector'],
  ['cvssScore', 'CVSS分数', 'CVSS score'],
  ['reporter', '提交者', 'Reporter'],
  ['createtime', '提交时间', 'Submitted at'],
  ['updatetime', '最后更新', 'Last updated'],
  ['digest', '内容摘要（SHA-256）', 'Content digest (SHA-256)'],
] as const;

type ColumnKey = (typeof COLUMNS)[number][0];

/** Rich text as the reader of a spreadsheet wants it: the words, one paragraph or item per line. */
function plainText(html: string): string {
  const withBreaks = html.replace(/<\/(p|li|h[1-6]|div|pre|blockquote)>|<br\s*\/?>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A type as the reader knows it: its name and CWE id (an id no longer in the taxonomy stays as it was). */
function categoryName(id: string, locale: Locale): string {
  const category = bugCategoryOf(id);
  if (!category) return id;
  return category.cwe ? `${category.name[locale]} (${category.cwe})` : category.name[locale];
}

const yuan = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2));

export type BugReportFile = { fileName: string; body: Buffer };

/**
 * GET /loadfile (spec 001/002 §7): the owner company's report of one project as an xlsx
 * document — every field of every report it can see (past triage), oldest first, headers in
 * the caller's language. Every cell is written as text, so nothing a hacker typed (`=cmd|…`)
 * is ever taken by a spreadsheet for a formula.
 */
export async function exportBugReport({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<BugReportFile> {
  const project = await projectForCompany(ctx, actor.user, input.id);
  const locale: Locale = actor.locale;
  const levels = new Map(
    (await ctx.db.select({ code: projectHoleLevels.holeCode, name: projectHoleLevels.name }).from(projectHoleLevels).where(eq(projectHoleLevels.projectId, project.id))).map(
      (l) => [l.code, l.name],
    ),
  );
  const gradeName = (code: string | null) => (code === null ? '' : code === 'waitperfect' ? (locale === 'zh' ? '未通过' : 'Not passed') : (levels.get(code) ?? code));
  const reporter = alias(users, 'reporter');
  const rows = await ctx.db
    .select({ bug: bugs, reporter: reporter.nickname })
    .from(bugs)
    .innerJoin(reporter, eq(reporter.id, bugs.reporterId))
    .where(and(eq(bugs.projectId, project.id), notInArray(bugs.state, [...BUG_STATES_HIDDEN_FROM_COMPANY])))
    .orderBy(asc(bugs.id));

  const header = COLUMNS.map(([, zh, en]) => ({ value: locale === 'zh' ? zh : en, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...rows.map(({ bug, reporter: nickname }) => {
      const cells: Record<ColumnKey, string> = {
        holenumber: bug.holeNumber,
        holetitle: bug.title,
        holestatus: bugStatusLabels[bug.state][locale],
        holeGradeName: gradeName(bug.selfGrade),
        auditGradeName: gradeName(bug.auditGrade),
        confirmGradeName: gradeName(bug.confirmGrade),
        endGradeName: gradeName(bug.endGrade),
        gradeReason: bug.gradeReason ?? '',
        reward: yuan(bug.rewardFen),
        bugtype: categoryName(bug.bugType, locale),
        holeurl: bug.url,
        holedescribe: bug.description,
        holedanger: bug.danger,
        holedetail: plainText(bug.detail),
        repairpropose: plainText(bug.repairSuggestion),
        judgeBasis: bug.judgeBasis,
        cvssVector: bug.cvssVector ?? '',
        cvssScore: bug.cvssScore === null ? '' : bug.cvssScore.toFixed(1),
        reporter: nickname,
        createtime: bug.createdAt.toISOString(),
        updatetime: bug.updatedAt.toISOString(),
        digest: bug.digest,
      };
      return COLUMNS.map(([key]) => ({ type: String, value: cells[key] }));
    }),
  ];
  const body = await writeXlsxFile(data, { sheet: locale === 'zh' ? '漏洞报告' : 'Reports', columns: COLUMNS.map(([key]) => ({ width: key === 'holetitle' || key.startsWith('hole') ? 40 : 18 })), stickyRowsCount: 1 }).toBuffer();
  // The file name is ASCII: the project's name travels in the sheet, not in a header browsers parse differently.
  return { fileName: `wardline-reports-${input.id.slice(0, 8)}-${ctx.clock.now().toISOString().slice(0, 10)}.xlsx`, body };
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
