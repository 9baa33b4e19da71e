import { useRef, type FormEvent } from 'react';
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@wardline/contract';
import { schemaRule, toLocale } from '@/lib/form-rules';
import { BIRTHDAY_FORMAT, BIRTHDAY_PICKER_YEARS_BACK, birthdayCheck, EARLIEST_BIRTHDAY, isFutureDay, optionalBirthdayCheck } from './birthday';

type Props = {
  label: string;
  placeholder: string;
  /** Registration requires it; the third-party screens do not. */
  required?: boolean;
  testId?: string;
};

type InputProps = { value?: Dayjs | null; onChange?: (value: Dayjs | null) => void; id?: string; placeholder: string; testId?: string; onTyped: (text: string) => void };

function BirthdayInput({ onTyped, testId, onChange, ...props }: InputProps) {
  // The picker refuses a typed future day without a word: what was typed is kept to say why.
  const onInput = (e: FormEvent) => onTyped((e.target as HTMLInputElement).value ?? '');
  return (
    <span onInput={onInput} style={{ display: 'block' }}>
      <DatePicker
        {...props}
        onChange={(value: Dayjs | null) => {
          // A chosen day replaces whatever was typed before.
          onTyped('');
          onChange?.(value);
        }}
        format={BIRTHDAY_FORMAT}
        disabledDate={isFutureDay}
        minDate={EARLIEST_BIRTHDAY}
        defaultPickerValue={dayjs().subtract(BIRTHDAY_PICKER_YEARS_BACK, 'year').startOf('year')}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </span>
  );
}

/**
 * The birthday field of registration and the third-party screens (field `birthday`): the
 * calendar opens decades back, days after today cannot be picked, and a future day typed
 * by hand is refused with "cannot be in the future" instead of vanishing.
 */
export function BirthdayField({ label, placeholder, required = false, testId }: Props) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const typed = useRef('');
  const futureRule: FormRule = {
    validator: async () => {
      const text = typed.current;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null;
      if (day?.isValid() && day.format(BIRTHDAY_FORMAT) === text && isFutureDay(day)) throw new Error(translateValidation('birthday.future', locale));
    },
  };
  return (
    <Form.Item
      name="birthday"
      label={label}
      required={required}
      rules={[futureRule, schemaRule(required ? birthdayCheck : optionalBirthdayCheck, locale)]}
      validateTrigger={['onBlur', 'onChange']}
      validateFirst
    >
      <BirthdayInput placeholder={placeholder} testId={testId} onTyped={(text) => (typed.current = text.trim())} />
    </Form.Item>
  );
}
