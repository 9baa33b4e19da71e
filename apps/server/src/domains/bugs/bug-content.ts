import { bugCategoryOf, richTextIsEmpty, scoreCvssVector, type bugFields } from '@wardline/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../http/app-error';
import { sanitizeRichText } from '../../http/sanitize-html';
import type { ProjectHoleLevelRow } from '../projects/projects.tables';
import type { BugContent } from './bug-receipt';

export type BugFieldsInput = z.output<typeof bugFields>;

/**
 * The report's content as stored, from the checked form (submission and update alike): the
 * grade must be a level of the project, the type one of /bugcategory, and the rich text is
 * sanitised by the allow-list and refused when nothing visible is left (a `<script>`-only
 * detail never reaches triage).
 */
export function bugContentOf(form: BugFieldsInput, levels: readonly ProjectHoleLevelRow[]): BugContent {
  if (!levels.some((l) => l.holeCode === form.holeCode)) throw new AppError('bugGradeUnknown', [{ field: 'holeCode', rule: 'bug.holegrade.required' }]);
  if (!bugCategoryOf(form.bugtype)) throw fieldError('bugtype', 'bug.bugtype.unknown');
  const detail = sanitizeRichText(form.holedetail);
  if (richTextIsEmpty(detail)) throw fieldError('holedetail', 'bug.holedetail.required');
  const repairSuggestion = sanitizeRichText(form.repairpropose);
  if (richTextIsEmpty(repairSuggestion)) throw fieldError('repairpropose', 'bug.repairpropose.required');
  return {
    title: form.holetitle,
    selfGrade: form.holeCode,
    judgeBasis: form.judgeBasis,
    bugType: form.bugtype,
    url: form.holeurl,
    description: form.holedescribe,
    danger: form.holedanger,
    detail,
    repairSuggestion,
    cvssVector: form.cvssVector ?? null,
  };
}

/** The columns of `bugs` that hold the content (and the score the server computes from the vector). */
export function contentColumns(content: BugContent) {
  return { ...content, cvssScore: content.cvssVector ? (scoreCvssVector(content.cvssVector)?.score ?? null) : null };
}
