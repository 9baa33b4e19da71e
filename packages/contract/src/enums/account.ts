import { CONTACT_SEX } from '../schemas/contact';
import { codesOf, numericEnum, stringEnum, type LabelTable } from './define';

/** Sex: 1 male, 2 female (the contact form's CONTACT_SEX, re-used). */
export const SEXES = CONTACT_SEX;
export type Sex = (typeof SEXES)[keyof typeof SEXES];
export const sexSchema = numericEnum(codesOf(SEXES));
export const sexLabels: LabelTable<Sex> = {
  1: { zh: '男', en: 'Male' },
  2: { zh: '女', en: 'Female' },
};

/** Trusted authentication `fieldList`: the fields a hacker is good at. */
export const TRUSTED_AUTH_FIELDS = { webSecurity: 1, app: 2, lot: 3, internetOfThings: 4, operating: 5, http: 6 } as const;
export type TrustedAuthField = (typeof TRUSTED_AUTH_FIELDS)[keyof typeof TRUSTED_AUTH_FIELDS];
export const trustedAuthFieldSchema = numericEnum(codesOf(TRUSTED_AUTH_FIELDS));
export const trustedAuthFieldLabels: LabelTable<TrustedAuthField> = {
  1: { zh: 'Web安全', en: 'Web security' },
  2: { zh: 'APP安全', en: 'App security' },
  3: { zh: 'LOT', en: 'LOT' },
  4: { zh: '物联网安全', en: 'Internet of things' },
  5: { zh: '操作系统安全', en: 'Operating systems' },
  6: { zh: 'HTTP协议', en: 'HTTP' },
};

/** `/hackCred/privateFileSign` type: which document the hacker signs. */
export const PRIVATE_FILE_SIGN_TYPES = { confidentialityPledge: 2, testPledge: 3, commitment: 4 } as const;
export type PrivateFileSignType = (typeof PRIVATE_FILE_SIGN_TYPES)[keyof typeof PRIVATE_FILE_SIGN_TYPES];
export const privateFileSignTypeSchema = numericEnum(codesOf(PRIVATE_FILE_SIGN_TYPES));
export const privateFileSignTypeLabels: LabelTable<PrivateFileSignType> = {
  2: { zh: '个人保密承诺书', en: 'Personal confidentiality pledge' },
  3: { zh: '测试承诺书', en: 'Test pledge' },
  4: { zh: '网络安全法学习承诺', en: 'Cyber security law commitment' },
};

/**
 * The five ordered steps of trusted authentication. The spec's readings differ on
 * which signing tab holds which pledge; the order below is the first reading.
 */
export const TRUSTED_AUTH_STEPS = ['materials', 'confidentialityPledge', 'testPledge', 'commitment', 'complete'] as const;
export type TrustedAuthStep = (typeof TRUSTED_AUTH_STEPS)[number];
export const trustedAuthStepLabels: LabelTable<TrustedAuthStep> = {
  materials: { zh: '提交材料', en: 'Materials' },
  confidentialityPledge: { zh: '保密承诺', en: 'Confidentiality agreement' },
  testPledge: { zh: '测试承诺', en: 'Test commitment' },
  commitment: { zh: '安全学习', en: 'Security learning' },
  complete: { zh: '完成', en: 'Complete' },
};

/** The document signed on each signing step. */
export const TRUSTED_AUTH_STEP_SIGN_TYPE = {
  confidentialityPledge: PRIVATE_FILE_SIGN_TYPES.confidentialityPledge,
  testPledge: PRIVATE_FILE_SIGN_TYPES.testPledge,
  commitment: PRIVATE_FILE_SIGN_TYPES.commitment,
} as const satisfies Partial<Record<TrustedAuthStep, PrivateFileSignType>>;

/** Message `msgStatus`. */
export const MESSAGE_STATUSES = ['unread', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const messageStatusSchema = stringEnum(MESSAGE_STATUSES);
export const messageStatusLabels: LabelTable<MessageStatus> = {
  unread: { zh: '未读', en: 'Unread' },
  read: { zh: '已读', en: 'Read' },
};

/** `/editMessageConfig` type: which setting row is switched. */
export const MESSAGE_CONFIG_TYPES = { mode: 1, language: 2, content: 3 } as const;
export type MessageConfigType = (typeof MESSAGE_CONFIG_TYPES)[keyof typeof MESSAGE_CONFIG_TYPES];
export const messageConfigTypeSchema = numericEnum(codesOf(MESSAGE_CONFIG_TYPES));
export const messageConfigTypeLabels: LabelTable<MessageConfigType> = {
  1: { zh: '通知方式', en: 'Channels' },
  2: { zh: '通知语言', en: 'Language' },
  3: { zh: '通知内容', en: 'Content' },
};

/** Message config `languageType`: the language notifications are sent in. */
export const MESSAGE_LANGUAGE_TYPES = { zh: 0, en: 1 } as const;
export type MessageLanguageType = (typeof MESSAGE_LANGUAGE_TYPES)[keyof typeof MESSAGE_LANGUAGE_TYPES];
export const messageLanguageTypeSchema = numericEnum(codesOf(MESSAGE_LANGUAGE_TYPES));
