import type { Currency, HoleColor, ProjectSubType, ProjectType } from '@wardline/contract';

/** One vulnerability level as the wizard edits it: the reward in yuan text, as typed. */
export type HoleLevelRow = {
  holeCode?: string;
  holeLevelName: string;
  weight: number;
  holeMoney: string;
  holeDescription: string;
  color: HoleColor;
};

/**
 * Everything the four steps collect, in the payload's names (spec 002 §3.1). Dates are
 * ISO strings and the pool yuan text, so the whole form survives local storage between
 * steps (publish mode) unchanged.
 */
export type WizardValues = {
  companyname: string;
  projectype: ProjectType;
  projectSubType: ProjectSubType;
  projectname: string;
  startime: string | null;
  endtime: string | null;
  rewardpool: string;
  hiderewardpool: boolean;
  privatemode: boolean;
  currency: Currency;
  projectintroduce: string;
  testrule: string;
  testrange: string;
  authorfile: string | null;
  holeList: HoleLevelRow[];
  /** null = unlimited. */
  testnumber: number | null;
  verifytype: 0 | 1;
  persontype: 0 | 1 | 2;
  personlevel: number;
  bugAudit: boolean;
  vpn: boolean;
  vpnUserName: string;
  vpnPassword: string;
  smsAlert: boolean;
  retest: boolean;
  agree: boolean;
};

export const STEP_ONE_FIELDS = [
  'companyname',
  'projectype',
  'projectSubType',
  'projectname',
  'startime',
  'endtime',
  'rewardpool',
  'hiderewardpool',
  'privatemode',
  'currency',
  'projectintroduce',
  'testrule',
  'testrange',
  'authorfile',
  'holeList',
] as const satisfies readonly (keyof WizardValues)[];

/** A fresh form of a type: bug bounty starts with 30 testers and the platform's triage; SRC with the spec's fixed values (§4). */
export function emptyValues(type: ProjectType, testrule: string, holeList: HoleLevelRow[]): WizardValues {
  const src = type === 'SecurityResponse';
  return {
    companyname: '',
    projectype: type,
    projectSubType: 'web',
    projectname: '',
    startime: null,
    endtime: null,
    rewardpool: src ? '0' : '',
    hiderewardpool: false,
    privatemode: false,
    currency: 'rmb',
    projectintroduce: '',
    testrule,
    testrange: '',
    authorfile: null,
    holeList: src ? holeList.map((level) => ({ ...level, holeMoney: '0' })) : holeList,
    testnumber: src ? null : 30,
    verifytype: 1,
    persontype: src ? 0 : 1,
    personlevel: 0,
    bugAudit: !src,
    vpn: false,
    vpnUserName: '',
    vpnPassword: '',
    smsAlert: false,
    retest: false,
    agree: false,
  };
}

/** The SRC restrictions of spec 002 §4, applied whatever the form held: no reward, unlimited testers, no triage, no VPN, no hidden name. */
export function withSrcRestrictions(values: WizardValues): WizardValues {
  if (values.projectype !== 'SecurityResponse') return values;
  return {
    ...values,
    rewardpool: '0',
    hiderewardpool: false,
    privatemode: false,
    holeList: values.holeList.map((level) => ({ ...level, holeMoney: '0' })),
    testnumber: null,
    personlevel: 0,
    persontype: 0,
    bugAudit: false,
    vpn: false,
    vpnUserName: '',
    vpnPassword: '',
  };
}

const DRAFT_KEY = 'wardline:publish-project';

/** Publish mode keeps the whole form in local storage between steps (spec 002 §2.1), per account. */
export const localDraft = {
  read(owner: string): { step: number; values: WizardValues } | null {
    try {
      const raw = localStorage.getItem(DRAFT_KEY);
      if (!raw) return null;
      const stored = JSON.parse(raw) as { owner: string; step: number; values: WizardValues };
      return stored.owner === owner && stored.values ? { step: stored.step, values: stored.values } : null;
    } catch {
      return null;
    }
  },
  write(owner: string, step: number, values: WizardValues): void {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, step, values }));
  },
  clear(): void {
    localStorage.removeItem(DRAFT_KEY);
  },
};
