import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ok } from '@/test/render';
import PublishProjectPage from './publish-project-page';
import { AUTHOR_FILE, completeValues, keepLocally, serveWizard, signInCompany } from './publish-test-support';
import { localDraft } from './wizard-values';

const render = (locale: 'zh' | 'en' = 'zh', path = '/company/publishProject') =>
  renderWithProviders(<PublishProjectPage />, { path, routePath: '/company/:page', locale });

const next = () => fireEvent.click(screen.getByTestId('wizard-next'));

afterEach(() => localStorage.clear());

describe('publish wizard: the four steps (spec 002 §2.1, §5.1–5.3)', () => {
  it('publishes a bug bounty project: steps kept locally, the fee of a type-0 company, the risk notice, the payload and the result', async () => {
    signInCompany();
    keepLocally(completeValues());
    const calls = serveWizard({ companyType: 0 });
    const { router } = await render();

    expect(await screen.findByDisplayValue('示例商城众测')).toBeTruthy();
    expect((screen.getByTestId('testrule') as HTMLTextAreaElement).value).toContain('仅允许对“测试范围”中列出的资产进行测试');
    expect(screen.getAllByTestId('hole-level-name').map((n) => n.textContent)).toEqual(['严重', '高危', '中危', '低危']);
    next();

    // Step 2: bug bounty defaults (30 testers, manual review, real-name, platform triage).
    const testers = (await screen.findByTestId('testnumber')) as HTMLInputElement;
    expect(testers.value).toBe('30');
    expect(JSON.parse(localStorage.getItem('wardline:publish-project') ?? '{}').step).toBe(1);
    next();

    // Step 3: pool 1000, fee 20% = 200, total 1200, two decimals.
    const summary = await screen.findByTestId('cost-summary');
    expect(summary.textContent).toContain('1000.00');
    expect(within(summary).getByTestId('cost-fee').textContent).toContain('200.00');
    expect(screen.getByTestId('cost-total').textContent).toContain('1200.00');
    expect(screen.getByTestId('risk-notice').textContent).toContain('众测是由外部安全研究者对贵方授权的资产进行的安全测试');

    fireEvent.click(screen.getByTestId('wizard-publish'));
    expect(await screen.findByText('请阅读并同意风险告知书')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/project/publish')).toBe(false);

    fireEvent.click(screen.getByTestId('risk-agree'));
    fireEvent.click(screen.getByTestId('wizard-publish'));
    expect(await screen.findByTestId('publish-succeeded')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/web/v1/project/publish')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      companyname: '示例科技有限公司',
      projectype: 'bugbounty',
      projectname: '示例商城众测',
      rewardpool: '1000',
      hiderewardpool: 0,
      privatemode: 0,
      rewardtype: 'rmb',
      authorfile: AUTHOR_FILE,
      testnumber: 30,
      verifytype: 1,
      persontype: 1,
      personlevel: 0,
      bugAudit: 1,
      vpn: 0,
      agreeRisk: 1,
    });
    expect((sent.holeList as { weight: number; holeMoney: string }[]).map((l) => [l.weight, l.holeMoney])).toEqual([
      [40, '800'],
      [30, '400'],
      [20, '100'],
      [10, '20'],
    ]);
    // Published: the local copy is gone; "view project" opens the detail.
    expect(localDraft.read('示例科技')).toBeNull();
    fireEvent.click(screen.getByTestId('result-view'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectPage/detail/prj_new1'));
  }, 60_000);

  it('a company that pays no fee sees none; "continue publishing" starts a fresh form', async () => {
    signInCompany();
    keepLocally(completeValues({ agree: true }), 2);
    serveWizard({ companyType: 1 });
    await render('en');
    expect((await screen.findByTestId('cost-fee')).textContent).toContain('0.00');
    expect(screen.getByTestId('cost-total').textContent).toContain('1000.00');
    fireEvent.click(screen.getByTestId('wizard-publish'));
    fireEvent.click(await screen.findByTestId('result-continue'));
    expect(await screen.findByLabelText('Project name')).toBeTruthy();
    expect((screen.getByLabelText('Project name') as HTMLInputElement).value).toBe('');
    // A fresh form carries the English template in an English interface.
    expect((screen.getByTestId('testrule') as HTMLTextAreaElement).value).toContain('Test only the assets listed under "Test scope"');
  }, 60_000);

  it('refuses to leave an incomplete step 1, naming the fields with the spec’s messages', async () => {
    signInCompany();
    serveWizard();
    await render();
    await screen.findByLabelText('厂商名称');
    next();
    expect(await screen.findByText('您发布的项目信息不完整，请重新检查并填写所有必填项！')).toBeTruthy();
    expect(await screen.findByText('请输入厂商名称')).toBeTruthy();
    expect(screen.getByText('请输入项目名称')).toBeTruthy();
    expect(screen.getByText('请选择项目时间')).toBeTruthy();
    expect(screen.getByText('请输入奖金池金额')).toBeTruthy();
    expect(screen.getByText('请上传授权文件')).toBeTruthy();
    expect(screen.queryByTestId('testnumber')).toBeNull();
  }, 60_000);

  it('checks the period: a start in the past is refused with the spec’s message', async () => {
    signInCompany();
    keepLocally(completeValues({ startime: new Date(Date.now() - 3600_000).toISOString() }));
    serveWizard();
    await render();
    await screen.findByDisplayValue('示例商城众测');
    next();
    expect(await screen.findByText('开始时间必须晚于当前时间')).toBeTruthy();
  }, 60_000);

  it('checks the pool: at most 999999999 with two decimals', async () => {
    signInCompany();
    keepLocally(completeValues({ rewardpool: '1000000000' }));
    serveWizard();
    await render();
    await screen.findByDisplayValue('示例商城众测');
    next();
    expect(await screen.findByText('奖金池金额须在 0 到 999999999 之间')).toBeTruthy();
    fireEvent.change(screen.getByTestId('rewardpool'), { target: { value: '12.345' } });
    fireEvent.blur(screen.getByTestId('rewardpool'));
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeTruthy();
  }, 60_000);

  it('a reward above the pool is refused on the level list', async () => {
    signInCompany();
    keepLocally(completeValues({ rewardpool: '500' }));
    serveWizard();
    await render();
    await screen.findByDisplayValue('示例商城众测');
    next();
    expect(await screen.findByText('单个漏洞奖金不能超过奖金池金额')).toBeTruthy();
  }, 60_000);

  it('step 2: testers in steps of 5 or unlimited, and a VPN needs its user name and password', async () => {
    signInCompany();
    keepLocally(completeValues(), 1);
    serveWizard();
    await render();
    const input = (await screen.findByTestId('testnumber')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '32' } });
    fireEvent.blur(input);
    next();
    expect(await screen.findByText('测试人数须为不小于0的5的倍数')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unlimited'));
    await waitFor(() => expect((screen.getByTestId('testnumber') as HTMLInputElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: 'VPN 接入' }));
    expect(await screen.findByLabelText('VPN 用户名')).toBeTruthy();
    next();
    expect(await screen.findByText('请输入VPN账号')).toBeTruthy();
    expect(screen.getByText('请输入VPN密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('VPN 用户名'), { target: { value: 'tester01' } });
    fireEvent.change(screen.getByLabelText('VPN 密码'), { target: { value: 'S3cret!vpn' } });
    next();
    expect(await screen.findByTestId('cost-summary')).toBeTruthy();
    const kept = localDraft.read('示例科技');
    expect(kept?.values).toMatchObject({ testnumber: null, vpn: true, vpnUserName: 'tester01', vpnPassword: 'S3cret!vpn' });
  }, 60_000);

  it('"previous" keeps what was entered', async () => {
    signInCompany();
    keepLocally(completeValues(), 1);
    serveWizard();
    await render();
    fireEvent.click(await screen.findByTestId('verifytype').then((g) => within(g).getByText('自动通过')));
    fireEvent.click(screen.getByTestId('wizard-previous'));
    expect(await screen.findByDisplayValue('示例商城众测')).toBeTruthy();
    next();
    const auto = within(await screen.findByTestId('verifytype')).getByLabelText('自动通过') as HTMLInputElement;
    expect(auto.checked).toBe(true);
  }, 60_000);

  it('a refused publish shows the server’s message and the kept draft, and "previous" returns; the next publish replaces the draft', async () => {
    signInCompany();
    keepLocally(completeValues({ agree: true }), 2);
    let attempts = 0;
    const calls = serveWizard({
      publish: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 409, body: { errcode: 40950, errmsg: '项目名称与已有项目重复', ret: { draftId: 'dft_1' } } }
          : ok({ id: 'prj_2', states: 'unaudited' }, '发布成功，请等待平台审核');
      },
    });
    await render();
    fireEvent.click(await screen.findByTestId('wizard-publish'));
    expect((await screen.findByTestId('publish-error')).textContent).toBe('项目名称与已有项目重复');
    expect(screen.getByTestId('draft-note').textContent).toBe('项目已自动保存为草稿，可修改后重新发布。');
    fireEvent.click(screen.getByTestId('result-previous'));
    fireEvent.click(await screen.findByTestId('wizard-publish'));
    expect(await screen.findByTestId('publish-succeeded')).toBeTruthy();
    const bodies = calls.filter((c) => c.url.pathname === '/web/v1/project/publish').map((c) => (c.body as { draftId?: string }).draftId);
    expect(bodies).toEqual([undefined, 'dft_1']);
  }, 60_000);
});
