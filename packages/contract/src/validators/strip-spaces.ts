/**
 * Removes every whitespace character, including inside the value: certification
 * inputs (names, ID, card and credit numbers) are often pasted with spaces, tabs,
 * non-breaking or full-width spaces (U+3000) that no real value contains.
 */
export function stripSpaces(value: string): string {
  return value.replace(/[\s\u200b\u200c\u200d\u2060]+/g, '');
}

/** Alias of `stripSpaces`, the name the certification screens use. */
export const trimAll = stripSpaces;
