import { App, Button, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { accountActions, accountBadges, hasAccountSection, type AccountAction, type AccountHeader as Header } from '@wardline/contract';
import { usePayAuthDue } from './api/account';
import { AvatarUpload } from './avatar-upload';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

const BADGE_COLOURS = { certified: 'green', underReview: 'orange', trusted: 'gold', publicWelfare: 'cyan', uncertified: 'default' } as const;

/**
 * The header (spec 001 §2, §6): avatar, name, certification badges, the figures (points,
 * bonus, yearly and overall rank; a company's balance, pending and paid bounties) and the
 * buttons the type and status call for.
 */
export function AccountHeader({ header }: { header: Header }) {
  const { t } = useAccountCentreT();
  const company = hasAccountSection(header.usertype, 'companyFigures');
  const rank = (value: number | null) => (value === null ? t('header.noRank') : String(value));
  const payAuth = usePayAuthDue(header.usertype === 'hacker' && header.status !== 'unauthorized');
  const figures: [string, string, string][] = company
    ? [
        ['balance', t('header.balance'), header.rmbAccountBalance ?? '0.00'],
        ['waiting', t('header.waiting'), header.rmbWaitBalance ?? '0.00'],
        ['paid', t('header.paid'), header.rmbPaidBalance ?? '0.00'],
      ]
    : [
        ['integral', t('header.integral'), String(header.integral)],
        ['bonus', t('header.bonus'), header.rmbTotalBonus],
        ['yearRanking', t('header.yearRanking'), rank(header.yearRanking)],
        ['ranking', t('header.ranking'), rank(header.ranking)],
      ];
  return (
    <section className={styles.header} aria-labelledby="account-name" data-testid="account-header">
      <div className={styles.identity}>
        <AvatarUpload name={header.userName} picture={header.userPicture} />
        <div>
          <Typography.Title level={2} id="account-name" className={styles.name}>
            {header.userName}
          </Typography.Title>
          <div data-testid="account-badges">
            {accountBadges(header.usertype, header.status).map((badge) => (
              <Tag key={badge} color={BADGE_COLOURS[badge]}>
                {t(`badges.${badge}`)}
              </Tag>
            ))}
          </div>
        </div>
      </div>
      <dl className={styles.figures} aria-label={t('header.figures')} data-testid="account-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} data-testid={`figure-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link to="/userCenter/statement" className={styles.statementLink} data-testid="statement-link">
          {t('statement.link')}
        </Link>
        {accountActions(header.usertype, header.status).map((action) => (
          <ActionButton key={action.kind} action={action} />
        ))}
        {payAuth.data?.status === 1 && <ActionButton action={{ kind: 'payAuth', to: '/userCenter/payAuth' }} />}
      </div>
    </section>
  );
}

function ActionButton({ action }: { action: AccountAction | { kind: 'payAuth'; to: string } }) {
  const { t } = useAccountCentreT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const label = action.kind === 'companyAuth' && action.update ? t('actions.companyUpdate') : t(`actions.${action.kind}`);
  // Spec 001 §6: a company whose files are under review is told so instead of sent to the form.
  if (action.kind === 'companyAuth' && action.underReview) {
    return (
      <Button onClick={() => void message.warning(t('actions.underReview'))} data-testid="action-companyAuth">
        {label}
      </Button>
    );
  }
  return (
    <Button type={action.kind === 'publishProject' ? 'primary' : 'default'} onClick={() => void navigate(action.to)} data-testid={`action-${action.kind}`}>
      {label}
    </Button>
  );
}
