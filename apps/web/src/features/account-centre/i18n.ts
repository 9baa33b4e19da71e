import { useTranslation } from 'react-i18next';

export function useAccountCentreT() {
  return useTranslation('accountCentre');
}
