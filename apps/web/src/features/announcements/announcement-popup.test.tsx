import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import AnnouncementPopup from './announcement-popup';

const POPUP = { id: 'c0ffee42c0ffee42c0ffee42c0ffee42', title: '春节期间平台服务安排', introduce: '简介', createDate: '2025-01-20T02:00:00.000Z', type: 2, icon: null, language: 'zh', contentLanguage: 'zh', content: '<p>审核时效顺延</p><img src=x onerror=alert(1)>' };

describe('AnnouncementPopup', () => {
  it('shows the popup once, then remembers it was dismissed', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/getAnnouncement' ? ok(POPUP) : undefined));
    const first = await renderWithProviders(<AnnouncementPopup />);
    expect(await screen.findByText('春节期间平台服务安排')).toBeTruthy();
    expect(screen.getByText('2025-01-20')).toBeTruthy();
    const body = screen.getByTestId('announcement-popup-body');
    expect(body.textContent).toContain('审核时效顺延');
    expect(body.querySelector('[onerror]')).toBeNull();

    fireEvent.click(screen.getByTestId('announcement-popup-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup-body')).toBeNull());
    expect(JSON.parse(localStorage.getItem('wardline:dismissedAnnouncements')!)).toEqual([POPUP.id]);
    first.unmount();

    await renderWithProviders(<AnnouncementPopup />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('春节期间平台服务安排')).toBeNull();
  });

  it('shows nothing when there is no popup announcement', async () => {
    const calls = mockFetch((url) => (url.pathname === '/web/v1/getAnnouncement' ? ok(null) : undefined));
    await renderWithProviders(<AnnouncementPopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, which Escape closes for good', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/getAnnouncement' ? ok(POPUP) : undefined));
    await renderWithProviders(<AnnouncementPopup />);
    const dialog = await screen.findByRole('dialog', { name: '春节期间平台服务安排' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('wardline:dismissedAnnouncements')!)).toEqual([POPUP.id]);
  });
});
