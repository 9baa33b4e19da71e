import type { DefaultHoleCode } from '@wardline/contract';
import type { ProseBlock, ProseSection } from '@/components/legal/types';

/** Examples of one level, by the kind of target. */
export type LevelExamples = { readonly web: readonly string[]; readonly mobile: readonly string[]; readonly infrastructure: readonly string[] };

/** /about/hole-level: names, weights and colours come from the contract, the words from here. */
export type HoleLevelContent = {
  readonly lead: readonly ProseBlock[];
  readonly overviewNotes: readonly ProseBlock[];
  readonly levels: Readonly<Record<DefaultHoleCode, { readonly summary: string; readonly examples: LevelExamples }>>;
  readonly sections: readonly ProseSection[];
};

/** /about/hacker-guide and /hackerservice/hacker-guide. */
export type HackerGuideContent = {
  readonly lead: readonly ProseBlock[];
  /** Shown above the URL table; the table's right column is computed by the contract's normaliser. */
  readonly urlExamples: readonly { readonly label: string; readonly input: string }[];
  readonly sections: readonly ProseSection[];
};

/** /hackerservice/hacker-rights: the tables are built from numbers, the explanations live here. */
export type HackerRightsContent = {
  readonly lead: readonly ProseBlock[];
  /** One line per rights level, in RIGHTS_LEVELS order. */
  readonly levelDescriptions: readonly string[];
  readonly levelNotes: readonly ProseBlock[];
  readonly benefitNotes: readonly ProseBlock[];
  readonly sections: readonly ProseSection[];
};
