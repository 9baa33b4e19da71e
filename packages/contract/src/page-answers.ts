import { ANNOUNCEMENT_PAGE_SIZE } from './constants/public-site';
import { callPath, queryString, type CallRoute } from './api/define-call';
import { contentApi } from './api/public-site';

/**
 * A public answer a page asks for as it opens. The server puts it inside the page's HTML
 * (both languages), so the page needs no round trip for it; only calls whose answer is the
 * same for everyone (`publicCache`) qualify. `params` name the page's path parameters the
 * call takes, `query` what the page sends, as the web app builds it (`queryString`).
 */
export type PageAnswer = {
  readonly call: CallRoute & { readonly publicCache: true };
  readonly params?: readonly string[];
  readonly query?: Readonly<Record<string, string | number>>;
  /** The image the page shows largest first, if this answer names it: fetched with the HTML, first. */
  readonly leadImage?: (ret: unknown) => string | null;
};

/** The first banner's image, when it is one of ours (a path on this site). */
function firstBanner(ret: unknown): string | null {
  const path = Array.isArray(ret) ? (ret[0] as { fingurePath?: unknown } | undefined)?.fingurePath : undefined;
  return typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : null;
}

const home: readonly PageAnswer[] = [{ call: contentApi.carousel, leadImage: firstBanner }, { call: contentApi.entrances }, { call: contentApi.popupAnnouncement }];

/** By the page's route (react-router syntax): the answers it asks for first. */
export const PAGE_ANSWERS: Readonly<Record<string, readonly PageAnswer[]>> = {
  '/': home,
  '/index': home,
  '/announcement': [{ call: contentApi.announcementList, query: { page: 1, size: ANNOUNCEMENT_PAGE_SIZE } }],
  '/announcement/detail/:id': [{ call: contentApi.announcementDetail, params: ['id'] }],
};

/** Where an answer is asked for, under /web/v1: the address the web app's request for it has. */
export function pageAnswerAddress(answer: PageAnswer, pathParams: Readonly<Record<string, string>>): string {
  const params = Object.fromEntries((answer.params ?? []).map((name) => [name, pathParams[name] ?? '']));
  return `${callPath(answer.call, params)}${queryString(answer.query)}`;
}
