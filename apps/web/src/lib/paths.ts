/** Every API path the web app calls, relative to /web/v1. One place, so a rename is one edit. */
export const paths = {
  announcementList: '/announcement/list',
  announcementDetail: (id: number | string) => `/announcement/detail/${encodeURIComponent(String(id))}`,
  popupAnnouncement: '/getAnnouncement',
  carousel: '/fingure/list',
  entrances: '/platform/entrance/list',
  contactServices: '/contact/services',
  contactConfig: '/contact/config/detail',
  contactSendVerifySms: '/contact/sendVerifySms',
  contactAdd: '/contact/add',
} as const;
