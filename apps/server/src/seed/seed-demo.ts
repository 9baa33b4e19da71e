import { eq, sql } from 'drizzle-orm';
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
import { siteSettings } from '../domains/contact/contact.tables';

/** Any number that is ours alone (beside the migration lock's): serialises seeding across processes. */
const SEED_LOCK_KEY = 727_274_002;

/** Rows each kind of demo data added; all zero when the data was already there. */
export type SeedReport = { announcements: number; home: number; contact: number; messages: number; certifications: number; projects: number; bugs: number; achievements: number };

const NOTHING_ADDED: SeedReport = { announcements: 0, home: 0, contact: 0, messages: 0, certifications: 0, projects: 0, bugs: 0, achievements: 0 };

/** The `site_settings` row that records which seed last ran over the database. */
export const SEED_MARKER_KEY = 'demoSeed';

export type SeedOptions = SeedAccountOptions & {
  /** Where the demo certification records' documents and projects' authorisation files go (the app's stores); without them those are left out. */
  files?: FileStores;
  /**
   * The build's seed fingerprint (`SEED_FINGERPRINT`). When the database records the same one
   * (made in the same production mode and with file stores, which decide whether accounts and
   * documents are made), the seed has
   * nothing to add and is skipped: a restart then reads one row instead of checking every
   * kind (a fifth of a restart's CPU). Without it every kind is checked, as before.
   */
  fingerprint?: string;
};

/**
 * Fills an empty database with living demo content (BRIEF §5). Safe on every start and
 * from several processes at once: one transaction under an advisory lock, and each kind
 * is only inserted while its table is empty, so a second run, or a run after staff
 * edited the content, changes nothing. Given the build's fingerprint, it records it and skips
 * the checks on a later run of the same build.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    // Released with the transaction; a second process waits here, then finds the rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const marker = options.fingerprint === undefined ? undefined : [options.fingerprint, process.env.NODE_ENV === 'production' ? 'production' : 'development', options.files ? 'files' : 'no files'].join(':');
    if (marker !== undefined) {
      const [recorded] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SEED_MARKER_KEY)).limit(1);
      if ((recorded?.value as { fingerprint?: unknown } | undefined)?.fingerprint === marker) return NOTHING_ADDED;
    }
    await seedDemoAccounts(tx, options);
    const certifications = options.files ? await seedDemoCertifications(tx, { fieldEncryptionKey: options.fieldEncryptionKey, files: options.files }) : 0;
    // Projects carry an authorisation file, so they too need the stores.
    const projects = options.files ? await seedDemoProjects(tx, { fieldEncryptionKey: options.fieldEncryptionKey, files: options.files }) : 0;
    // Reports go into the running demo project, once.
    const bugs = options.files ? await seedDemoBugs(tx) : 0;
    // Their money as the flows would have moved it: escrowed pools, the bounty of the report awaiting payment, the refund of the ended project.
    if (options.files) await seedLedgerHistory(tx);
    const announcements = await seedAnnouncements(tx);
    const report: SeedReport = {
      announcements,
      home: await seedHomeContent(tx),
      contact: await seedContactContent(tx),
      messages: await seedDemoMessages(tx),
      certifications,
      projects,
      bugs,
      achievements: await seedDemoAchievements(tx),
    };
    if (marker !== undefined) {
      await tx
        .insert(siteSettings)
        .values({ key: SEED_MARKER_KEY, value: { fingerprint: marker } })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: { fingerprint: marker }, updatedAt: sql`now()` } });
    }
    return report;
  });
}
