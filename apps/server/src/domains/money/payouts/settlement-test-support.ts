import type { TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, buildStaff, signedIn, type SignedIn } from '../../../../test/factories';
import { certifiedHacker } from '../../trusted-auth/trusted-auth-test-support';
import { insertBug } from '../../bugs/bug-moves-test-support';
import { buildProject } from '../../projects/enrolment/enrolment-test-support';
import type { ProjectRow } from '../../projects/projects.tables';
import { transfer } from '../ledger/transfer';
import { fundCompany } from '../money-test-support';
import { payBounty } from '../pay-bounty';

export type SettlementWorld = {
  company: SignedIn;
  /** Staff holding finance only. */
  finance: SignedIn;
  /** Staff without finance. */
  auditor: SignedIn;
  /** A hacker certified through the real-name form: a bank card to pay to. */
  payee: SignedIn;
  /** A hacker without a real-name certification: no card. */
  cardless: SignedIn;
  project: ProjectRow;
};

/** The people of a settlement and a running project with a funded pool of 100,000 yuan. */
export async function buildSettlementWorld(t: TestApp): Promise<SettlementWorld> {
  const company = await signedIn(t, await buildCompany(t));
  const project = await buildProject(t, company.id, { state: 'doing', rewardPoolFen: 10_000_000, highRewardFen: 1_000_000, name: '结算测试项目' });
  await fundCompany(t, company.id, 10_000_000);
  await transfer(t.ctx, {
    key: `escrow:${project.id}`,
    kind: 'escrow',
    currency: 'rmb',
    entries: [{ account: { kind: 'companyBalance', ownerId: company.id }, amountFen: -10_000_000 }, { account: { kind: 'projectPool', projectId: project.id, companyId: company.id }, amountFen: 10_000_000 }],
  });
  const payee = await certifiedHacker(t);
  return {
    company,
    finance: await signedIn(t, await buildStaff(t, { permissions: ['finance'] })),
    auditor: await signedIn(t, await buildStaff(t, { permissions: ['projectAudit'] })),
    payee: await signedIn(t, { ...payee, phone: null, email: null, password: '' }),
    cardless: await signedIn(t, await buildHacker(t)),
    project,
  };
}

/** A report of `hacker` that reached paying and was paid `fen` from the pool (as the bugs event would). */
export async function paidReport(t: TestApp, w: SettlementWorld, hacker: { id: number }, fen: number) {
  const bug = await insertBug(t, w.project.publicId, hacker, { state: 'paying', endGrade: 'high', rewardFen: fen });
  const paid = await payBounty(t.ctx, bug.id);
  if (paid?.grossFen !== fen) throw new Error(`expected ${fen} paid, got ${paid?.grossFen}`);
  return bug;
}
