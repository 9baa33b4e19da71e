import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES } from '@wardline/contract';
import { ServicePage } from './components/service-page';
import { internetAttackEn } from './content/internet-attack.en';
import { internetAttackZh } from './content/internet-attack.zh';
import { useContent } from './use-content';

/** /companyservice/internet-attack: attack-surface mapping (service page 2, with the value carousel). */
export default function InternetAttackPage() {
  const { t } = useTranslation('companyServices');
  return (
    <ServicePage
      content={useContent({ zh: internetAttackZh, en: internetAttackEn })}
      pageTitle={t('pages.internetAttack')}
      illustration="/images/services/internet-attack-hero.svg"
      source={CONTACT_SOURCES.internetAttack}
      valueLayout="carousel"
    />
  );
}
