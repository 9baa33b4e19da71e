import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { perfectBugBody } from '@wardline/contract';
import { ok, renderWithProviders } from '@/test/render';
import SubmitBugPage from './submit-bug-page';
import { BUG_ID, bugDetail, editorOf, PROJECT_ID, project, receipt, serveForm, signInHacker, prepareEditor, type } from './test-support';

beforeAll(prepareEditor, 120_000);

async function open(path: string, serve: Parameters<typeof serveForm>[0] = {}, locale: 'zh' | 'en' = 'zh') {
  signInHacker();
  const calls = serveForm(serve);
  const view = await renderWithProviders(<SubmitBugPage />, { path, routePath: '/commitBug', locale });
  return { ...view, calls };
}

describe('when a report may be sent (spec 001 §4)', () => {
  it('waits while the project is enrolling: the button is disabled with the spec’s hint (zh and en)', async () => {
    await open(`/commitBug?projectid=${PROJECT_ID}`, { project: ok(project({ states: 'apply', status: 'apply' })) });
    const button = await screen.findByTestId('submit-report');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-hint').textContent).toBe('项目尚未开始，开始后可提交漏洞');
  }, 120_000);

  it('says in English why a hacker who is not approved cannot send, and why an ended project takes none', async () => {
    const first = await open(`/commitBug?projectid=${PROJECT_ID}`, { project: ok(project({ operation: 'auditing' })) }, 'en');
    expect(((await screen.findByTestId('submit-report')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-hint').textContent).toBe('You are not approved to submit reports to this project');
    first.unmount();

    await open(`/commitBug?projectid=${PROJECT_ID}`, { project: ok(project({ states: 'settlement', status: 'settlement' })) }, 'en');
    expect(((await screen.findByTestId('submit-report')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-hint').textContent).toBe('The project has not started or has ended: reports cannot be submitted now');
  }, 120_000);

  it('without a project asks to choose one; another company’s project shows the refusal and nothing of it', async () => {
    const first = await open('/commitBug');
    expect((await screen.findByTestId('submit-no-project')).textContent).toContain('请先选择项目');
    first.unmount();

    await open(`/commitBug?projectid=${PROJECT_ID}`, { project: { status: 403, body: { errcode: 40354, errmsg: '您只能查看本企业发布的项目', ret: null } } });
    expect((await screen.findByTestId('submit-load-failed')).textContent).toContain('您只能查看本企业发布的项目');
    expect(screen.queryByTestId('submit-report')).toBeNull();
  }, 120_000);
});

describe('update mode (bugid)', () => {
  it('is titled as an update, starts from the report as it stands and sends it to /perfectHole', async () => {
    const { calls } = await open(`/commitBug?projectid=${PROJECT_ID}&bugid=${BUG_ID}`, { bug: ok(bugDetail()), send: () => ok(receipt({ version: 2 }), '漏洞已更新，等待重新审核') });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('更新漏洞');
    await waitFor(() => expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe('订单接口越权查看他人订单'));
    expect((document.getElementById('holeurl') as HTMLInputElement).value).toBe('https://pay.qinghe.example/api/order?id');
    expect((await editorOf('漏洞详情')).getHTML()).toBe('<p>1. 登录账号 A</p><p>2. 请求 B 的订单号</p>');
    await waitFor(() => expect(document.getElementById('holeCode')!.closest('.ant-form-item')!.textContent).toContain('高危'));
    expect(screen.getByTestId('submit-report').textContent?.replace(/\s/g, '')).toBe('提交更新');
    // Only the report was asked for: its project's state is the server's to judge on an update.
    expect(calls.some((c) => c.url.pathname === '/web/v1/project/getProjectdetail')).toBe(false);

    type('holetitle', '订单接口越权查看他人订单（补充）');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
    type('photoCode', 'ab12');
    fireEvent.click(screen.getByTestId('submit-report'));
    expect((await screen.findByTestId('bug-receipt')).textContent).toContain('漏洞已更新，等待重新审核');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/web/v1/perfectHole');
    expect(perfectBugBody.safeParse(post.body).success).toBe(true);
    expect(post.body).toMatchObject({ id: BUG_ID, holetitle: '订单接口越权查看他人订单（补充）', holeCode: 'high', bugtype: 'idor' });
  }, 120_000);

  it('refuses, with the reason, to update a report that was not turned back', async () => {
    await open(`/commitBug?bugid=${BUG_ID}`, { bug: ok(bugDetail({ actions: ['comment'], isTurn: 0 })) }, 'en');
    expect(((await screen.findByTestId('submit-report')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-hint').textContent).toBe('This report cannot be updated now: only a report turned back for changes can be.');
    expect(screen.getByTestId('submit-project').textContent).toBe('Project: 青禾银行支付网关众测');
  }, 120_000);
});
