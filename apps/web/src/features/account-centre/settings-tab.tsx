import { Collapse } from 'antd';
import { hasAccountSection, type UserType } from '@wardline/contract';
import { BankCardRow } from './bank-card-row';
import { PasswordRow } from './password-row';
import { AddressRow } from './address-row';
import { DingTalkRow } from './dingtalk-row';
import { ProtocolsRow } from './protocols-row';
import { useAccountCentreT } from './i18n';

/**
 * The account settings tab (spec 001 §2): collapsible rows — bank card, password, bound phone,
 * bound email, and for everyone but companies DingTalk and the protocol downloads.
 */
export function SettingsTab({ usertype }: { usertype: UserType }) {
  const { t } = useAccountCentreT();
  const rows = [
    { key: 'bankCard', label: t('rows.bankCard'), children: <BankCardRow usertype={usertype} /> },
    { key: 'password', label: t('rows.password'), children: <PasswordRow /> },
    { key: 'phone', label: t('rows.phone'), children: <AddressRow kind="phone" /> },
    { key: 'email', label: t('rows.email'), children: <AddressRow kind="email" /> },
    { key: 'dingTalk', label: t('rows.dingTalk'), children: <DingTalkRow /> },
    { key: 'protocols', label: t('rows.protocols'), children: <ProtocolsRow /> },
  ].filter((row) => hasAccountSection(usertype, row.key as Parameters<typeof hasAccountSection>[1]));
  return <Collapse items={rows} data-testid="settings-rows" />;
}
