import { describeLocaleParity } from '@/test/locale-parity';
import { admin } from './locales';

/** The console's namespace is loaded with its chunk, outside i18n/resources.ts, so it is checked here the same way. */
describeLocaleParity('admin', admin);
