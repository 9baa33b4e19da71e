import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectEditForm } from '@wardline/contract';
import { ok, renderWithProviders } from '@/test/render';
import PublishProjectPage from './publish-project-page';
import { AUTHOR_FILE, serveWizard, signInCompany, TEMPLATE } from './publish-test-support';

const render = (path: string, locale: 'zh' | 'en' = 'zh') => renderWithProviders(<PublishProjectPage />, { path, routePath: '/company/:page', locale });

const tomorrow = new Date(Date.now() + 24 * 3600_000);
const editForm = (over: Partial<ProjectEditForm> = {}): ProjectEditForm => ({
  id: 'prj_7',
  states: 'failed',
  rejectReason: '授权书未加盖公章',
  companyname: '示例科技有限公司',
  projectype: 'bugbounty',
  projectSubType: 'web',
  projectname: '会员中心众测',
  startime: tomorrow.toISOString(),
  endtime: new Date(tomorrow.getTime() + 10 * 24 * 3600_000).toISOString(),
  rewardpool: '2000.00',
  hiderewardpool: 1,
  privatemode: 0,
  rewardtype: 'rmb',
  projectintroduce: '会员中心与积分商城',
  testrule: '只测会员中心',
  testrange: 'https://member.example.com',
  authorfile: AUTHOR_FILE,
  holeList: TEMPLATE.map((l) => ({ ...l, holeMoney: '100.00' })),
  testnumber: 'unlimited',
  verifytype: 0,
  persontype: 2,
  personlevel: 2,
  bugAudit: 1,
  vpn: 0,
  vpnUserName: null,
  vpnPassword: null,
  smsnotice: 1,
  retest: 0,
  ...over,
});

afterEach(() => localStorage.clear());

describe('edit mode (/company/editProject?projectId=)', () => {
  it('preloads a refused project with staff’s reason, keeps its type, and updates it by /project/updateprojectDetail', async () => {
    signInCompany();
    const calls = serveWizard({ extra: (url) => (url.pathname === '/web/v1/project/getupdateDetail' ? ok(editForm()) : undefined) });
    await render('/company/editProject?projectId=prj_7');
    expect(await screen.findByDisplayValue('会员中心众测')).toBeTruthy();
    expect(screen.getByTestId('edit-reject-reason').textContent).toContain('授权书未加盖公章');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('编辑项目');
    const types = within(screen.getByTestId('projectype')).getAllByRole('radio') as HTMLInputElement[];
    expect(types).toHaveLength(2);
    expect(types.every((r) => r.disabled)).toBe(true);
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(((await screen.findByTestId('testnumber')) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(await screen.findByTestId('risk-agree'));
    expect(screen.getByTestId('wizard-publish').textContent).toContain('确认修改');
    fireEvent.click(screen.getByTestId('wizard-publish'));
    expect((await screen.findByTestId('publish-succeeded')).textContent).toContain('项目已更新，等待平台审核');
    const sent = calls.find((c) => c.url.pathname === '/web/v1/project/updateprojectDetail')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ projectId: 'prj_7', projectname: '会员中心众测', rewardpool: '2000.00', hiderewardpool: 1, testnumber: 'unlimited', verifytype: 0, persontype: 2, personlevel: 2, smsnotice: 1 });
    expect(calls.some((c) => c.url.pathname === '/web/v1/project/publish')).toBe(false);
    // Edit mode never keeps the form locally.
    expect(localStorage.getItem('wardline:publish-project')).toBeNull();
  }, 90_000);

  it('an approved or running project cannot be edited', async () => {
    signInCompany();
    serveWizard({ extra: (url) => (url.pathname === '/web/v1/project/getupdateDetail' ? ok(editForm({ states: 'doing', rejectReason: null })) : undefined) });
    await render('/company/editProject?projectId=prj_7', 'en');
    expect((await screen.findByTestId('edit-not-editable')).textContent).toContain('Only projects pending review or not approved can be edited.');
    expect(screen.queryByTestId('wizard-next')).toBeNull();
  }, 60_000);

  it('another company’s project shows the server’s refusal and no form', async () => {
    signInCompany();
    serveWizard({ extra: (url) => (url.pathname === '/web/v1/project/getupdateDetail' ? { status: 403, body: { errcode: 40354, errmsg: '没有权限查看该项目', ret: null } } : undefined) });
    await render('/company/editProject?projectId=prj_other');
    expect((await screen.findByTestId('edit-load-failed')).textContent).toContain('没有权限查看该项目');
    expect(screen.queryByTestId('wizard-next')).toBeNull();
  }, 60_000);
});

describe('server-side drafts of failed publishes', () => {
  it('lists the kept drafts and reopens one in the wizard', async () => {
    signInCompany();
    serveWizard({
      extra: (url) => {
        if (url.pathname === '/web/v1/project/draft/list') return ok([{ id: 'dft_9', projectname: '会员中心众测', projectype: 'bugbounty', errmsg: '开始时间必须晚于当前时间', projectId: null, savedAt: '2026-03-01T08:00:00.000Z' }]);
        return undefined;
      },
    });
    const { router } = await render('/company/publishProject');
    expect((await screen.findByTestId('kept-drafts')).textContent).toContain('会员中心众测');
    fireEvent.click(screen.getByTestId('reopen-dft_9'));
    await waitFor(() => expect(router.state.location.search).toBe('?draftId=dft_9'));
  }, 60_000);

  it('a reopened draft prefills the wizard, says why it failed, and the publish carries its id', async () => {
    signInCompany();
    const form = { ...editForm(), holeList: TEMPLATE.map((l) => ({ ...l, holeMoney: '50' })), testnumber: 30, hiderewardpool: 0 };
    const calls = serveWizard({
      extra: (url) =>
        url.pathname === '/web/v1/project/draft/detail'
          ? ok({ id: 'dft_9', projectname: '会员中心众测', projectype: 'bugbounty', errmsg: '开始时间必须晚于当前时间', projectId: null, savedAt: '2026-03-01T08:00:00.000Z', form: form as unknown as Record<string, unknown> })
          : undefined,
    });
    await render('/company/publishProject?draftId=dft_9');
    expect((await screen.findByTestId('draft-reopened')).textContent).toContain('开始时间必须晚于当前时间');
    expect(screen.getByDisplayValue('会员中心众测')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(await screen.findByTestId('wizard-next'));
    fireEvent.click(await screen.findByTestId('risk-agree'));
    fireEvent.click(screen.getByTestId('wizard-publish'));
    expect(await screen.findByTestId('publish-succeeded')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/web/v1/project/publish')?.body).toMatchObject({ draftId: 'dft_9', projectname: '会员中心众测', rewardpool: '2000.00' });
  }, 90_000);
});

describe('the wizard’s own entry check (spec 000 §4)', () => {
  it.each([
    ['unauthorized', 'publish-guard-unauthorized', '发布项目需要先完成企业认证'],
    ['companyFileUploaded', 'publish-guard-checkCertification', '后台正在审核您的企业认证'],
    ['imperfect', 'publish-guard-imperfect', '发布项目前请先完善个人信息'],
  ])('a company in %s typing the address meets the prompt, not the form', async (status, testId, text) => {
    signInCompany(status);
    serveWizard({ status });
    await render('/company/publishProject');
    expect((await screen.findByTestId(testId)).textContent).toContain(text);
    expect(screen.queryByTestId('wizard-next')).toBeNull();
  }, 60_000);
});
