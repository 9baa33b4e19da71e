import { asc, eq } from 'drizzle-orm';
import type { CarouselItem } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import { carouselItems } from './content.tables';

/** GET /fingure/list: the enabled carousel items of the home page, in the order staff set (spec 000 §3: fingurePath, link). */
export async function listCarouselItems({ ctx }: UseCaseOptions): Promise<CarouselItem[]> {
  return ctx.db
    .select({ id: carouselItems.publicId, fingurePath: carouselItems.imagePath, link: carouselItems.link })
    .from(carouselItems)
    .where(eq(carouselItems.enabled, true))
    // id breaks ties so two items with one sortOrder never swap places between calls.
    .orderBy(asc(carouselItems.sortOrder), asc(carouselItems.id));
}
