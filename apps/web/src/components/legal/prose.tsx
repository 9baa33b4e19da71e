import { Alert } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProseBlock, ProseSection } from './types';
import { ScrollRegion } from '../scroll-region';
import styles from './prose.module.css';

const INLINE_MARKS = /(\*\*[^*]+\*\*|`[^`]+`)/;

/** Text with its `**strong**` and `` `code` `` marks rendered; everything else stays plain text. */
export function InlineText({ text }: { text: string }) {
  // split() with a capturing group puts the marked parts at the odd indexes.
  const parts = text.split(INLINE_MARKS);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        return part.startsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : <code key={i}>{part.slice(1, -1)}</code>;
      })}
    </>
  );
}

const ZH_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十'];

/** "一、" in Chinese, "1." in English: the numbering of a document's top-level sections. */
export function sectionNumber(index: number, language: string): string {
  return language === 'zh' ? `${ZH_NUMERALS[index] ?? index + 1}、` : `${index + 1}.`;
}

/** A section title with its number, as a table of contents lists it. */
export function numberedTitle(index: number, title: string, language: string): string {
  return language === 'zh' ? `${sectionNumber(index, language)}${title}` : `${sectionNumber(index, language)} ${title}`;
}

function Block({ block, sectionNo }: { block: ProseBlock; sectionNo?: number }): ReactNode {
  if (typeof block === 'string') return <p><InlineText text={block} /></p>;
  if ('list' in block)
    return <ul>{block.list.map((item, i) => <li key={i}><InlineText text={item} /></li>)}</ul>;
  if ('ordered' in block)
    return <ol>{block.ordered.map((item, i) => <li key={i}><InlineText text={item} /></li>)}</ol>;
  if ('clauses' in block)
    return (
      <ol className={styles.clauses}>
        {block.clauses.map((clause, i) => (
          <li key={i}>
            <span className={styles.clauseNo} aria-hidden="true">{sectionNo === undefined ? `${i + 1}.` : `${sectionNo}.${i + 1}`}</span>
            <span><InlineText text={clause} /></span>
          </li>
        ))}
      </ol>
    );
  if ('steps' in block)
    return (
      <ol className={styles.steps}>
        {block.steps.map((step, i) => (
          <li key={i}>
            <span className={styles.stepNo} aria-hidden="true">{i + 1}</span>
            <div>
              <strong className={styles.stepTitle}>{step.title}</strong>
              <p><InlineText text={step.text} /></p>
            </div>
          </li>
        ))}
      </ol>
    );
  if ('table' in block)
    return (
      <ScrollRegion label={block.table.head.join(' / ')} className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>{block.table.head.map((cell, i) => <th key={i} scope="col">{cell}</th>)}</tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, r) => (
              <tr key={r}>{row.map((cell, c) => <td key={c}><InlineText text={cell} /></td>)}</tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  if ('note' in block)
    return <Alert className={styles.note} type={block.tone ?? 'info'} showIcon title={<InlineText text={block.note} />} />;
  return <h3 className={styles.subheading}><InlineText text={block.subheading} /></h3>;
}

/** The blocks of one section; `sectionNo` numbers its clauses ("3.1", "3.2"…). */
export function ProseBlocks({ blocks, sectionNo }: { blocks: readonly ProseBlock[]; sectionNo?: number }) {
  return <>{blocks.map((block, i) => <Block key={i} block={block} sectionNo={sectionNo} />)}</>;
}

type ProseSectionViewProps = {
  section: ProseSection;
  /** Zero-based position; when given, the heading and clauses are numbered. */
  index?: number;
  /** Prefixed to the anchor id, so two documents on one page never share an id. */
  idPrefix?: string;
  /** Shown before the title inside the heading (a colour swatch, an icon). */
  marker?: ReactNode;
  /** Rendered after the blocks: a page's own tables or cards belonging to the section. */
  children?: ReactNode;
};

/** One section: an `h2` with its anchor id, then its blocks. */
export function ProseSectionView({ section, index, idPrefix = '', marker, children }: ProseSectionViewProps) {
  const { i18n } = useTranslation();
  const id = `${idPrefix}${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {marker}
        {index !== undefined && <span className={styles.headingNo}>{sectionNumber(index, i18n.language)}</span>}
        {section.title}
      </h2>
      <ProseBlocks blocks={section.blocks} sectionNo={index === undefined ? undefined : index + 1} />
      {children}
    </section>
  );
}

/** Every block type's styles, for pages that render prose blocks inside their own layout. */
export const proseClassName = styles.prose;
