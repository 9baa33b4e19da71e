import { describeLocaleParity } from '@/test/locale-parity';
import { messages } from './locales';

/** Loaded with the message centre's chunk, outside i18n/resources.ts. */
describeLocaleParity('messages', messages);
