import type { Database } from '../db/client';

export async function seedDemoData(_db: Database): Promise<void> {}
