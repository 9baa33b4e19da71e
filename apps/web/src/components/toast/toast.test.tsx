import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightToast, ToastProvider, useToast, type Toast } from './toast';

function Probe({ onToast }: { onToast: (toast: Toast) => void }) {
  onToast(useToast());
  return null;
}

afterEach(() => vi.useRealTimers());

describe('toasts on a page without Ant Design (issue 7 §1)', () => {
  it('says the text in a live region and takes it away after three seconds', () => {
    vi.useFakeTimers();
    lightToast.error('图形验证码错误或已失效');
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('图形验证码错误或已失效');
    vi.advanceTimersByTime(3000);
    expect(region.textContent).not.toContain('图形验证码错误或已失效');
  });

  it('is the light toast outside an Ant Design scope and the scope\'s own inside one', () => {
    const scoped: Toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
    let seen: Toast | null = null;
    render(<Probe onToast={(t) => (seen = t)} />);
    expect(seen).toBe(lightToast);
    render(
      <ToastProvider value={scoped}>
        <Probe onToast={(t) => (seen = t)} />
      </ToastProvider>,
    );
    expect(seen).toBe(scoped);
  });
});
