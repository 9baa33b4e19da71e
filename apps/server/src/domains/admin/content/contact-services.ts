import { asc } from 'drizzle-orm';
import type { AdminContactService } from '@wardline/contract';
import { contactServices } from '../../contact/contact.tables';
import { managedCollection } from './managed-collection';

type Input = Omit<AdminContactService, 'id'>;

/**
 * /admin/contact-services: what the contact form offers. Messages keep the ids they
 * were sent with; a deleted service just drops out of their service names.
 */
export const contactServiceCollection = managedCollection<typeof contactServices.$inferSelect, Input, AdminContactService>({
  table: contactServices,
  targetType: 'contactService',
  orderBy: [asc(contactServices.sortOrder), asc(contactServices.id)],
  toView: ({ id: _serial, publicId, ...row }) => ({ ...row, id: publicId }),
  toValues: (input) => ({ ...input }),
});
