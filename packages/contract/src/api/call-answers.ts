import { z } from 'zod';
import { pageSchema } from '../envelope';
import { contactConfig } from '../schemas/contact';
import {
  adminAnnouncement,
  adminAnnouncementSummary,
  adminCarouselItem,
  adminContactMessage,
  adminContactService,
  adminEntranceTile,
  adminMe,
  auditEntry,
  richTextPreviewResult,
  totpSetupResult,
  totpStatus,
} from '../schemas/admin';
import {
  certificationSubmitResult,
  companyCertificationDetail,
  companyTypeResult,
  hackerCertificationDetail,
  privateUploadResult,
  supplierCertificationDetail,
} from '../schemas/certification';
import { profectUserResult } from '../schemas/third-party';
import type { CallDefinition } from './define-call';
import { messageCentreCalls } from './message-centre.schemas';
import { adminUsersCalls } from './admin-users.schemas';
import { adminCertificationsCalls } from './admin-certifications.schemas';
import { contactCalls, contentCalls } from './public-site.schemas';
import { thirdPartyCalls } from './third-party.schemas';
import { identityCalls } from './identity.schemas';

const none = z.null();
const text = z.string();

/** The four REST calls of a console collection whose rows look like `row`. */
function adminCollection(path: string, row: z.ZodType) {
  return {
    [`GET /admin/${path}`]: pageSchema(row),
    [`GET /admin/${path}/{id}`]: row,
    [`POST /admin/${path}`]: row,
    [`PUT /admin/${path}/{id}`]: row,
    [`DELETE /admin/${path}/{id}`]: none,
  };
}

/** The entries of calls declared with `declareCalls`: their answers are written once, in the declaration. */
function answersOf(api: Record<string, CallDefinition>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.values(api).map((call) => [`${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`, call.ret]));
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
  'POST /portal/uploadprivatefile': privateUploadResult,
  'POST /portal/uploadfile': text,
  'POST /user/hackerAuthentication': certificationSubmitResult,
  'POST /user/realnameCertification': certificationSubmitResult,
  'GET /user/hackerAuthentication/detail': hackerCertificationDetail,
  'POST /user/companyAuthentication': certificationSubmitResult,
  'POST /company/authentication/submit': certificationSubmitResult,
  'POST /company/authentication/update': certificationSubmitResult,
  'GET /company/authentication/detail': companyCertificationDetail,
  'GET /getCompanyInfo': companyCertificationDetail,
  'POST /user/supplierAuthentication': certificationSubmitResult,
  'POST /user/supplierAuthentication/info': supplierCertificationDetail,
  'GET /company/type': companyTypeResult,

  // Third-party sign-in and binding (spec 000 §7)
  'POST /portal/profectuser': profectUserResult,
  'POST /portal/profectuserali': profectUserResult,

  // Staff console (BRIEF §3)
  'GET /admin/me': adminMe,
  'GET /admin/me/totp': totpStatus,
  'POST /admin/me/totp/setup': totpSetupResult,
  'POST /admin/me/totp/enable': totpStatus,
  'POST /admin/me/totp/disable': totpStatus,
  'GET /admin/announcements': pageSchema(adminAnnouncementSummary),
  'POST /admin/announcements/preview': richTextPreviewResult,
  'GET /admin/announcements/{id}': adminAnnouncement,
  'POST /admin/announcements': adminAnnouncement,
  'PUT /admin/announcements/{id}': adminAnnouncement,
  'DELETE /admin/announcements/{id}': none,
  ...adminCollection('carousel', adminCarouselItem),
  ...adminCollection('entrances', adminEntranceTile),
  ...adminCollection('contact-services', adminContactService),
  'GET /admin/settings/contact': contactConfig,
  'PUT /admin/settings/contact': contactConfig,
  'GET /admin/contact-messages': pageSchema(adminContactMessage),
  'POST /admin/contact-messages/{id}/handle': adminContactMessage,
  'GET /admin/audit-log': pageSchema(auditEntry),
  'GET /admin/audit-log/{id}': auditEntry,

  // Calls declared once with declareCalls (the older entries above move there too).
  ...answersOf(messageCentreCalls),
  ...answersOf(adminUsersCalls),
  ...answersOf(adminCertificationsCalls),
  ...answersOf(thirdPartyCalls),
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
