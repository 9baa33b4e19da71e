import type { ComponentType, ReactNode } from 'react';
import type { StringsLoader } from '@/i18n/load-strings';

/** Which frame a page sits in: the public site, the register shell (spec 000 §2), or the staff console. */
export type PageShell = 'site' | 'register' | 'console';

type Common = {
  /** The absolute path (react-router syntax). */
  path: string;
  shell: PageShell;
  /** Needs a session: a visitor is sent home and asked to sign in. */
  session?: boolean;
};

/** A page of a feature, declared by the feature (`features/<f>/routes.ts`); `app/` assembles them into the router. */
export type PageRoute = Common & {
  /** The page's chunk; only `import()` here, so the declaration costs the entry nothing. */
  page: () => Promise<{ default: ComponentType }>;
  /** String namespaces loaded with the page: the feature's own and those of shared components it shows. */
  strings?: Record<string, StringsLoader>;
  /** Replaces the app's translated error page when this page crashes. */
  errorElement?: ReactNode;
  /** False for a page built without Ant Design: it then loads no Ant Design provider. */
  antd?: boolean;
};

/** An address kept for old links: it sends the browser on. */
export type RedirectRoute = Common & { redirectTo: string };

export type FeatureRoute = PageRoute | RedirectRoute;
