import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_TAGS, type BugDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { BUG_ID, bugDetail, comment, signIn } from './test-fixtures';
import BugDetailPage from './bug-detail-page';

/**
 * Stored XSS (issue 9 §7): a report whose every field carries a corpus of payloads, as if one
 * slipped past the server's sanitiser into storage. Each payload calls `window.__xss` if it
 * ever runs; the DOM must hold no script, no handler attribute and no javascript: address.
 */
const CORPUS = [
  '<script>window.__xss("script")</script>',
  '<img src=x onerror="window.__xss(\'img\')">',
  '<svg onload="window.__xss(\'svg\')"><script>window.__xss("svg-script")</script></svg>',
  '<svg><animate onbegin="window.__xss(\'animate\')" attributeName="x" dur="1s"></animate><a xlink:href="javascript:window.__xss(\'xlink\')"><text>x</text></a></svg>',
  '<a href="javascript:window.__xss(\'href\')">click</a>',
  '<a href="JaVaScRiPt&#58;window.__xss(\'entity\')">entity</a>',
  '<a href=" &#14; javascript:window.__xss(\'spaced\')">spaced</a>',
  '<iframe src="javascript:window.__xss(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>window.__xss(\'srcdoc\')</script>"></iframe>',
  '<object data="javascript:window.__xss(\'object\')"></object><embed src="javascript:window.__xss(\'embed\')">',
  '<form action="javascript:window.__xss(\'form\')"><button formaction="javascript:window.__xss(\'formaction\')">go</button></form>',
  '<body onload="window.__xss(\'body\')"><details open ontoggle="window.__xss(\'toggle\')">',
  '<div style="background:url(javascript:window.__xss(\'css\'))">css</div>',
  '<style>@import "javascript:window.__xss(\'import\')"; body{background:url("javascript:window.__xss(\'style\')")}</style>',
  '<p style="behavior:url(x.htc);-moz-binding:url(x.xml#xss)">binding</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(\'meta\')">',
  '<base href="javascript:window.__xss(\'base\')//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(\'mxss-noscript\')>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss(\'mxss-svg\')>">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss(\'mxss-math\')&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss(\'mxss-form\')>',
  '<img src="/web/v1/public-files/abc.png" onerror="window.__xss(\'upload\')">',
  '"><img src=x onerror=window.__xss(\'attr-break\')>',
  '{{constructor.constructor("window.__xss(\'template\')")()}}',
].join('\n');

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];

/** A report with the corpus in every field the server sends as text or HTML. */
function poisoned(): BugDetail {
  const base = bugDetail();
  const grade = { code: 'high', name: CORPUS, color: 'red' as const };
  return bugDetail({
    holenumber: CORPUS,
    holetitle: CORPUS,
    projectname: CORPUS,
    bugtypeName: CORPUS,
    cwe: CORPUS,
    holeGradeName: CORPUS,
    auditGrade: grade,
    confirmGrade: grade,
    endGrade: grade,
    gradeReason: CORPUS,
    appealReason: CORPUS,
    holeurl: CORPUS,
    holedescribe: CORPUS,
    holedanger: CORPUS,
    holedetail: CORPUS,
    repairpropose: CORPUS,
    judgeBasis: CORPUS,
    cvssVector: CORPUS,
    reporterName: CORPUS,
    reward: CORPUS,
    appealDeadline: new Date(Date.now() + 3_600_000).toISOString(),
    duplicateOf: { holenumber: CORPUS, grade, firstSeenAt: base.createtime },
    receipt: { ...base.receipt, holenumber: CORPUS, digest: CORPUS, prevDigest: CORPUS },
    history: base.history.map((h) => ({ ...h, reason: CORPUS, action: CORPUS })),
    levels: base.levels.map((l) => ({ ...l, holeLevelName: CORPUS })),
    actions: ['confirm', 'appeal', 'turnBack', 'recheck', 'update'],
  });
}

function assertNothingRuns(container: HTMLElement) {
  expect(window.__xss).not.toHaveBeenCalled();
  expect(container.querySelectorAll('script, iframe, object, embed, meta, base, noscript, style, math, details, body, button[formaction]').length).toBe(0);
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(attr.name.toLowerCase())) expect(value.startsWith('javascript:'), `${el.tagName} ${attr.name}=${attr.value}`).toBe(false);
      if (attr.name === 'style') expect(value, `${el.tagName} style`).not.toMatch(/javascript:|expression\(|behavior|binding|url\(/);
    }
  }
  // Inside the rendered rich text only the allow-list's tags are left.
  for (const rich of container.querySelectorAll('.wl-rich-text')) {
    for (const el of rich.querySelectorAll('*')) expect(RICH_TEXT_TAGS as readonly string[]).toContain(el.tagName.toLowerCase());
  }
}

declare global {
  interface Window {
    __xss: (where: string) => void;
  }
}

beforeEach(() => {
  window.__xss = vi.fn();
});
afterEach(() => {
  delete (window as Partial<Window>).__xss;
});

describe('a stored payload in every field never runs', () => {
  it.each(['company', 'hacker'] as const)('as the %s reads the report, its comments and its dialogs', async (usertype) => {
    signIn(usertype);
    const comments = [comment(1, { content: CORPUS, username: CORPUS, gradeName: CORPUS, personcard: 'javascript:window.__xss("avatar")' })];
    mockFetch(
      (url) => (url.pathname === '/web/v1/bugdetail' ? ok(poisoned()) : undefined),
      (url) => (url.pathname === '/web/v1/commentlist' ? ok({ data: comments, total: 1 }) : undefined),
    );
    const { container } = await renderWithProviders(<BugDetailPage />, { path: `/bugPage/detail/${BUG_ID}`, routePath: '/bugPage/detail/:id' });
    await screen.findByTestId('bug-detail');
    await screen.findByTestId('comment');

    // Plain fields are shown as the text they are, never parsed.
    expect(screen.getByTestId('bug-title').textContent).toBe(CORPUS);
    expect(screen.getByTestId('bug-describe').textContent).toBe(CORPUS);
    expect(screen.getByTestId('comment-content').textContent).toBe(CORPUS);
    expect(screen.getByTestId('grade-reason').textContent).toBe(CORPUS);
    // The rich fields keep their harmless text.
    expect(screen.getByTestId('bug-detail-html').textContent).toContain('click');
    assertNothingRuns(container);

    // The dialogs show level names and reasons too.
    fireEvent.click(screen.getByTestId('action-confirm'));
    await screen.findByTestId('confirm-final-warning');
    fireEvent.mouseDown(within(screen.getByTestId('confirm-grade')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelectorAll('[data-testid="grade-option"]').length).toBeGreaterThan(0));
    assertNothingRuns(document.body);
  });
});
