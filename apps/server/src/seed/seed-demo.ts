import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seedAnnouncements } from './announcements';
import { seedContactContent } from './contact';
import { seedHomeContent } from './home';
import { seedDemoAccounts, type SeedAccountOptions } from './seed-demo-accounts';
import { seedDemoMessages } from './messages';
import { seedDemoCertifications } from './demo-certifications';
import { seedDemoProjects } from './demo-projects';
import { seedLedgerHistory } from './seed-scale-ledger';
import { seedDemoBugs } from './demo-bugs';
import { seedDemoAchievements } from './demo-achievements';
import type { FileStores } from '../files/file-store';

/** Any number that is ours alone (beside the migration lock's): serialises seeding across processes. */
const SEED_LOCK_KEY = 727_274_002;

/** Rows each kind of demo data added; all zero when the data was already there. */
export type SeedReport = { announcements: number; home: number; contact: number; messages: number; certifications: number; projects: number; bugs: number; achievements: number };

export type SeedOptions = SeedAccountOptions & {
  /** Where the demo certification records' documents and projects' authorisation files go (the app's stores); without them those are left out. */
  files?: FileStores;
};

/**
 * Fills an empty database with living demo content (BRIEF §5). Safe on every start and
 * from several processes at once: one transaction under an advisory lock, and each kind
 * is only inserted while its table is empty, so a second run, or a run after staff
 * edited the content, changes nothing.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    // Released with the transaction; a second process waits here, then finds the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedDemoAccounts(tx, options);
    const certifications = options.files ? await seedDemoCertifications(tx, { fieldEncryptionKey: options.fieldEncryptionKey, files: options.files }) : 0;
    // Projects carry an authorisation file, so they too need the stores.
    const projects = options.files ? await seedDemoProjects(tx, { fieldEncryptionKey: options.fieldEncryptionKey, files: options.files }) : 0;
    // Reports go into the running demo project, once.
    const bugs = options.files ? await seedDemoBugs(tx) : 0;
    // Their money as the flows would have moved it: escrowed pools, the bounty of the report awaiting payment, the refund of the ended project.
    if (options.files) await seedLedgerHistory(tx);
    const announcements = await seedAnnouncements(tx);
    return {
      announcements,
      home: await seedHomeContent(tx),
      contact: await seedContactContent(tx),
      messages: await seedDemoMessages(tx),
      certifications,
      projects,
      bugs,
      achievements: await seedDemoAchievements(tx),
    };
  });
}
