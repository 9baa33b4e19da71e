import {
  CURRENCIES,
  HOLE_COLORS,
  PROJECT_SUB_TYPES,
  projectTypeOf,
  UNLIMITED_TESTERS,
  type HoleColor,
  type HoleLevelView,
  type ProjectEditForm,
  type ProjectPublishBody,
} from '@wardline/contract';
import { withSrcRestrictions, type HoleLevelRow, type WizardValues } from './wizard-values';

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * The wizard's values as the publish and update calls take them (spec 002 §3.1: flags
 * 1/0, start and end, the pool in yuan); an SRC project leaves out what it does not have.
 */
export function toPublishBody(values: WizardValues, draftId?: string): ProjectPublishBody {
  const v = withSrcRestrictions(values);
  const src = v.projectype === 'SecurityResponse';
  return {
    companyname: v.companyname,
    projectype: v.projectype,
    projectSubType: v.projectSubType,
    projectname: v.projectname,
    startime: v.startime ?? '',
    endtime: v.endtime ?? '',
    ...(src ? {} : { rewardpool: v.rewardpool, testnumber: v.testnumber === null ? UNLIMITED_TESTERS : v.testnumber, persontype: v.persontype, personlevel: v.personlevel }),
    hiderewardpool: flag(v.hiderewardpool),
    privatemode: flag(v.privatemode),
    rewardtype: v.currency,
    projectintroduce: v.projectintroduce,
    testrule: v.testrule,
    testrange: v.testrange,
    authorfile: v.authorfile ?? '',
    holeList: v.holeList.map((level) => ({ ...(level.holeCode ? { holeCode: level.holeCode } : {}), holeLevelName: level.holeLevelName, weight: level.weight, holeMoney: level.holeMoney, holeDescription: level.holeDescription, color: level.color })),
    verifytype: v.verifytype,
    bugAudit: flag(v.bugAudit),
    vpn: flag(v.vpn),
    ...(v.vpn ? { vpnUserName: v.vpnUserName, vpnPassword: v.vpnPassword } : {}),
    smsnotice: flag(v.smsAlert),
    retest: flag(v.retest),
    agreeRisk: v.agree ? 1 : 0,
    ...(draftId ? { draftId } : {}),
  } as ProjectPublishBody;
}

/** A level as the server shows it, back into the wizard's row. */
export function fromLevelView(level: HoleLevelView): HoleLevelRow {
  return { holeCode: level.holeCode || undefined, holeLevelName: level.holeLevelName, weight: level.weight, holeMoney: level.holeMoney, holeDescription: level.holeDescription, color: level.color };
}

/** GET /project/getupdateDetail's form, ready for the edit wizard; the risk notice is agreed again. */
export function fromEditForm(form: ProjectEditForm): WizardValues {
  return {
    companyname: form.companyname,
    projectype: form.projectype,
    projectSubType: form.projectSubType,
    projectname: form.projectname,
    startime: form.startime,
    endtime: form.endtime,
    rewardpool: form.rewardpool,
    hiderewardpool: form.hiderewardpool === 1,
    privatemode: form.privatemode === 1,
    currency: form.rewardtype,
    projectintroduce: form.projectintroduce,
    testrule: form.testrule,
    testrange: form.testrange,
    authorfile: form.authorfile || null,
    holeList: form.holeList.map(fromLevelView),
    testnumber: form.testnumber === UNLIMITED_TESTERS ? null : form.testnumber,
    verifytype: form.verifytype,
    persontype: form.persontype,
    personlevel: form.personlevel,
    bugAudit: form.bugAudit === 1,
    vpn: form.vpn === 1,
    vpnUserName: form.vpnUserName ?? '',
    vpnPassword: form.vpnPassword ?? '',
    smsAlert: form.smsnotice === 1,
    retest: form.retest === 1,
    agree: false,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const on = (value: unknown): boolean => value === 1 || value === '1' || value === true;
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/**
 * A kept draft's form (as it was sent, unchecked: it failed) back into the wizard. Whatever
 * does not fit is left at the fresh form's value, so a reopened draft always renders.
 */
export function fromDraftForm(form: Record<string, unknown>, fresh: (type: WizardValues['projectype']) => WizardValues): WizardValues {
  const type = projectTypeOf(text(form.projectype) || 'bugbounty');
  const base = fresh(type);
  const levels = Array.isArray(form.holeList)
    ? (form.holeList as Record<string, unknown>[]).map((level) => ({
        holeCode: text(level.holeCode) || undefined,
        holeLevelName: text(level.holeLevelName),
        weight: Number(level.weight) || 0,
        holeMoney: text(level.holeMoney) || '0',
        holeDescription: text(level.holeDescription),
        color: oneOf<HoleColor>(HOLE_COLORS, level.color, 'blue'),
      }))
    : base.holeList;
  const testnumber = form.testnumber === UNLIMITED_TESTERS ? null : Number.isInteger(Number(form.testnumber)) && form.testnumber !== undefined ? Number(form.testnumber) : base.testnumber;
  return withSrcRestrictions({
    ...base,
    companyname: text(form.companyname),
    projectSubType: oneOf(PROJECT_SUB_TYPES, form.projectSubType, base.projectSubType),
    projectname: text(form.projectname),
    startime: text(form.startime) || null,
    endtime: text(form.endtime) || null,
    rewardpool: text(form.rewardpool) || base.rewardpool,
    hiderewardpool: on(form.hiderewardpool),
    privatemode: on(form.privatemode),
    currency: oneOf(CURRENCIES, form.rewardtype, base.currency),
    projectintroduce: text(form.projectintroduce),
    testrule: text(form.testrule) || base.testrule,
    testrange: text(form.testrange),
    authorfile: text(form.authorfile) || null,
    holeList: levels.length > 0 ? levels : base.holeList,
    testnumber,
    verifytype: form.verifytype === 0 || form.verifytype === '0' ? 0 : 1,
    persontype: form.persontype === 2 || form.persontype === '2' ? 2 : base.persontype,
    personlevel: Math.min(4, Math.max(0, Number(form.personlevel) || 0)),
    bugAudit: form.bugAudit === undefined ? base.bugAudit : on(form.bugAudit),
    vpn: on(form.vpn),
    vpnUserName: text(form.vpnUserName),
    vpnPassword: text(form.vpnPassword),
    smsAlert: on(form.smsnotice),
    retest: on(form.retest),
    agree: false,
  });
}

