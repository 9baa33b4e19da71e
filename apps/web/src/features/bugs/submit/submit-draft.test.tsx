import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUG_DRAFT_AUTOSAVE_MS, CHECK_CODE_REFRESH_MS } from '@wardline/contract';
import { renderWithProviders } from '@/test/render';
import SubmitBugPage from './submit-bug-page';
import { COMPLETE, editorOf, keepDraft, PROJECT_ID, serveForm, signInHacker, prepareEditor, type } from './test-support';

const PATH = `/commitBug?projectid=${PROJECT_ID}`;
const KEY = `bugDraft:${PROJECT_ID}`;

beforeAll(prepareEditor, 120_000);
beforeEach(() => {
  // Real time still flows (Ant Design and the queries need it); the tests jump the timers by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function open(locale: 'zh' | 'en' = 'zh') {
  signInHacker();
  const calls = serveForm();
  const view = await renderWithProviders(<SubmitBugPage />, { path: PATH, routePath: '/commitBug', locale });
  await screen.findByTestId('submit-report');
  await editorOf(locale === 'zh' ? '修复建议' : 'Repair suggestion');
  return { ...view, calls };
}

describe('the draft and the check code over time', () => {
  it('saves the form every 15 s with a visible time, and restores it on return', async () => {
    const first = await open();
    type('holetitle', '支付回调可重放');
    type('holeurl', 'https://pay.qinghe.example/callback');
    expect(localStorage.getItem(KEY)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(BUG_DRAFT_AUTOSAVE_MS));
    expect((await screen.findByTestId('draft-note')).textContent).toMatch(/^草稿已于 \d{2}:\d{2}:\d{2} 自动保存/);
    const stored = JSON.parse(localStorage.getItem(KEY)!) as { owner: string; values: Record<string, unknown> };
    expect(stored.owner).toBe('白帽甲');
    expect(stored.values).toMatchObject({ holetitle: '支付回调可重放', holeurl: 'https://pay.qinghe.example/callback' });
    expect(stored.values).not.toHaveProperty('photoCode');
    first.unmount();

    await open('en');
    expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe('支付回调可重放');
    expect(screen.getByTestId('draft-note').textContent).toMatch(/^Restored the draft saved at \d{2}:\d{2}:\d{2}/);
  }, 120_000);

  it('never shows another account’s draft kept in the same browser', async () => {
    keepDraft(COMPLETE, '另一个白帽');
    await open();
    expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-note')).toBeNull();
  }, 120_000);

  it('discards a kept draft on request: the form starts over and the browser forgets it', async () => {
    keepDraft(COMPLETE);
    await open();
    expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe(COMPLETE.holetitle);
    fireEvent.click(screen.getByTestId('discard-draft'));
    fireEvent.click(await screen.findByRole('button', { name: /^清\s?除$/ }));
    await waitFor(() => expect((document.getElementById('holetitle') as HTMLInputElement).value).toBe(''));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByTestId('draft-note')).toBeNull();
  }, 120_000);

  it('does not save a form nobody changed', async () => {
    await open();
    await act(() => vi.advanceTimersByTimeAsync(BUG_DRAFT_AUTOSAVE_MS * 2));
    expect(localStorage.getItem(KEY)).toBeNull();
  }, 120_000);

  it('shows a new check code every 60 s and clears the answer typed for the old one', async () => {
    const { calls } = await open();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
    type('photoCode', 'ab12');
    await act(() => vi.advanceTimersByTimeAsync(CHECK_CODE_REFRESH_MS));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-2'));
    expect((document.getElementById('photoCode') as HTMLInputElement).value).toBe('');
    expect(calls.filter((c) => c.url.pathname === '/web/v1/imageCode')).toHaveLength(2);
  }, 120_000);
});
