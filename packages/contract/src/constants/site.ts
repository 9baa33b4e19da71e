/** The shell shared by every screen: dates, dialogs, the message centre (spec 000 §2 and §9). */

/** Dates on screen and in date-only fields. */
export const DATE_FORMAT = 'yyyy-MM-dd';

export const LOGIN_DIALOG_WIDTH_PX = 480;
export const AGREEMENT_DIALOG_WIDTH_PX = 800;

/** Message centre page size and the sizes its pager offers. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZES = [10, 20, 50, 100] as const;
