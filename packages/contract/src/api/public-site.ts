import { z } from 'zod';
import { pageSchema } from '../envelope';
import { announcementDetail, announcementIdParams, announcementListQuery, announcementSummary, carouselItem, entranceItem } from '../schemas/content';
import { contactAddBody, contactConfig, contactSendVerifySmsBody, contactService } from '../schemas/contact';
import { defineCall } from './define-call';

/**
 * What every visitor reads on the home page, the announcement pages and the service pages
 * (spec 000 §3, 002 §6). `publicCache`: the answer is the same for everyone, so the server
 * answers it from its public cache, emptied in every process when staff change content.
 */
export const contentApi = {
  announcementList: defineCall({
    method: 'GET',
    path: '/announcement/list',
    access: 'public',
    tag: 'public content',
    summary: 'Published announcements and activities, newest first; type 1 activities, 2 announcements, all when absent.',
    query: announcementListQuery,
    ret: pageSchema(announcementSummary),
    publicCache: true,
  }),
  announcementDetail: defineCall({
    method: 'GET',
    path: '/announcement/detail/:id',
    access: 'public',
    tag: 'public content',
    summary: 'One published announcement with its sanitised body.',
    params: announcementIdParams,
    ret: announcementDetail,
    publicCache: true,
  }),
  popupAnnouncement: defineCall({
    method: 'GET',
    path: '/getAnnouncement',
    access: 'public',
    tag: 'public content',
    summary: 'The newest published announcement flagged for the home-page popup, or null.',
    ret: announcementDetail.nullable(),
    publicCache: true,
  }),
  carousel: defineCall({ method: 'GET', path: '/fingure/list', access: 'public', tag: 'public content', summary: 'The home-page carousel in order.', ret: z.array(carouselItem), publicCache: true }),
  entrances: defineCall({ method: 'GET', path: '/platform/entrance/list', access: 'public', tag: 'public content', summary: 'The platform entrance tiles in order.', ret: z.array(entranceItem), publicCache: true }),
};

/** The contact-us form of the three company service pages (spec 002 §2.6, §3.7, §5.7). */
export const contactApi = {
  services: defineCall({ method: 'GET', path: '/contact/services', access: 'public', tag: 'contact', summary: 'The services a visitor can tick.', ret: z.array(contactService), publicCache: true }),
  config: defineCall({ method: 'GET', path: '/contact/config/detail', access: 'public', tag: 'contact', summary: 'WeChat QR image and phone of the footer and contact page.', ret: contactConfig, publicCache: true }),
  sendVerifySms: defineCall({ method: 'POST', path: '/contact/sendVerifySms', access: 'public', tag: 'contact', summary: 'SMS code for the contact form.', body: contactSendVerifySmsBody, ret: z.null(), success: 'codeSent' }),
  add: defineCall({ method: 'POST', path: '/contact/add', access: 'public', tag: 'contact', summary: 'Sends the contact form.', body: contactAddBody, ret: z.null(), success: 'contactSubmitted' }),
};
