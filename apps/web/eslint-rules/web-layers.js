import path from 'node:path';

/**
 * The web app's layering, checked on every import however it is written (`@/…` alias or a
 * relative path): shared code (lib, components, i18n, test) → features → app.
 *   - shared code imports no feature and nothing of app;
 *   - a feature imports shared code and itself, never another feature, never app;
 *   - app assembles everything.
 * Type-only imports count too: a dependency in types is still a dependency. The test
 * harness (src/test) is outside the layers.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

/** The layer and, for a feature, its name, of a file under apps/web/src (null outside it). */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { layer: 'feature', name: second };
  if (top === 'app') return { layer: 'app' };
  if (top === 'main.tsx' || top === 'vite-env.d.ts') return { layer: 'app' };
  // The test harness (setup, render helpers, fake fetch) is usable by every test and may load anything.
  if (top === 'test') return { layer: 'harness' };
  return { layer: 'shared', name: top };
}

function resolveSource(source, importer) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'shared → features → app: no import against the layering of apps/web/src' },
    messages: {
      sharedUp: 'Shared code ({{from}}) may not import {{to}}: move what both need into lib/, components/ or i18n/.',
      featureToFeature: 'Feature "{{from}}" may not import feature "{{to}}": share through lib/ or components/, or let app/ compose them.',
      featureToApp: 'Feature "{{from}}" may not import app/: the app assembles features, not the other way round.',
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const from = layerOf(importer);
    if (!from || from.layer === 'app' || from.layer === 'harness') return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveSource(source, importer);
      if (!target) return;
      const to = layerOf(target);
      if (!to || to.layer === 'harness') return;
      if (from.layer === 'shared' && to.layer !== 'shared') {
        context.report({ node, messageId: 'sharedUp', data: { from: from.name, to: to.layer === 'app' ? 'app/' : `features/${to.name}` } });
      } else if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'featureToFeature', data: { from: from.name, to: to.name } });
      } else if (from.layer === 'feature' && to.layer === 'app') {
        context.report({ node, messageId: 'featureToApp', data: { from: from.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'layers': rule } };
