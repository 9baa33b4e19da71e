import { randomUUID } from 'node:crypto';
import type { AdminFundingItem } from '@wardline/contract';
import { apiCall } from './api';
import { tinyPng } from './images';

export type ProjectView = { id: string; states: string; operation?: string };

/** The project as its owner's detail call answers it. */
export async function projectState(baseUrl: string, token: string, id: string): Promise<string> {
  const project = await apiCall<ProjectView>(baseUrl, token, 'GET', `/project/getProjectdetail?id=${encodeURIComponent(id)}`);
  return project.states;
}

/** Publishes a bug-bounty project through the calls the wizard makes: the authorisation file uploaded, the template's levels. */
export async function publishByApi(baseUrl: string, token: string, fields: Record<string, unknown>): Promise<ProjectView> {
  const form = new FormData();
  form.append('projectAuthorizationFile', new Blob([new Uint8Array(tinyPng(32))], { type: 'image/png' }), 'authorisation.png');
  const authorfile = await apiCall<string | Record<string, string>>(baseUrl, token, 'POST', '/portal/uploadprivatefile', form);
  const levels = await apiCall<Record<string, unknown>[]>(baseUrl, token, 'GET', '/bug/template');
  return apiCall<ProjectView>(baseUrl, token, 'POST', '/project/publish', {
    projectype: 'bugbounty',
    rewardpool: '5000',
    authorfile: typeof authorfile === 'string' ? authorfile : Object.values(authorfile).at(-1),
    holeList: levels,
    testnumber: 30,
    verifytype: 1,
    persontype: 1,
    personlevel: 0,
    agreeRisk: 1,
    ...fields,
  });
}

/**
 * An approved bug-bounty project waits in `audited` until its company's balance covers pool and
 * fee: finance staff record the company's bank transfer of what is missing, and the deposit's job
 * escrows it (issue 10 §1). Nothing is recorded when the project is not waiting.
 */
export async function fundByDeposit(baseUrl: string, staffToken: string, projectId: string): Promise<void> {
  const waiting = await apiCall<{ data: AdminFundingItem[] }>(baseUrl, staffToken, 'GET', '/admin/money/funding?page=1&size=100');
  const item = waiting.data.find((p) => p.id === projectId);
  if (!item) return;
  await apiCall(baseUrl, staffToken, 'POST', '/admin/money/deposits', {
    requestId: randomUUID(),
    companyId: item.company.id,
    currency: item.currency,
    amount: item.short,
    bankReference: `E2E-${Date.now()}`,
    note: '',
  });
}
