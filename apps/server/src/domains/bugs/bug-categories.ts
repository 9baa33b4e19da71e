import { BUG_CATEGORIES, bugCategoryGroupLabels, bugCategoryOf, repairTemplateOf, type BugCategoryView, type Locale } from '@wardline/contract';
import { fieldError } from '../../http/app-error';

/** GET /bugcategory: the taxonomy in the caller's language (answered from the public cache, one answer per language). */
export function listBugCategories(locale: Locale): BugCategoryView[] {
  return BUG_CATEGORIES.map((c) => ({ id: c.id, cwe: c.cwe, name: c.name[locale], group: bugCategoryGroupLabels[c.group][locale] }));
}

/** GET /repairTemplate?id=: the repair-suggestion template of one type, in the caller's language. */
export function bugRepairTemplate(id: string, locale: Locale): { id: string; template: string } {
  const category = bugCategoryOf(id);
  if (!category) throw fieldError('id', 'bug.bugtype.unknown');
  return { id: category.id, template: repairTemplateOf(category, locale) };
}
