import { ScrollRegion } from '@/components/scroll-region';
import { Descriptions, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NEW_ACCOUNT_GIFT_MIN_POINTS,
  POINTS_PER_GIFT_VOUCHER,
  POINTS_WEIGHT_CAP,
  RIGHTS_BENEFITS,
  RIGHTS_LEVELS,
  RIGHTS_THRESHOLDS,
  rightsLevelLabels,
  type RightsLevel,
} from '@wardline/contract';
import { ProseBlocks, ProseSectionView, proseClassName } from '@/components/legal/prose';
import { MyRightsCard } from '@/components/my-rights';
import { DocPage } from './components/doc-page';
import { hackerRightsEn } from './content/hacker-rights.en';
import { hackerRightsZh } from './content/hacker-rights.zh';
import { useContent, useLocale } from './use-content';
import styles from './about-pages.module.css';

const LEVEL_TAG_COLOURS: Record<RightsLevel, string> = { new: 'default', V0: 'cyan', V1: 'blue', V2: 'gold', V3: 'volcano' };

type BenefitRow = { key: 'multiplier' | 'priorityPasses' | 'giftExchanges' | 'voucher' | 'threshold'; values: Record<RightsLevel, string> };

/** /hackerservice/hacker-rights: levels from last year's points and what each level brings. */
export default function HackerRightsPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const content = useContent({ zh: hackerRightsZh, en: hackerRightsEn });

  const levelTag = (level: RightsLevel) => <Tag color={LEVEL_TAG_COLOURS[level]} className={styles.levelTag}>{rightsLevelLabels[level][locale]}</Tag>;
  const condition: Record<RightsLevel, string> = {
    new: t('rights.condition.new'),
    V0: t('rights.condition.below', { max: RIGHTS_THRESHOLDS.V1 }),
    V1: t('rights.condition.range', { min: RIGHTS_THRESHOLDS.V1, max: RIGHTS_THRESHOLDS.V2 }),
    V2: t('rights.condition.range', { min: RIGHTS_THRESHOLDS.V2, max: RIGHTS_THRESHOLDS.V3 }),
    V3: t('rights.condition.atLeast', { min: RIGHTS_THRESHOLDS.V3 }),
  };

  const levelRows = RIGHTS_LEVELS.map((level, i) => ({ level, rank: i + 1, description: content.levelDescriptions[i] ?? '' }));
  const levelColumns: TableColumnsType<(typeof levelRows)[number]> = [
    { title: t('rights.columns.rank'), dataIndex: 'rank', key: 'rank', width: 110, render: (n: number) => <span className={styles.rank}>{t('rights.rank', { n })}</span> },
    { title: t('rights.columns.level'), key: 'level', width: 100, render: (_, row) => levelTag(row.level) },
    { title: t('rights.columns.condition'), key: 'condition', render: (_, row) => <strong>{condition[row.level]}</strong> },
    { title: t('rights.columns.description'), dataIndex: 'description', key: 'description' },
  ];

  const perLevel = (value: (level: RightsLevel) => string) =>
    Object.fromEntries(RIGHTS_LEVELS.map((level) => [level, value(level)])) as Record<RightsLevel, string>;
  const none = t('rights.value.none');
  const benefitRows: BenefitRow[] = [
    { key: 'multiplier', values: perLevel((l) => t('rights.value.multiplier', { value: RIGHTS_BENEFITS[l].pointsMultiplier })) },
    { key: 'priorityPasses', values: perLevel((l) => (RIGHTS_BENEFITS[l].priorityPasses > 0 ? String(RIGHTS_BENEFITS[l].priorityPasses) : none)) },
    { key: 'giftExchanges', values: perLevel((l) => String(RIGHTS_BENEFITS[l].giftExchangesPerYear)) },
    { key: 'voucher', values: perLevel(() => t('rights.value.voucher', { points: POINTS_PER_GIFT_VOUCHER })) },
    {
      key: 'threshold',
      values: perLevel((l) => (l === 'new' ? t('rights.value.threshold', { points: NEW_ACCOUNT_GIFT_MIN_POINTS }) : t('rights.value.noThreshold'))),
    },
  ];
  const benefitColumns: TableColumnsType<BenefitRow> = [
    { title: t('rights.columns.benefit'), key: 'benefit', fixed: 'start', width: 190, render: (_, row) => <strong>{t(`rights.benefit.${row.key}`)}</strong> },
    ...RIGHTS_LEVELS.map((level, i) => ({
      title: levelTag(level),
      key: level,
      align: 'center' as const,
      // The voucher rate is the same for everyone: one cell across all levels.
      onCell: (row: BenefitRow) => (row.key === 'voucher' ? { colSpan: i === 0 ? RIGHTS_LEVELS.length : 0 } : {}),
      render: (_: unknown, row: BenefitRow) => row.values[level],
    })),
  ];

  const facts = [
    { key: 'cap', label: t('rights.facts.cap'), children: t('rights.facts.capValue', { points: POINTS_WEIGHT_CAP }) },
    { key: 'boost', label: t('rights.facts.boost'), children: t('rights.value.multiplier', { value: RIGHTS_BENEFITS.V2.pointsMultiplier }) },
    { key: 'voucher', label: t('rights.facts.voucher'), children: t('rights.value.voucher', { points: POINTS_PER_GIFT_VOUCHER }) },
    { key: 'newThreshold', label: t('rights.facts.newThreshold'), children: t('rights.value.threshold', { points: NEW_ACCOUNT_GIFT_MIN_POINTS }) },
    { key: 'cycle', label: t('rights.facts.cycle'), children: t('rights.facts.cycleValue') },
  ];

  const toc = [
    { id: 'summary', title: t('rights.summary') },
    { id: 'levels', title: t('rights.levels') },
    { id: 'benefits', title: t('rights.benefits') },
    ...content.sections.map(({ id, title }) => ({ id, title })),
  ];

  return (
    <DocPage section={t('breadcrumb.hackerServices')} title={t('rights.title')} lead={<ProseBlocks blocks={content.lead} />} toc={toc} wide>
      <MyRightsCard />
      <div className={proseClassName}>
        <ProseSectionView section={{ id: 'summary', title: t('rights.summary'), blocks: [] }}>
          <Descriptions className={styles.facts} bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={facts} />
        </ProseSectionView>
        <ProseSectionView section={{ id: 'levels', title: t('rights.levels'), blocks: [] }}>
          <ScrollRegion label={t('rights.levels')} minWidth={640}>
            <Table className={styles.table} columns={levelColumns} dataSource={levelRows} rowKey="level" pagination={false} size="middle" />
          </ScrollRegion>
          <ProseBlocks blocks={content.levelNotes} />
        </ProseSectionView>
        <ProseSectionView section={{ id: 'benefits', title: t('rights.benefits'), blocks: [] }}>
          <ScrollRegion label={t('rights.benefits')} minWidth={720}>
            <Table className={styles.table} columns={benefitColumns} dataSource={benefitRows} rowKey="key" pagination={false} size="middle" bordered />
          </ScrollRegion>
          <ProseBlocks blocks={content.benefitNotes} />
        </ProseSectionView>
        {content.sections.map((section) => <ProseSectionView key={section.id} section={section} />)}
      </div>
    </DocPage>
  );
}
