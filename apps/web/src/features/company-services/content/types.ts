/** Icons drawn for the service pages, served from /images/services/icons/<name>.svg. */
export const SERVICE_ICONS = ['shield', 'crowd', 'triage', 'coins', 'audit', 'radar', 'eye', 'bell', 'loop', 'target', 'gauge', 'chain'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export type TitledText = { readonly title: string; readonly text: string };

/**
 * One company service page. The zh and en modules of a page have the same shape; the
 * section headings shared by all three pages are interface strings (`companyServices`).
 */
export type ServicePageContent = {
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly subtitle: string;
    /** Three short proof points under the title. */
    readonly highlights: readonly string[];
  };
  readonly value: {
    readonly lead: string;
    readonly items: readonly (TitledText & { readonly icon: ServiceIcon })[];
  };
  readonly process: { readonly lead: string; readonly steps: readonly TitledText[] };
  readonly deliverables: { readonly lead: string; readonly items: readonly TitledText[] };
  /** Pricing, for the pages that have a public rule for it. */
  readonly pricing?: { readonly lead: string; readonly items: readonly TitledText[]; readonly example: string };
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
};
