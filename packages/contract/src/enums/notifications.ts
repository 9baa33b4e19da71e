import type { LabelTable } from './define';

/**
 * Where a notification can go besides the message centre (spec 000 §3 "Message config":
 * modeConfigVos). The numeric ids are what `/editMessageConfig` sends as `id` with type 1.
 */
export const NOTIFICATION_CHANNELS = ['sms', 'email', 'dingtalk'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelIds: Readonly<Record<NotificationChannel, number>> = { sms: 1, email: 2, dingtalk: 3 };
export const notificationChannelLabels: LabelTable<NotificationChannel> = {
  sms: { zh: '短信', en: 'SMS' },
  email: { zh: '邮件', en: 'Email' },
  dingtalk: { zh: '钉钉', en: 'DingTalk' },
};

/**
 * What a notification is about (contentConfigVos): each can be switched off for SMS, mail
 * and DingTalk; the message centre always keeps it. Ids are what `/editMessageConfig`
 * sends with type 3. A topic is listed once something on the platform sends it.
 */
export const NOTIFICATION_TOPICS = ['certification', 'announcement', 'project', 'community'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const notificationTopicIds: Readonly<Record<NotificationTopic, number>> = { certification: 1, announcement: 2, project: 3, community: 4 };
export const notificationTopicLabels: LabelTable<NotificationTopic> = {
  certification: { zh: '认证审核结果通知', en: 'Certification review results' },
  announcement: { zh: '平台公告通知', en: 'Platform announcements' },
  project: { zh: '项目进度通知', en: 'Project updates' },
  community: { zh: '团队与成就通知', en: 'Teams and achievements' },
};
/** A new account hears about its certification by SMS and mail, but not about every announcement. */
export const NOTIFICATION_TOPIC_DEFAULTS: Readonly<Record<NotificationTopic, boolean>> = { certification: true, announcement: false, project: true, community: false };
