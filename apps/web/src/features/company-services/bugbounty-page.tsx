import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES } from '@wardline/contract';
import { ServicePage } from './components/service-page';
import { bugbountyEn } from './content/bugbounty.en';
import { bugbountyZh } from './content/bugbounty.zh';
import { useContent } from './use-content';

/** /companyservice/bugbounty: trusted crowd testing (service page 1). */
export default function BugbountyPage() {
  const { t } = useTranslation('companyServices');
  return (
    <ServicePage
      content={useContent({ zh: bugbountyZh, en: bugbountyEn })}
      pageTitle={t('pages.bugbounty')}
      illustration="/images/services/bugbounty-hero.svg"
      source={CONTACT_SOURCES.bugbounty}
      valueLayout="cards"
    />
  );
}
