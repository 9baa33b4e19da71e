import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import { useDocumentTitle } from './document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('the tab title names the page in the interface language', () => {
  it('follows a language switch and falls back to the product when the page goes', async () => {
    await act(() => changeLocale('en'));
    const { rerender, unmount } = render(<Page title="Announcements" />);
    expect(document.title).toBe('Announcements - Wardline');
    await act(() => changeLocale('zh'));
    rerender(<Page title="公告动态" />);
    expect(document.title).toBe('公告动态 - 守线众测');
    unmount();
    expect(document.title).toBe('守线众测 · 众测安全，守住每一条防线');
    await act(() => changeLocale('en'));
    expect(document.title).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
