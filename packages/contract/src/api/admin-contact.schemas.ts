import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import { contactConfig } from '../schemas/contact';
import { adminContactMessage, adminContactMessageListQuery, adminContactSettingsBody } from '../schemas/admin';
import { withSchemas } from './define-call';
import { adminContactApi } from './admin-contact';

export const adminContactSchemas = {
  settings: { ret: contactConfig },
  saveSettings: { body: adminContactSettingsBody, ret: contactConfig },
  messages: { query: adminContactMessageListQuery, ret: pageSchema(adminContactMessage) },
  handleMessage: { params: publicIdParams, ret: adminContactMessage },
};

export const adminContactCalls = withSchemas(adminContactApi, adminContactSchemas);
