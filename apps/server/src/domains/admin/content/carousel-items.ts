import { asc } from 'drizzle-orm';
import type { AdminCarouselItem } from '@wardline/contract';
import { carouselItems } from '../../content/content.tables';
import { managedCollection } from './managed-collection';

type Input = { imagePath: string; link: string | null; sortOrder: number; enabled: boolean };

/** /admin/carousel: the home page banners, in the order the home page shows them. */
export const carouselCollection = managedCollection<typeof carouselItems.$inferSelect, Input, AdminCarouselItem>({
  table: carouselItems,
  targetType: 'carousel',
  orderBy: [asc(carouselItems.sortOrder), asc(carouselItems.id)],
  toView: ({ id: _serial, publicId, createdAt, ...row }) => ({ ...row, id: publicId, createdAt: createdAt.toISOString() }),
  toValues: (input) => ({ ...input }),
});
