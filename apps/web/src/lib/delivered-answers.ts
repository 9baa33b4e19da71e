/** Where the server puts the public answers a page asks for first (server: plugins/page-html.ts). */
export const DELIVERED_ANSWERS_ID = 'wl-answers';

type Delivered = Record<string, Record<string, unknown>>;

let delivered: Delivered | null | undefined;

function read(): Delivered | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(DELIVERED_ANSWERS_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as Delivered) : null;
  } catch {
    return null;
  }
}

/**
 * The envelope the server delivered inside the page's HTML for `GET address` (under /web/v1)
 * in `locale` (contract PAGE_ANSWERS: public answers, the same for everyone), so the page's
 * first request for it needs no round trip. Each is handed out once: a refetch, or the same
 * call from a later page, asks the server.
 */
export function takeDeliveredAnswer(locale: string, address: string): unknown {
  if (delivered === undefined) delivered = read();
  const answers = delivered?.[locale];
  if (!answers || !Object.hasOwn(answers, address)) return undefined;
  const answer = answers[address];
  delete answers[address];
  return answer;
}

/** Tests: read the block again (a new page). */
export function forgetDeliveredAnswers(): void {
  delivered = undefined;
}
