import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { InlineText } from './prose';

describe('InlineText', () => {
  it('renders bold and code marks and leaves masks inside code alone', () => {
    const { container } = render(<InlineText text="**encrypted,** shown as `6222 **** **** 1234`. **Audited.**" />);
    expect([...container.querySelectorAll('strong')].map((n) => n.textContent)).toEqual(['encrypted,', 'Audited.']);
    expect(container.querySelector('code')?.textContent).toBe('6222 **** **** 1234');
  });

  it('never interprets HTML', () => {
    const { container } = render(<InlineText text="<img src=x onerror=alert(1)>" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
