import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, buildStaff, buildSupplier, signedIn, type SignedIn } from '../../../../test/factories';
import { entranceTiles } from '../../content/content.tables';
import { API, buildProject } from './enrolment-test-support';

type Role = 'visitor' | 'hacker' | 'supplier' | 'owner' | 'otherCompany' | 'staff';
const ROLES: Role[] = ['visitor', 'hacker', 'supplier', 'owner', 'otherCompany', 'staff'];

/**
 * Role × call × owner (STYLE habit 3): every call of enrolment, participants, my projects,
 * recommendations and the third-party entrance, for each kind of caller. "owner" is the
 * company whose project it is; "otherCompany" a certified company that is not.
 */
const EXPECTED: Record<string, Record<Role, number>> = {
  'GET /project/hacker/signProject': { visitor: 401, hacker: 200, supplier: 200, owner: 403, otherCompany: 403, staff: 403 },
  'GET /project/getjoinperson': { visitor: 401, hacker: 403, supplier: 403, owner: 200, otherCompany: 403, staff: 403 },
  'POST /project/examinejoinperson': { visitor: 401, hacker: 404, supplier: 404, owner: 200, otherCompany: 404, staff: 404 },
  'GET /project/getMyProject': { visitor: 401, hacker: 200, supplier: 200, owner: 200, otherCompany: 200, staff: 200 },
  'GET /project/getpersonalprojectList': { visitor: 401, hacker: 200, supplier: 200, owner: 200, otherCompany: 200, staff: 200 },
  'GET /project/fetchRecommendProjectList': { visitor: 401, hacker: 200, supplier: 200, owner: 200, otherCompany: 200, staff: 200 },
  'GET /tpLogin/getRedirectUrl/{id}': { visitor: 401, hacker: 200, supplier: 200, owner: 200, otherCompany: 200, staff: 403 },
  'GET /tpLogin/keys': { visitor: 200, hacker: 200, supplier: 200, owner: 200, otherCompany: 200, staff: 200 },
};

describe(`who may call enrolment, participants, my projects and the entrance (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let callers: Record<Role, { call: TestApp['call'] }>;
  let owner: SignedIn;
  let tileId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, await buildCompany(t));
    callers = {
      visitor: t,
      hacker: await signedIn(t, await buildHacker(t)),
      supplier: await signedIn(t, await buildSupplier(t)),
      owner,
      otherCompany: await signedIn(t, await buildCompany(t)),
      staff: await signedIn(t, await buildStaff(t)),
    };
    const [tile] = await t.db.insert(entranceTiles).values({ nameZh: '合作平台', nameEn: 'Partner', url: 'https://partner.example/', thirdParty: true }).returning({ id: entranceTiles.publicId });
    tileId = tile!.id;
  });
  afterAll(() => t.close());

  /** A fresh pending participant of the owner's project (each approval uses one up). */
  async function pendingParticipant(): Promise<string> {
    const project = await buildProject(t, owner.id, { verifyType: 1, personType: 0 });
    const h = await signedIn(t, await buildHacker(t));
    await h.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${project.publicId}` });
    const list = await owner.call<{ data: { id: string }[] }>({ method: 'GET', url: `${API}/project/getjoinperson?id=${project.publicId}` });
    return list.body.ret.data[0]!.id;
  }

  async function statusOf(key: string, role: Role): Promise<number> {
    const who = callers[role];
    const project = await buildProject(t, owner.id, { personType: 0 });
    switch (key) {
      case 'GET /project/hacker/signProject':
        return (await who.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${project.publicId}` })).status;
      case 'GET /project/getjoinperson':
        return (await who.call({ method: 'GET', url: `${API}/project/getjoinperson?id=${project.publicId}` })).status;
      case 'POST /project/examinejoinperson':
        return (await who.call({ method: 'POST', url: `${API}/project/examinejoinperson`, payload: { id: await pendingParticipant() } })).status;
      case 'GET /tpLogin/getRedirectUrl/{id}':
        return (await who.call({ method: 'GET', url: `${API}/tpLogin/getRedirectUrl/${tileId}` })).status;
      default: {
        const [method, path] = key.split(' ') as ['GET', string];
        return (await who.call({ method, url: `${API}${path}` })).status;
      }
    }
  }

  for (const [key, expected] of Object.entries(EXPECTED)) {
    it(key, async () => {
      const actual: Record<string, number> = {};
      for (const role of ROLES) actual[role] = await statusOf(key, role);
      expect(actual).toEqual(expected);
    });
  }
});
