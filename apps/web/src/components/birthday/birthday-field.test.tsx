import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Form } from 'antd';
import { renderWithProviders } from '@/test/render';
import { BirthdayField } from './birthday-field';
import { BIRTHDAY_PICKER_YEARS_BACK } from './birthday';

async function renderField(locale: 'zh' | 'en' = 'zh') {
  await renderWithProviders(
    <Form layout="vertical">
      <BirthdayField label={locale === 'zh' ? '出生日期' : 'Birthday'} placeholder="yyyy-MM-dd" required testId="birthday" />
    </Form>,
    { locale },
  );
  return screen.getByLabelText(locale === 'zh' ? '出生日期' : 'Birthday') as HTMLInputElement;
}

describe('the birthday field (issue 13 #17)', () => {
  it('opens its calendar decades back, not on the current month', async () => {
    const input = await renderField();
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const year = new Date().getFullYear() - BIRTHDAY_PICKER_YEARS_BACK;
    expect((await screen.findAllByText(new RegExp(`^${year}`))).length).toBeGreaterThan(0);
  });

  it('says a typed future date cannot be in the future instead of clearing it silently', async () => {
    const input = await renderField('en');
    fireEvent.mouseDown(input);
    fireEvent.input(input, { target: { value: '2999-01-01' } });
    fireEvent.blur(input);
    expect(await screen.findByText('The birthday cannot be in the future')).toBeTruthy();
  });

  it('accepts a past day typed by hand', async () => {
    const input = await renderField('en');
    fireEvent.mouseDown(input);
    fireEvent.input(input, { target: { value: '2999-01-01' } });
    fireEvent.blur(input);
    await screen.findByText('The birthday cannot be in the future');
    fireEvent.mouseDown(input);
    fireEvent.input(input, { target: { value: '1990-05-04' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    // Validation reruns asynchronously; on a loaded machine that takes longer than a fixed pause.
    await waitFor(() => expect(screen.queryByText('The birthday cannot be in the future')).toBeNull(), { timeout: 5000 });
    expect(input.value).toBe('1990-05-04');
  });
});
