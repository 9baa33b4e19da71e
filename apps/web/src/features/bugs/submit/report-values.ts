import type { BugDetail } from '@wardline/contract';

/** The form's fields: the report's (contract `bugFields`) and the check code's answer. */
export type ReportValues = {
  holetitle: string;
  holeCode: string | undefined;
  judgeBasis: string;
  bugtype: string | undefined;
  holeurl: string;
  holedescribe: string;
  holedanger: string;
  holedetail: string;
  repairpropose: string;
  cvssVector: string;
  photoCode: string;
};

/** What a draft keeps: everything but the check code, which is single use. */
export const DRAFT_FIELDS = ['holetitle', 'holeCode', 'judgeBasis', 'bugtype', 'holeurl', 'holedescribe', 'holedanger', 'holedetail', 'repairpropose', 'cvssVector'] as const;
export const FORM_FIELDS = [...DRAFT_FIELDS, 'photoCode'] as const;

export function emptyReport(): ReportValues {
  return { holetitle: '', holeCode: undefined, judgeBasis: '', bugtype: undefined, holeurl: '', holedescribe: '', holedanger: '', holedetail: '', repairpropose: '', cvssVector: '', photoCode: '' };
}

/** Update mode: the report as it stands, to be changed. */
export function reportFromDetail(bug: BugDetail): ReportValues {
  return {
    holetitle: bug.holetitle,
    holeCode: bug.holegrade || undefined,
    judgeBasis: bug.judgeBasis,
    bugtype: bug.bugtype || undefined,
    holeurl: bug.holeurl,
    holedescribe: bug.holedescribe,
    holedanger: bug.holedanger,
    holedetail: bug.holedetail,
    repairpropose: bug.repairpropose,
    cvssVector: bug.cvssVector ?? '',
    photoCode: '',
  };
}

/** The draft part of the values, in a stable order, for comparing and storing. */
export function draftPart(values: Partial<ReportValues>): Partial<ReportValues> {
  return Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field]]));
}
