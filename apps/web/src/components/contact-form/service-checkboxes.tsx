import { Alert, Button, Checkbox, Skeleton } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import { useContactServices } from './use-contact-services';

type Props = Pick<CheckboxGroupProps<string>, 'value' | 'onChange'> & { id?: string; 'aria-required'?: unknown };

/**
 * The services multi-select (values are the services' public ids); value and onChange come from the Form.Item around it. The item
 * also hands its control `aria-required`, which ARIA does not allow on a group (axe critical):
 * it is dropped here; the label's required marker and the error message say it instead.
 */
export function ServiceCheckboxes({ 'aria-required': _notAllowedOnGroup, ...props }: Props) {
  const { t } = useTranslation(['contactForm', 'common']);
  const services = useContactServices();

  if (services.isPending) return <Skeleton.Input active block size="small" />;
  if (services.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('servicesFailed')}
        action={<Button size="small" onClick={() => void services.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  if (services.data.length === 0) return <span>{t('servicesEmpty')}</span>;
  return (
    <Checkbox.Group<string>
      {...props}
      role="group"
      aria-label={t('fields.services')}
      options={services.data.map((s) => ({ label: s.name, value: s.id }))}
    />
  );
}
