// The whole Drizzle schema, gathered from the domains that own each table.
export * from '../domains/content/content.tables';
export * from '../domains/contact/contact.tables';
export * from '../messaging/messaging.tables';
export * from '../domains/identity/identity.tables';
export * from '../crypto/crypto.tables';
export * from '../domains/third-party/third-party.tables';
export * from '../files/files.tables';
export * from '../domains/certification/certification.tables';
export * from '../domains/audit/audit.tables';
export * from '../domains/admin/admin.tables';
export * from '../auth/totp/totp.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../platform/events/events.tables';
export * from '../platform/transitions/transitions.tables';
export * from '../domains/notifications/notifications.tables';
export * from '../domains/projects/projects.tables';
export * from '../domains/bugs/bugs.tables';
