import type { z } from 'zod';
import type { CallDefinition } from './define-call';
import { messageCentreCalls } from './message-centre.schemas';
import { adminUsersCalls } from './admin-users.schemas';
import { adminCertificationsCalls } from './admin-certifications.schemas';
import { contactCalls, contentCalls } from './public-site.schemas';
import { thirdPartyCalls } from './third-party.schemas';
import { filesCalls } from './files.schemas';
import { certificationCalls } from './certification.schemas';
import { adminMeCalls } from './admin-me.schemas';
import { adminAnnouncementsCalls, adminCarouselCalls, adminContactServicesCalls, adminEntrancesCalls } from './admin-content.schemas';
import { adminContactCalls } from './admin-contact.schemas';
import { adminAuditCalls } from './admin-audit.schemas';
import { identityCalls } from './identity.schemas';
import { adminProjectsCalls, projectsCalls } from './projects.schemas';
import { adminBugsCalls, bugsCalls, srcBugsCalls } from './bugs.schemas';
import { projectEntranceCalls } from './project-entrance.schemas';
import { trustedAuthCalls } from './trusted-auth.schemas';
import { adminTrustedAuthCalls } from './admin-trusted-auth.schemas';
import { accountCalls } from './account.schemas';
import { adminMoneyCalls, moneyCalls } from './money.schemas';
import { adminRightsCalls, reputationCalls } from './reputation.schemas';
import { teamsCalls } from './teams.schemas';
import { achievementsCalls, adminAchievementsCalls } from './achievements.schemas';

/** The entries of calls declared with `declareCalls`: their answers are written once, in the declaration. Downloads answer bytes, not an envelope: none. */
function answersOf(api: Record<string, CallDefinition>): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.values(api).flatMap((call) => (call.ret ? [[`${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`, call.ret]] : [])),
  );
}

/**
 * What `ret` of a successful answer looks like, per call (`METHOD /path` under /web/v1,
 * `{name}` for a path parameter). The server's routes declare the same schemas (a server
 * test checks every entry against the route), and the web tests' fake `fetch` refuses a
 * canned answer that does not match, so a fake can never drift from the real API.
 */
export const callAnswers: Record<string, z.ZodType> = {
  // Public content (spec 000 §3, 002 §6)
  ...answersOf(contentCalls),
  ...answersOf(contactCalls),

  // Identity (spec 000 §7) and the account centre's sessions
  ...answersOf(identityCalls),

  // Files and certification (spec 000 §7, 002 §7)
  ...answersOf(filesCalls),
  ...answersOf(certificationCalls),

  // Staff console (BRIEF §3)
  ...answersOf(adminMeCalls),
  ...answersOf(adminAnnouncementsCalls),
  ...answersOf(adminCarouselCalls),
  ...answersOf(adminEntrancesCalls),
  ...answersOf(adminContactServicesCalls),
  ...answersOf(adminContactCalls),
  ...answersOf(adminAuditCalls),

  // Message centre, console users and certifications, third-party sign-in
  ...answersOf(messageCentreCalls),
  ...answersOf(adminUsersCalls),
  ...answersOf(adminCertificationsCalls),
  ...answersOf(thirdPartyCalls),

  // Projects (spec 002 §7, 001 §7, 000 §4) and their audit in the console
  ...answersOf(projectsCalls),
  ...answersOf(adminProjectsCalls),
  ...answersOf(bugsCalls),
  ...answersOf(srcBugsCalls),
  ...answersOf(adminBugsCalls),
  ...answersOf(projectEntranceCalls),

  // Trusted and payment authentication (spec 001 §7) and its review in the console
  ...answersOf(trustedAuthCalls),
  ...answersOf(adminTrustedAuthCalls),

  // The account centre (spec 001 §7 Account)
  ...answersOf(accountCalls),
  // Money (issue 10 §1–2): the account header, statements, the payout callback, and the console's finance pages
  ...answersOf(moneyCalls),
  ...answersOf(adminMoneyCalls),
  // Points, levels and leaderboards (spec 001 §2, §7) and rights levels in the console
  ...answersOf(reputationCalls),
  ...answersOf(adminRightsCalls),
  ...answersOf(teamsCalls),
  ...answersOf(achievementsCalls),
  ...answersOf(adminAchievementsCalls),
};

const compiled = Object.entries(callAnswers).map(([key, schema]) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);
  return { key, method, pattern, schema };
});

/** The catalogue entry of a call (`path` relative to /web/v1, without the query), or undefined when there is none. */
export function findCallAnswer(method: string, path: string): { key: string; schema: z.ZodType } | undefined {
  const upper = method.toUpperCase();
  return compiled.find((c) => c.method === upper && c.pattern.test(path));
}
