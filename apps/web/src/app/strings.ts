import { i18n } from '@/i18n';
import type { StringsLoader } from '@/i18n/load-strings';
import { authStrings } from '@/features/auth/strings';
import { announcementsStrings } from '@/features/announcements/routes';
import { thirdPartyStrings } from '@/features/third-party/routes';
import { verificationStrings } from '@/components/verification/strings';
import { richTextStrings } from '@/components/rich-text-editor/strings';
import { publishEntryStrings } from '@/components/publish-entry/strings';
import { featureRoutes } from './feature-routes';
import { layout } from './layout/locales';

/** The shell's own strings (top navigation, footer, user menu) travel with the entry. */
export function addShellStrings(): void {
  for (const locale of ['zh', 'en'] as const) {
    if (!i18n.hasResourceBundle(locale, 'layout')) i18n.addResourceBundle(locale, 'layout', layout[locale]);
  }
}

/** Every lazily loaded namespace of the app: those of the routes and of the shell's on-demand parts. */
export function allStringLoaders(): Record<string, StringsLoader> {
  const loaders: Record<string, StringsLoader> = { auth: authStrings, announcements: announcementsStrings, thirdParty: thirdPartyStrings, verification: verificationStrings, richText: richTextStrings, publishEntry: publishEntryStrings };
  for (const route of featureRoutes) if ('strings' in route) Object.assign(loaders, route.strings);
  return loaders;
}
