import { GAME_TIMELINE } from '@wardline/contract';

export type GameYear = (typeof GAME_TIMELINE.years)[number];

/** Which figures each event card shows; the values are `game:events.<year>.<stat>`. */
export const EVENT_STATS = ['systems', 'days', 'findings'] as const;

export const GAME_YEARS: readonly GameYear[] = GAME_TIMELINE.years;
