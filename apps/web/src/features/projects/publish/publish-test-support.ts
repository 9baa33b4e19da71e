import { DEFAULT_HOLE_LEVELS, type HoleLevelView } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, type Reply } from '@/test/render';
import { emptyValues, localDraft, type WizardValues } from './wizard-values';
import { DEFAULT_TEST_RULES } from './templates';
import { fromLevelView } from './to-payload';

export const AUTHOR_FILE = `pf_${'P'.repeat(32)}`;
/** The first bytes of a PDF and a PNG: enough for the browser-side type check. */
export const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x31]);
export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export const TEMPLATE: HoleLevelView[] = DEFAULT_HOLE_LEVELS.map((level) => ({
  holeCode: level.holeCode,
  holeLevelName: level.name.zh,
  holeMoney: '0.00',
  holeDescription: level.description.zh,
  weight: level.weight,
  color: level.color,
}));

export function signInCompany(status = 'certification', username = '示例科技') {
  setSessionValue('jwtToken', 'sess-company-1');
  setSessionValue('usertype', 'company');
  setSessionValue('username', username);
  setSessionValue('userStatus', status);
}

/** A complete bug bounty form, starting tomorrow for 20 days, 1000 yuan, the four default levels with rewards. */
export function completeValues(over: Partial<WizardValues> = {}): WizardValues {
  const start = new Date(Date.now() + 24 * 3600_000);
  const end = new Date(start.getTime() + 20 * 24 * 3600_000);
  const levels = TEMPLATE.map(fromLevelView).map((level, i) => ({ ...level, holeMoney: String([800, 400, 100, 20][i]) }));
  return {
    ...emptyValues('bugbounty', DEFAULT_TEST_RULES.zh, levels),
    companyname: '示例科技有限公司',
    projectname: '示例商城众测',
    startime: start.toISOString(),
    endtime: end.toISOString(),
    rewardpool: '1000',
    projectintroduce: '电商主站与移动端接口的安全测试',
    testrange: 'https://shop.example.com',
    authorfile: AUTHOR_FILE,
    ...over,
  };
}

/** Publish mode's local storage, as a company left it between steps. */
export function keepLocally(values: WizardValues, step = 0, owner = '示例科技') {
  localDraft.write(owner, step, values);
}

type Handlers = {
  status?: string;
  companyType?: number;
  publish?: (body: unknown, path: string) => Reply;
  extra?: (url: URL, init: RequestInit | undefined) => Reply | undefined;
};

/** The calls the wizard makes, answered as the server would. */
export function serveWizard({ status = 'certification', companyType = 0, publish, extra }: Handlers = {}) {
  return mockFetch(
    (url, init) => extra?.(url, init),
    (url, init) => {
      const path = url.pathname.replace('/web/v1', '');
      if (path === '/find/userstatus') return ok({ status, teamApply: 0, teamMenu: false, username: '示例科技', usertype: 'company' });
      if (path === '/bug/template') return ok(TEMPLATE);
      if (path === '/company/type') return ok({ companyType });
      if (path === '/project/draft/list') return ok([]);
      if (path === '/portal/uploadprivatefile' && init?.method === 'POST') return ok(AUTHOR_FILE, '上传成功');
      if (init?.method === 'POST' && /^\/project\/(publish|src\/publish|updateprojectDetail|updatesrcprojectDetail)$/.test(path)) {
        const body = JSON.parse(String(init.body));
        return publish ? publish(body, path) : ok({ id: 'prj_new1', states: 'unaudited' }, '发布成功，请等待平台审核');
      }
      return undefined;
    },
  );
}
