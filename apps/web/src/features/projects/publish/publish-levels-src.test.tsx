import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import PublishProjectPage from './publish-project-page';
import { completeValues, keepLocally, PDF_HEAD, serveWizard, signInCompany } from './publish-test-support';

const render = (locale: 'zh' | 'en' = 'zh') => renderWithProviders(<PublishProjectPage />, { path: '/company/publishProject', routePath: '/company/:page', locale });
const levelNames = () => screen.getAllByTestId('hole-level-name').map((n) => n.textContent);
const dialog = () => screen.getByRole('dialog');
const typeIn = (label: string, value: string) => {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

afterEach(() => localStorage.clear());

describe('publish wizard: vulnerability levels (spec 002 §5.1)', () => {
  it('adds a level with every rule checked, keeps weight order, and never deletes the last', async () => {
    signInCompany();
    keepLocally(completeValues());
    serveWizard();
    await render();
    await screen.findByDisplayValue('示例商城众测');
    expect(levelNames()).toEqual(['严重', '高危', '中危', '低危']);

    fireEvent.click(screen.getByTestId('add-level'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('level-save'));
    expect(await screen.findByText('请输入等级名称')).toBeTruthy();
    expect(screen.getByText('请输入权重值')).toBeTruthy();
    expect(screen.getByText('请输入等级描述')).toBeTruthy();

    typeIn('等级名称', '名'.repeat(21));
    expect(await screen.findByText('请输入 20 字以内')).toBeTruthy();
    typeIn('等级名称', '提示');
    typeIn('权重值', '30');
    expect(await screen.findByText('漏洞权重值相同，请重新设置')).toBeTruthy();
    typeIn('权重值', '5');
    typeIn('奖励金额（元）', '1000.01');
    expect(await screen.findByText('单个漏洞奖金不能超过奖金池金额')).toBeTruthy();
    typeIn('奖励金额（元）', '5');
    typeIn('等级描述', '不影响安全的信息类问题');
    fireEvent.click(screen.getByTestId('level-save'));
    await waitFor(() => expect(levelNames()).toEqual(['严重', '高危', '中危', '低危', '提示']));

    // Delete down to one: the last cannot go.
    for (const weight of [40, 30, 20, 10]) fireEvent.click(screen.getByTestId(`delete-level-${weight}`));
    await waitFor(() => expect(levelNames()).toEqual(['提示']));
    expect((screen.getByTestId('delete-level-5') as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);
});

describe('publish wizard: the SRC variant (spec 002 §4)', () => {
  it('changing the type clears step 1 and applies the SRC’s fixed values with their controls disabled', async () => {
    signInCompany();
    keepLocally(completeValues());
    serveWizard();
    await render();
    await screen.findByDisplayValue('示例商城众测');
    fireEvent.click(within(screen.getByTestId('projectype')).getByText('安全应急响应中心'));
    await waitFor(() => expect((screen.getByLabelText('项目名称') as HTMLInputElement).value).toBe(''));
    expect(screen.getByTestId('src-notice').textContent).toContain('不设奖金、不收服务费，项目周期最长 30 天');
    expect((screen.getByTestId('rewardpool') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: '隐藏厂商名称' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: '隐藏奖金池' }) as HTMLButtonElement).disabled).toBe(true);
    // The default levels come back with no reward.
    expect(levelNames()).toEqual(['严重', '高危', '中危', '低危']);
    expect(screen.getByTestId('hole-level-list').textContent).not.toContain('800');
  }, 60_000);

  it('an SRC project longer than 30 days is refused; step 2’s controls are fixed; it is published by /project/src/publish without pool or fee', async () => {
    signInCompany();
    const start = new Date(Date.now() + 24 * 3600_000);
    const values = completeValues({ projectype: 'SecurityResponse', rewardpool: '0', testnumber: null, persontype: 0, bugAudit: false, endtime: new Date(start.getTime() + 31 * 24 * 3600_000).toISOString(), startime: start.toISOString() });
    values.holeList = values.holeList.map((l) => ({ ...l, holeMoney: '0' }));
    keepLocally(values);
    const calls = serveWizard({ companyType: 0 });
    await render();
    await screen.findByDisplayValue('示例商城众测');
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByText('SRC项目周期不能超过30天')).toBeTruthy();
    await cleanupAndKeep({ ...values, endtime: new Date(start.getTime() + 30 * 24 * 3600_000).toISOString() });
    await render();
    await screen.findByDisplayValue('示例商城众测');
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(((await screen.findByTestId('testnumber')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: '平台审核' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'VPN 接入' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect((await screen.findByTestId('cost-total')).textContent).toContain('0.00');
    expect(screen.getByText('SRC 项目不设奖金池，不收取服务费。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('risk-agree'));
    fireEvent.click(screen.getByTestId('wizard-publish'));
    expect(await screen.findByTestId('publish-succeeded')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/web/v1/project/src/publish')?.body as Record<string, unknown>;
    expect(sent.projectype).toBe('SecurityResponse');
    expect(sent).not.toHaveProperty('rewardpool');
    expect(sent).not.toHaveProperty('testnumber');
    expect(sent).toMatchObject({ hiderewardpool: 0, privatemode: 0, bugAudit: 0, vpn: 0 });
    expect((sent.holeList as { holeMoney: string }[]).every((l) => l.holeMoney === '0')).toBe(true);
    expect(calls.some((c) => c.url.pathname === '/web/v1/project/publish')).toBe(false);
  }, 90_000);
});

describe('publish wizard: the authorisation letter', () => {
  it('refuses a file that is not JPG, PNG or PDF by content, uploads a PDF under projectAuthorizationFile, and offers the template', async () => {
    signInCompany();
    keepLocally(completeValues({ authorfile: null }));
    const calls = serveWizard();
    await render('en');
    await screen.findByDisplayValue('示例商城众测');
    // The upload re-creates its file input after each choice: look it up each time.
    const input = () => screen.getByTestId('authorfile-upload').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['MZ fake exe'], 'letter.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('The file must be JPG/JPEG, PNG or PDF!')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/portal/uploadprivatefile')).toBe(false);

    fireEvent.change(input(), { target: { files: [new File([PDF_HEAD], 'letter.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByTestId('authorfile-upload').getAttribute('data-value')).toMatch(/^pf_/));
    const upload = calls.find((c) => c.url.pathname === '/web/v1/portal/uploadprivatefile');
    expect(upload?.headers.Authorization).toBe('sess-company-1');
    expect(screen.getByTestId('authorfile-template').textContent).toBe('Download the authorisation letter template');
  }, 60_000);
});

async function cleanupAndKeep(values: Parameters<typeof keepLocally>[0]) {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  keepLocally(values);
}
