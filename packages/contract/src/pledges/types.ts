import type { PrivateFileSignType } from '../enums/account';

/** A pledge as shown on its signing page and written into the signed document. */
export type PledgeText = {
  title: string;
  /** Paragraphs in order; a section heading is a paragraph of its own marked `heading`. */
  paragraphs: readonly { text: string; heading?: true }[];
};

export type PledgeTexts = Readonly<Record<PrivateFileSignType, PledgeText>>;

/** 1000000 fen → "10,000": yuan without decimals, grouped in thousands, as written in the pledges. */
export function yuanOf(fen: number): string {
  return Math.round(fen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
