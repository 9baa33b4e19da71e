// The whole Drizzle schema, gathered from the domains that own each table.
export * from '../domains/content/content.tables';
export * from '../domains/contact/contact.tables';
export * from '../messaging/messaging.tables';
export * from '../domains/identity/identity.tables';
export * from '../crypto/crypto.tables';
