import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitBugBody } from '@wardline/contract';
import { renderWithProviders } from '@/test/render';
import SubmitBugPage from './submit-bug-page';
import { choose, COMPLETE, editorOf, keepDraft, PROJECT_ID, receipt, serveForm, signInHacker, prepareEditor, type, writeRichText } from './test-support';

const PATH = `/commitBug?projectid=${PROJECT_ID}`;

beforeAll(prepareEditor, 120_000);

async function open(serve: Parameters<typeof serveForm>[0] = {}, locale: 'zh' | 'en' = 'zh') {
  signInHacker();
  const calls = serveForm(serve);
  const view = await renderWithProviders(<SubmitBugPage />, { path: PATH, routePath: '/commitBug', locale });
  await screen.findByTestId('submit-report');
  await editorOf(locale === 'zh' ? '修复建议' : 'Repair suggestion');
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
  return { ...view, calls };
}

const sent = (calls: Awaited<ReturnType<typeof open>>['calls']) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/web/v1/hacker/submitBug');

describe('sending a report', () => {
  it('sends the contract’s body with the normalised URL and the check code, shows the receipt and forgets the draft', async () => {
    keepDraft(COMPLETE);
    const { calls, router } = await open();
    type('photoCode', 'ab12');
    fireEvent.click(screen.getByTestId('submit-report'));

    expect(await screen.findByTestId('bug-receipt')).toBeTruthy();
    const [post] = sent(calls);
    expect(submitBugBody.safeParse(post!.body).success).toBe(true);
    expect(post!.body).toMatchObject({
      projectid: PROJECT_ID,
      holetitle: COMPLETE.holetitle,
      holeCode: 'urgent',
      bugtype: 'sqli',
      holeurl: 'https://pay.qinghe.example/api/login?user&pwd',
      photoCode: 'ab12',
      code: 'cap-1',
    });
    expect(post!.body).not.toHaveProperty('cvssVector');
    expect(screen.getByTestId('receipt-number').textContent).toBe(receipt().holenumber);
    expect(screen.getByTestId('receipt-digest').textContent).toContain('a'.repeat(64));
    expect(screen.getByTestId('receipt-time').textContent).toMatch(/^2026-11-25 \d{2}:30:15$/);
    expect(localStorage.getItem(`bugDraft:${PROJECT_ID}`)).toBeNull();

    fireEvent.click(screen.getByTestId('receipt-view'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userCenter/bugPage/detail/${receipt().id}`));
  }, 120_000);

  it('after a refusal shows the server’s message, clears the check code and shows a new one (spec 001 §8)', async () => {
    keepDraft(COMPLETE);
    await open({ send: () => ({ status: 400, body: { errcode: 40011, errmsg: 'The image code is wrong or has expired', ret: null } }) }, 'en');
    type('photoCode', 'zz99');
    fireEvent.click(screen.getByTestId('submit-report'));
    expect(await screen.findByText('The image code is wrong or has expired')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-2'));
    expect((document.getElementById('photoCode') as HTMLInputElement).value).toBe('');
    // Nothing else is lost.
    expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe(COMPLETE.holetitle);
  }, 120_000);

  it('puts a 400’s field errors on their fields', async () => {
    keepDraft(COMPLETE);
    await open({ send: () => ({ status: 400, body: { errcode: 40070, errmsg: '漏洞等级不存在', ret: { fields: [{ field: 'holeCode', message: '漏洞等级不存在' }] } } }) });
    type('photoCode', 'ab12');
    fireEvent.click(screen.getByTestId('submit-report'));
    await waitFor(() => expect(document.getElementById('holeCode')!.closest('.ant-form-item')!.textContent).toContain('漏洞等级不存在'));
  }, 120_000);

  it('fills the repair suggestion from the chosen type’s template, asking before it replaces text', async () => {
    const { calls } = await open();
    fireEvent.click(screen.getByTestId('fill-template'));
    await waitFor(() => expect(document.getElementById('bugtype')!.closest('.ant-form-item')!.textContent).toContain('请先选择漏洞类型'));

    await choose('bugtype', 'SQL 注入 · CWE-89');
    fireEvent.click(screen.getByTestId('fill-template'));
    const editor = await editorOf('修复建议');
    await waitFor(() => expect(editor.getHTML()).toBe('<p>使用参数化查询</p>'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/repairTemplate')!.url.searchParams.get('id')).toBe('sqli');

    await writeRichText('修复建议', '<p>我的建议</p>');
    fireEvent.click(screen.getByTestId('fill-template'));
    fireEvent.click(await screen.findByRole('button', { name: /^替\s?换$/ }));
    await waitFor(() => expect(editor.getHTML()).toBe('<p>使用参数化查询</p>'));
  }, 120_000);

  it('builds a CVSS 3.1 vector with the calculator and shows its score beside the grade', async () => {
    await open({}, 'en');
    fireEvent.click(screen.getByTestId('cvss-toggle'));
    for (const [metric, value] of [['C', 'High'], ['I', 'High'], ['A', 'High']] as const) {
      fireEvent.click(screen.getByTestId(`cvss-${metric}`).querySelector(`input[value="${value[0]}"]`)!);
    }
    await waitFor(() => expect((screen.getByTestId('cvss-vector') as HTMLInputElement).value).toBe('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H'));
    expect(screen.getByTestId('cvss-score').textContent).toBe('CVSS 9.8 · Critical');

    fireEvent.change(screen.getByTestId('cvss-vector'), { target: { value: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N' } });
    await waitFor(() => expect(screen.getByTestId('cvss-score').textContent).toBe('CVSS 3.1 · Low'));
    // The typed vector sets the calculator.
    expect(screen.getByTestId('cvss-AC').querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe('High');
    expect(screen.getByTestId('cvss-UI').querySelector('.ant-radio-button-wrapper-checked')?.textContent).toBe('Required');
  }, 120_000);
});
