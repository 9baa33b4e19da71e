import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import SubmitBugPage from './submit-bug-page';
import { choose, editorOf, errorsOf, itemOf, PROJECT_ID, serveForm, signInHacker, prepareEditor, type } from './test-support';

const PATH = `/commitBug?projectid=${PROJECT_ID}&projectname=%E9%9D%92%E7%A6%BE`;

beforeAll(prepareEditor, 120_000);

async function open(locale: 'zh' | 'en') {
  signInHacker();
  const calls = serveForm();
  const view = await renderWithProviders(<SubmitBugPage />, { path: PATH, routePath: '/commitBug', locale });
  await screen.findByTestId('submit-report');
  // Both editors in: their fields take part in the form's validation.
  await editorOf(locale === 'zh' ? '漏洞详情' : 'Details');
  await editorOf(locale === 'zh' ? '修复建议' : 'Repair suggestion');
  return { ...view, calls };
}

const REQUIRED_ZH: [string, string][] = [
  ['holetitle', '请输入漏洞标题'],
  ['holeCode', '请选择漏洞等级'],
  ['judgeBasis', '请输入自评依据'],
  ['bugtype', '请选择漏洞类型'],
  ['holeurl', '请输入漏洞URL'],
  ['holedescribe', '请输入漏洞描述'],
  ['holedanger', '请输入漏洞危害'],
  ['holedetail', '请输入漏洞详情'],
  ['repairpropose', '请输入修复建议'],
  ['photoCode', '请输入图形验证码'],
];

describe('the submission form (/commitBug)', () => {
  it('marks every required field, and an empty submit names each one with the spec’s message and the incomplete warning (zh)', async () => {
    const { calls } = await open('zh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('提交漏洞');
    expect(screen.getByTestId('submit-project').textContent).toBe('所属项目: 青禾银行支付网关众测');
    for (const [id] of REQUIRED_ZH) expect(itemLabelRequired(id), id).toBe(true);

    fireEvent.click(screen.getByTestId('submit-report'));
    expect((await screen.findByTestId('form-incomplete')).textContent).toBe('您提交的信息不完整，请重新检查并填写所有必填项');
    for (const [id, message] of REQUIRED_ZH) await waitFor(() => expect(errorsOf(id), id).toEqual([message]));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 120_000);

  it('says the same in English, with no Chinese left', async () => {
    await open('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Submit a vulnerability');
    fireEvent.click(screen.getByTestId('submit-report'));
    expect((await screen.findByTestId('form-incomplete')).textContent).toBe('The submitted information is incomplete, please check and fill in all required items');
    await waitFor(() => expect(errorsOf('holetitle')).toEqual(['Please enter the vulnerability title']));
    expect(errorsOf('holeurl')).toEqual(['Please enter the vulnerability URL']);
    expect(errorsOf('holedetail')).toEqual(['Please enter the details']);
    expect(errorsOf('repairpropose')).toEqual(['Please enter the repair suggestion']);
    // The project's name and the fake levels are data; everything else on the page is English.
    const text = screen.getByTestId('submit-bug-page').textContent!.replace('青禾银行支付网关众测', '');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  }, 120_000);

  it('shows the normalised URL under the field before saving, and the rule for a malformed one', async () => {
    await open('zh');
    type('holeurl', 'HTTPS://Pay.Qinghe.Example:443/api/order/?id=5&name=x');
    expect((await screen.findByTestId('url-preview')).textContent).toBe('将保存为: https://pay.qinghe.example/api/order?id&name');
    type('holeurl', 'pay.qinghe.example/api');
    await waitFor(() => expect(errorsOf('holeurl')).toEqual(['请输入以 http:// 或 https:// 开头的正确网址']));
    expect(screen.queryByTestId('url-preview')).toBeNull();
  }, 120_000);

  it('offers the project’s levels in their colours and the types grouped with their CWE ids', async () => {
    await open('en');
    fireEvent.mouseDown(document.getElementById('bugtype')!);
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!);
    await waitFor(() => expect(within(dropdown).getByTitle('SQL 注入 · CWE-89')).toBeTruthy());
    expect(within(dropdown).getByTitle('业务逻辑缺陷')).toBeTruthy();
    expect([...dropdown.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent)).toEqual(['注入', '访问控制', '业务逻辑']);
    await choose('holeCode', '严重');
    const chosen = itemOf('holeCode').querySelector<HTMLElement>('[class*="level"]')!;
    expect(chosen.textContent).toBe('严重');
    expect(chosen.style.borderColor).not.toBe('');
  }, 120_000);
});

function itemLabelRequired(id: string): boolean {
  return itemOf(id).querySelector('.ant-form-item-required') !== null;
}
