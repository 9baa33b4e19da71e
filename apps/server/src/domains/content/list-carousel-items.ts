import { asc, eq } from 'drizzle-orm';
import type { CarouselItem } from '@wardline/contract';
import type { Database } from '../../db/client';
import { carouselItems } from './content.tables';

/** The enabled carousel items of the home page, in the order staff set (spec 000 §3: fingurePath, link). */
export async function listCarouselItems(db: Database): Promise<CarouselItem[]> {
  const rows = await db
    .select({ id: carouselItems.id, fingurePath: carouselItems.imagePath, link: carouselItems.link })
    .from(carouselItems)
    .where(eq(carouselItems.enabled, true))
    // id breaks ties so two items with one sortOrder never swap places between calls.
    .orderBy(asc(carouselItems.sortOrder), asc(carouselItems.id));
  return rows;
}
