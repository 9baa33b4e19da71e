/**
 * Structured prose: the shape shared by the legal texts and the long information pages.
 * A zh and an en module of one document export the same shape, block for block, so a
 * test can compare them and the renderer never meets markup it does not know.
 *
 * Inline text may carry `**strong**` and `` `code` `` marks, nothing else: no HTML.
 */
export type ProseBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { readonly list: readonly string[] }
  /** A list whose order matters (steps of a procedure). */
  | { readonly ordered: readonly string[] }
  /** Numbered clauses, shown as `<section>.<n>`. */
  | { readonly clauses: readonly string[] }
  /** A titled, numbered sequence of stages. */
  | { readonly steps: readonly { readonly title: string; readonly text: string }[] }
  /** A small table: a header row and rows of the same width. */
  | { readonly table: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] } }
  /** A call-out. */
  | { readonly note: string; readonly tone?: 'info' | 'warning' }
  /** A sub-heading inside a section. */
  | { readonly subheading: string };

export type ProseSection = {
  /** The anchor: stable, ASCII, the same in every language. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly ProseBlock[];
};

/** A legal text: the user agreement or the privacy policy. */
export type LegalDocument = {
  readonly title: string;
  /** ISO date the current version took effect. */
  readonly effectiveDate: string;
  readonly version: string;
  readonly intro: readonly ProseBlock[];
  readonly sections: readonly ProseSection[];
};
