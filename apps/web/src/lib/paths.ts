/** Every API path the web app calls, relative to /web/v1. One place, so a rename is one edit. */
export const paths = {
  // Public content and the contact form: contentApi and contactApi in the contract (callApi).

  // Identity (spec 000 §7): identityApi in the contract (callApi).

  privateFile: '/findPrivateFile',

  // Staff console (BRIEF §3: /admin/<things>, /admin/<things>/{id}, /admin/<things>/{id}/<action>).
  admin: {
    me: '/admin/me',
    collection: (things: AdminCollection) => `/admin/${things}`,
    item: (things: AdminCollection, id: number) => `/admin/${things}/${encodeURIComponent(String(id))}`,
    action: (things: AdminCollection, id: number, action: string) => `/admin/${things}/${encodeURIComponent(String(id))}/${action}`,
    announcementPreview: '/admin/announcements/preview',
    contactSettings: '/admin/settings/contact',
    totp: '/admin/me/totp',
    totpSetup: '/admin/me/totp/setup',
    totpEnable: '/admin/me/totp/enable',
    totpDisable: '/admin/me/totp/disable',
  },

  // Certification (spec 000 §7, 002 §7): uploads, the three forms, their prefill.
  uploadPrivateFile: '/portal/uploadprivatefile',
  uploadFile: '/portal/uploadfile',
  hackerAuthentication: '/user/hackerAuthentication',
  hackerAuthenticationDetail: '/user/hackerAuthentication/detail',
  companyAuthenticationSubmit: '/company/authentication/submit',
  companyAuthenticationUpdate: '/company/authentication/update',
  companyAuthenticationDetail: '/company/authentication/detail',
  supplierAuthentication: '/user/supplierAuthentication',
  supplierAuthenticationInfo: '/user/supplierAuthentication/info',

  // Third-party completion screens (the other third-party calls are declared in the contract: thirdPartyApi).
  profectUser: '/portal/profectuser',
  profectUserAli: '/portal/profectuserali',
} as const;

/** The console's REST collections. */
export type AdminCollection =
  | 'certifications'
  | 'users'
  | 'announcements'
  | 'carousel'
  | 'entrances'
  | 'contact-services'
  | 'contact-messages'
  | 'audit-log';
