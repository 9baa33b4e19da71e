import { Alert, Descriptions, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personLevelLabels, personTypeLabels, verifyTypeLabels, type HoleLevelView, type PersonLevel, type ProjectDetail } from '@wardline/contract';
import { ScrollRegion } from '@/components/scroll-region';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { formatReward, useLabels } from '../format';
import styles from './detail.module.css';

/** The level's colour as border and tint, the text dark (white on yellow or orange is unreadable). */

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Company-written text, shown as text (never HTML), its line breaks kept. */
function Text({ children }: { children: string }) {
  return <div className={styles.text}>{children}</div>;
}

/** The detail tab: introduction, reward rules, scope, rules, requirements and VPN (spec 002 §2.2). */
export function DetailTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const yesNo = (flag: 0 | 1) => (flag === 1 ? t('detail.requirements.yes') : t('detail.requirements.no'));
  const columns: TableColumnsType<HoleLevelView> = [
    { title: t('detail.levels.name'), key: 'name', render: (_, level) => <Tag style={holeLevelTagStyle(level.color)}>{level.holeLevelName}</Tag> },
    { title: t('detail.levels.weight'), dataIndex: 'weight', key: 'weight', align: 'right' },
    { title: t('detail.levels.money'), key: 'money', align: 'right', render: (_, level) => <span data-testid="level-money">{formatReward(level.holeMoney, project.rewardtype)}</span> },
    { title: t('detail.levels.description'), dataIndex: 'holeDescription', key: 'description', render: (text: string) => <Text>{text}</Text> },
  ];
  return (
    <div>
      <Section title={t('detail.sections.introduction')}>
        <Text>{project.introduction}</Text>
      </Section>
      <Section title={t('detail.sections.rewards')} testId="detail-rewards">
        {!project.bountyVisible && <Alert className={styles.note} type="info" showIcon message={t('detail.rewardsHidden')} data-testid="rewards-hidden" />}
        <ScrollRegion label={t('detail.sections.rewards')} minWidth={640}>
          <Table columns={columns} dataSource={project.holeList} rowKey="holeCode" pagination={false} size="middle" locale={{ emptyText: t('detail.levels.empty') }} />
        </ScrollRegion>
      </Section>
      <Section title={t('detail.sections.scope')}>
        <Text>{project.testRange}</Text>
      </Section>
      <Section title={t('detail.sections.rules')}>
        <Text>{project.testRule}</Text>
      </Section>
      <Section title={t('detail.sections.requirements')}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label={t('detail.requirements.verifytype')}>{label(verifyTypeLabels, project.verifytype)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.requirements.persontype')}>{label(personTypeLabels, project.persontype)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.requirements.personlevel')}>{label(personLevelLabels, project.personlevel as PersonLevel)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.requirements.bugAudit')}>{yesNo(project.bugAudit)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.requirements.retest')}>{yesNo(project.retest)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.requirements.smsnotice')}>{yesNo(project.smsnotice)}</Descriptions.Item>
        </Descriptions>
      </Section>
      <Section title={t('detail.sections.vpn')} testId="detail-vpn">
        <Vpn project={project} />
      </Section>
    </div>
  );
}

/** A link the server signed for the VPN file: only a path of our API is followed. */
function vpnFileHref(url: string | null): string | null {
  return url && /^\/web\/v1\/project\/downloadvpnfile\?token=[^\s]+$/.test(url) ? url : null;
}

/** VPN details and the signed file link, only for approved participants and the owner (the server sends them to no one else). */
function Vpn({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  if (project.vpn === 0) return <Typography.Paragraph>{t('detail.vpn.none')}</Typography.Paragraph>;
  if (project.vpnUserName === null) return <Typography.Paragraph data-testid="vpn-hidden">{t('detail.vpn.hidden')}</Typography.Paragraph>;
  const href = vpnFileHref(project.vpnFileUrl);
  return (
    <Descriptions column={1} size="small" bordered data-testid="vpn-details">
      <Descriptions.Item label={t('detail.vpn.userName')}>
        <Typography.Text copyable>{project.vpnUserName}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.vpn.password')}>
        <Typography.Text copyable>{project.vpnPassword ?? ''}</Typography.Text>
      </Descriptions.Item>
      {href && (
        <Descriptions.Item label={t('detail.vpn.file')}>
          <a href={href} download data-testid="vpn-file">
            {t('detail.vpn.download')}
          </a>
          <Typography.Text type="secondary" className={styles.hint}>
            {t('detail.vpn.fileHint')}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
