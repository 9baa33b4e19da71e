import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import CarouselPage from './carousel-page';

describe('carousel items in the console', () => {
  it('get their image by upload, not by a typed address', async () => {
    const saved = '/web/v1/public-files/0123456789abcdef.png';
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/admin/carousel' ? ok({ total: 0, data: [] }) : undefined),
      (url) => (url.pathname === '/web/v1/portal/uploadfile' ? ok(saved, 'Uploaded') : undefined),
    );
    await renderWithProviders(<CarouselPage />, { path: '/admin/carousel', routePath: '/admin/carousel', locale: 'en' });
    fireEvent.click(await screen.findByTestId('carousel-new'));
    const dialog = (await screen.findByText('New banner', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).queryByRole('textbox', { name: 'Image' })).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'banner.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('carousel-image-file'), { target: { files: [png] } });
    await waitFor(() => expect(within(dialog).getByTestId('carousel-image-preview').getAttribute('src')).toBe(saved));
    const upload = calls.find((c) => c.url.pathname === '/web/v1/portal/uploadfile')!;
    expect(upload.method).toBe('POST');
    expect(within(dialog).getByText('Replace image')).toBeTruthy();
  });
});
