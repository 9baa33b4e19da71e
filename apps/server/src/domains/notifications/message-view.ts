import type { Locale, NewsItem } from '@wardline/contract';
import { messages } from './notifications.tables';
import { isTemplateId, renderTemplate, type TemplateParams } from './templates';

/** The columns a message answer needs (never the serial id or the person's id). */
export const messageColumns = {
  publicId: messages.publicId,
  template: messages.template,
  params: messages.params,
  url: messages.url,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};

type MessageRow = { publicId: string; template: string; params: Record<string, unknown>; url: string | null; readAt: Date | null; createdAt: Date };

/** Spec 000 §3 "Message", its text in the reader's language. */
export function toNewsItem(row: MessageRow, locale: Locale): NewsItem {
  return {
    id: row.publicId,
    msgStatus: row.readAt ? 'read' : 'unread',
    msgContent: isTemplateId(row.template) ? renderTemplate(row.template, row.params as TemplateParams, locale).text : '',
    url: row.url,
    createTime: row.createdAt.toISOString(),
  };
}
