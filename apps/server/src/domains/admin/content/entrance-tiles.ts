import { asc } from 'drizzle-orm';
import type { AdminEntranceTile } from '@wardline/contract';
import { entranceTiles } from '../../content/content.tables';
import { managedCollection } from './managed-collection';

type Input = Omit<AdminEntranceTile, 'id' | 'createdAt'>;

/** /admin/entrances: the platform entrance tiles of the home page. */
export const entranceCollection = managedCollection<typeof entranceTiles.$inferSelect, Input, AdminEntranceTile>({
  table: entranceTiles,
  targetType: 'entrance',
  orderBy: [asc(entranceTiles.sortOrder), asc(entranceTiles.id)],
  toView: ({ id: _serial, publicId, createdAt, ...row }) => ({ ...row, id: publicId, createdAt: createdAt.toISOString() }),
  toValues: (input) => ({ ...input }),
});
