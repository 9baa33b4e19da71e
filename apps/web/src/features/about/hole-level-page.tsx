import { ScrollRegion } from '@/components/scroll-region';
import type { CSSProperties } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HOLE_LEVELS, holeColorHex, holeColorLabels, pointsForReport, type DefaultHoleLevel } from '@wardline/contract';
import { ProseBlocks, ProseSectionView, proseClassName } from '@/components/legal/prose';
import { DocPage } from './components/doc-page';
import { holeLevelEn } from './content/hole-level.en';
import { holeLevelZh } from './content/hole-level.zh';
import type { LevelExamples } from './content/types';
import { useContent, useLocale } from './use-content';
import styles from './about-pages.module.css';

const TARGET_KINDS = ['web', 'mobile', 'infrastructure'] as const satisfies readonly (keyof LevelExamples)[];

/** /about/hole-level: the vulnerability rating standard. */
/** The level's colour as border and tint, the text dark: white on yellow or orange is unreadable (contrast below 3:1). */
const levelTagStyle = (hex: string): CSSProperties => ({ color: '#1f2430', background: `${hex}1f`, borderColor: hex });

export default function HoleLevelPage() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const content = useContent({ zh: holeLevelZh, en: holeLevelEn });

  const swatch = (level: DefaultHoleLevel) => (
    <span className={styles.swatch} style={{ background: holeColorHex[level.color] }} aria-hidden="true" />
  );
  const columns: TableColumnsType<DefaultHoleLevel> = [
    {
      title: t('holeLevel.columns.level'),
      key: 'level',
      render: (_, level) => <Tag style={levelTagStyle(holeColorHex[level.color])} className={styles.levelTag}>{level.name[locale]}</Tag>,
    },
    {
      title: t('holeLevel.columns.colour'),
      key: 'colour',
      render: (_, level) => <span className={styles.colourCell}>{swatch(level)}{holeColorLabels[level.color][locale]}</span>,
    },
    { title: t('holeLevel.columns.weight'), dataIndex: 'weight', key: 'weight', align: 'right' },
    { title: t('holeLevel.columns.points'), key: 'points', align: 'right', render: (_, level) => pointsForReport(level.weight, 'V1') },
    { title: t('holeLevel.columns.boostedPoints'), key: 'boosted', align: 'right', render: (_, level) => pointsForReport(level.weight, 'V2') },
    { title: t('holeLevel.columns.definition'), key: 'definition', render: (_, level) => content.levels[level.holeCode].summary },
  ];

  const toc = [
    { id: 'levels', title: t('holeLevel.overview') },
    ...DEFAULT_HOLE_LEVELS.map((level) => ({ id: `level-${level.holeCode}`, title: level.name[locale] })),
    ...content.sections.map(({ id, title }) => ({ id, title })),
  ];

  return (
    <DocPage section={t('breadcrumb.about')} title={t('holeLevel.title')} lead={<ProseBlocks blocks={content.lead} />} toc={toc} wide>
      <div className={proseClassName}>
        <ProseSectionView section={{ id: 'levels', title: t('holeLevel.overview'), blocks: [] }}>
          <ScrollRegion label={t('holeLevel.overview')} minWidth={720}>
            <Table className={styles.table} columns={columns} dataSource={[...DEFAULT_HOLE_LEVELS]} rowKey="holeCode" pagination={false} size="middle" />
          </ScrollRegion>
          <ProseBlocks blocks={content.overviewNotes} />
        </ProseSectionView>

        {DEFAULT_HOLE_LEVELS.map((level) => {
          const id = `level-${level.holeCode}`;
          const { summary, examples } = content.levels[level.holeCode];
          return (
            <ProseSectionView key={id} section={{ id, title: level.name[locale], blocks: [] }} marker={swatch(level)}>
              <div className={styles.levelCard} style={{ '--level-colour': holeColorHex[level.color] } as CSSProperties}>
                <p className={styles.levelSummary}>
                  <Tag style={levelTagStyle(holeColorHex[level.color])}>{t('holeLevel.weight', { weight: level.weight })}</Tag>
                  {summary}
                </p>
                <div className={styles.exampleGrid} aria-label={t('holeLevel.examplesLabel', { level: level.name[locale] })} role="group">
                  {TARGET_KINDS.map((kind) => (
                    <div key={kind} className={styles.exampleColumn}>
                      <h3 id={`${id}-${kind}`}>{t(`holeLevel.examples.${kind}`)}</h3>
                      <ul>
                        {examples[kind].map((example) => <li key={example}>{example}</li>)}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </ProseSectionView>
          );
        })}

        {content.sections.map((section) => <ProseSectionView key={section.id} section={section} />)}
      </div>
    </DocPage>
  );
}
