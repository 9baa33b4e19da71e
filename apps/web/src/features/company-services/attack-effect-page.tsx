import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES } from '@wardline/contract';
import { ServicePage } from './components/service-page';
import { attackEffectEn } from './content/attack-effect.en';
import { attackEffectZh } from './content/attack-effect.zh';
import { useContent } from './use-content';

/** /companyservice/attack-effect: breach and attack simulation (service page 3). */
export default function AttackEffectPage() {
  const { t } = useTranslation('companyServices');
  return (
    <ServicePage
      content={useContent({ zh: attackEffectZh, en: attackEffectEn })}
      pageTitle={t('pages.attackEffect')}
      illustration="/images/services/attack-effect-hero.svg"
      source={CONTACT_SOURCES.attackEffect}
      valueLayout="cards"
    />
  );
}
