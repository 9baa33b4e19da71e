import { expect } from 'vitest';
import { apiCall, apiCaptcha } from './api';

type Tokens = { hacker: string; company: string; staff: string };
type Page<T> = { data: T[]; total: number };

/** The demo SRC (no money: a graded report ends without payment), as the hall lists it. */
export async function demoSrcProject(baseUrl: string, token: string): Promise<string> {
  const hall = await apiCall<Page<{ id: string; name: string }>>(baseUrl, token, 'GET', '/project/getProjectList?page=1&size=10&projectType=SecurityResponse');
  const src = hall.data[0];
  if (!src) throw new Error('the demo SRC project is not in the hall');
  return src.id;
}

/** Enrols the hacker in a project that approves enrolments, and the company approves it (GET /project/hacker/signProject, POST /project/examinejoinperson). */
export async function enrolApproved(baseUrl: string, tokens: Pick<Tokens, 'hacker' | 'company'>, projectId: string, nickname: string): Promise<void> {
  await apiCall(baseUrl, tokens.hacker, 'GET', `/project/hacker/signProject?id=${projectId}`);
  const list = await apiCall<Page<{ id: string; nickname: string; enterstatus: string }>>(baseUrl, tokens.company, 'GET', `/project/getjoinperson?id=${projectId}&page=1&size=50`);
  const mine = list.data.find((p) => p.nickname === nickname && p.enterstatus === 'apply');
  if (mine) await apiCall(baseUrl, tokens.company, 'POST', '/project/examinejoinperson', { id: mine.id });
}

/**
 * A report of the hacker in an SRC taken to `end` through the calls each party makes: submitted
 * (an SRC without platform audit goes straight to confirmation), claimed and graded lower by the
 * company, appealed by the hacker, and arbitrated by staff at `grade` — which, with no money in an
 * SRC, closes it. Answers the report's id once the server says it ended.
 */
export async function endSrcReport(baseUrl: string, tokens: Tokens, projectId: string, title: string, grade = 'high'): Promise<string> {
  const bug = await apiCall<{ id: string }>(baseUrl, tokens.hacker, 'POST', '/hacker/submitBug', {
    projectid: projectId,
    holetitle: title,
    holeCode: grade,
    judgeBasis: 'Any user’s orders can be read / 可读取任意用户订单',
    bugtype: 'idor',
    holeurl: 'https://demo.wardline.local/api/orders?id=2',
    holedescribe: 'Changing the order id returns another person’s order',
    holedanger: 'Every customer’s address and phone leak',
    holedetail: '<p>Signed in, open /api/orders?id=2.</p>',
    repairpropose: '<p>Check the order belongs to the caller.</p>',
    ...(await apiCaptcha(baseUrl)),
  });
  const status = async () => (await apiCall<{ holestatus: string }>(baseUrl, tokens.hacker, 'GET', `/bugdetail?id=${bug.id}`)).holestatus;
  await expect.poll(status, { timeout: 30_000 }).toBe('confirming');
  await apiCall(baseUrl, tokens.company, 'POST', '/src/bug/claim', { id: bug.id });
  await apiCall(baseUrl, tokens.company, 'POST', '/src/bug/confirm', { id: bug.id, grade: 'low', content: 'Limited impact / 影响有限' });
  await apiCall(baseUrl, tokens.hacker, 'POST', '/bugappeal', { id: bug.id, content: 'Every order can be read / 可遍历全部订单' });
  await apiCall(baseUrl, tokens.staff, 'POST', `/admin/bugs/${bug.id}/arbitrate`, { grade, reason: 'All orders are exposed / 全部订单可读' });
  await expect.poll(status, { timeout: 30_000 }).toBe('end');
  return bug.id;
}
