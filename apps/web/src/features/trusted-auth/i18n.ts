import { useTranslation } from 'react-i18next';

export function useTrustedAuthT() {
  return useTranslation('trustedAuth');
}
