import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import plugin from '../../eslint-rules/web-layers.js';

const SRC = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(SRC, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

describe('web-layers: shared → features → app', () => {
  it('refuses imports against the layering however they are written', () => {
    tester.run('layers', plugin.rules.layers, {
      valid: [
        { filename: at('features/auth/login-dialog.tsx'), code: "import { x } from '@/lib/session';" },
        { filename: at('features/auth/login-dialog.tsx'), code: "import { x } from './api/login';" },
        { filename: at('features/auth/api/login.ts'), code: "import { x } from '../after-login';" },
        { filename: at('features/register/page.tsx'), code: "import { Birthday } from '@/components/birthday';" },
        { filename: at('app/routes.tsx'), code: "import { x } from '@/features/home/routes';" },
        { filename: at('components/verification/a.ts'), code: "import { x } from '../region';" },
        { filename: at('lib/a.ts'), code: "import { z } from 'zod';" },
        { filename: at('features/auth/a.test.tsx'), code: "import { renderWithProviders } from '@/test/render';" },
      ],
      invalid: [
        // The case of issue 7 §5: a relative path into another feature.
        { filename: at('features/auth/login-dialog.tsx'), code: "import { birthday } from '../register/birthday';", errors: [{ messageId: 'featureToFeature' }] },
        { filename: at('features/auth/api/login.ts'), code: "import { x } from '../../register/api/register';", errors: [{ messageId: 'featureToFeature' }] },
        { filename: at('features/auth/login-dialog.tsx'), code: "import { x } from '@/features/register/birthday';", errors: [{ messageId: 'featureToFeature' }] },
        { filename: at('features/auth/login-dialog.tsx'), code: "export { x } from '../third-party';", errors: [{ messageId: 'featureToFeature' }] },
        { filename: at('features/auth/login-dialog.tsx'), code: "const m = import('../admin/admin-layout');", errors: [{ messageId: 'featureToFeature' }] },
        { filename: at('features/auth/login-dialog.tsx'), code: "import { x } from '../../app/routes';", errors: [{ messageId: 'featureToApp' }] },
        { filename: at('lib/session.ts'), code: "import { x } from '../features/auth/after-login';", errors: [{ messageId: 'sharedUp' }] },
        { filename: at('components/region/a.ts'), code: "import { x } from '@/app/routes';", errors: [{ messageId: 'sharedUp' }] },
        { filename: at('i18n/index.ts'), code: "import type { X } from '@/features/home/locales';", errors: [{ messageId: 'sharedUp' }] },
      ],
    });
  });
});
