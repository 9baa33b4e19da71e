import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** A page route as its feature declares it (`features/<f>/routes.ts`), read from the source. */
export type DeclaredRoute = {
  path: string;
  shell: string | null;
  session: boolean;
  antd: boolean;
  /** The page module's specifier, relative to the declaring file. */
  page: string;
  /** Its string loaders: an `import()` in the declaring file, or a loader imported from another module. */
  strings: ({ import: string } | { importedFrom: string })[];
};

/** What the server adds to a page's HTML so its chunks load beside the entry instead of after it. */
export type RoutePreload = { path: string; js: string[]; css: string[] };

/**
 * Routes that load more than this (gzip) beside the entry get no preloads: on a slow line
 * dozens of chunks fetched at once with the entry hold the entry back, and the first
 * paint (the shell and its loader) with it. Such a page loads its chunks after the entry ran.
 */
export const PRELOAD_BUDGET_BYTES = 60 * 1024;

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

/** The specifier of the first `import('…')` inside `node`. */
function dynamicImportIn(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) found = n.arguments[0].text;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * The page routes a routes module declares: object literals with a string `path` and a
 * `page: () => import('…')`, also when they spread a shared object (`{ path: '/', ...home }`).
 * Redirects (no page) are skipped. Read with the TypeScript parser, never executed.
 */
export function declaredRoutes(source: string, fileName = 'routes.ts'): DeclaredRoute[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = new Map<string, ts.Expression>();
  const imports = new Map<string, string>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, unwrap(d.initializer));
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      for (const element of statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings) ? statement.importClause.namedBindings.elements : []) {
        imports.set(element.name.text, statement.moduleSpecifier.text);
      }
    }
  }
  const objectOf = (expr: ts.Expression | undefined): ts.ObjectLiteralExpression | null => {
    const e = expr && unwrap(expr);
    if (!e) return null;
    if (ts.isObjectLiteralExpression(e)) return e;
    if (ts.isIdentifier(e)) return objectOf(consts.get(e.text));
    return null;
  };
  /** The properties of an object literal, spreads of known objects first, as written. */
  const propertiesOf = (object: ts.ObjectLiteralExpression): Map<string, ts.Expression> => {
    const props = new Map<string, ts.Expression>();
    for (const p of object.properties) {
      if (ts.isSpreadAssignment(p)) {
        const spread = objectOf(p.expression);
        if (spread) for (const [k, v] of propertiesOf(spread)) props.set(k, v);
      } else if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
        props.set(p.name.text, unwrap(p.initializer));
      } else if (ts.isShorthandPropertyAssignment(p)) {
        props.set(p.name.text, p.name);
      }
    }
    return props;
  };
  const literal = (e: ts.Expression | undefined) => (e && ts.isStringLiteral(e) ? e.text : null);
  const isTrue = (e: ts.Expression | undefined) => e?.kind === ts.SyntaxKind.TrueKeyword;
  const isFalse = (e: ts.Expression | undefined) => e?.kind === ts.SyntaxKind.FalseKeyword;

  const routes: DeclaredRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = propertiesOf(node);
      const routePath = literal(props.get('path'));
      const page = props.get('page') && dynamicImportIn(props.get('page')!);
      if (routePath && page) {
        const strings = [...propertiesOf(objectOf(props.get('strings')) ?? ts.factory.createObjectLiteralExpression()).values()].flatMap((loader): DeclaredRoute['strings'] => {
          const direct = dynamicImportIn(loader);
          if (direct) return [{ import: direct }];
          if (ts.isIdentifier(loader)) {
            const local = consts.get(loader.text);
            const localImport = local && dynamicImportIn(local);
            if (localImport) return [{ import: localImport }];
            const from = imports.get(loader.text);
            if (from) return [{ importedFrom: from }];
          }
          return [];
        });
        routes.push({ path: routePath, shell: literal(props.get('shell')), session: isTrue(props.get('session')), antd: !isFalse(props.get('antd')), page, strings });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return routes;
}

const ROUTE_MODULES = /[\\/]src[\\/](?:features[\\/][^\\/]+[\\/]routes|app[\\/]planned-routes)\.ts$/;

type OutputChunk = { type: 'chunk'; code: string; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } };

/**
 * Vite plugin: writes `.vite/route-preloads.json`, for every page a visitor can open (not
 * behind a session, not the console), the JavaScript and CSS files its route loads besides
 * the entry: its page chunk, its string namespaces and, unless it says `antd: false`, the
 * Ant Design provider, each with their static imports. The server puts them in the HTML it
 * answers for that path (`plugins/page-html.ts`), so they download beside the entry; a
 * route over `PRELOAD_BUDGET_BYTES` is listed with none.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'wardline:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk & (typeof bundle)[string] => c.type === 'chunk') as unknown as OutputChunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const chunkOf = new Map<string, OutputChunk>();
      for (const c of chunks) for (const id of c.moduleIds) chunkOf.set(id, c);
      const closure = (start: OutputChunk[], into = new Set<string>()) => {
        const walk = (c: OutputChunk) => {
          if (into.has(c.fileName)) return;
          into.add(c.fileName);
          for (const i of c.imports) if (byFile.has(i)) walk(byFile.get(i)!);
        };
        start.forEach(walk);
        return into;
      };
      const entryFiles = closure(chunks.filter((c) => c.isEntry));
      const gzipSize = new Map<string, number>();
      const sizeOf = (file: string) => {
        if (!gzipSize.has(file)) gzipSize.set(file, zlib.gzipSync(byFile.get(file)!.code).length);
        return gzipSize.get(file)!;
      };
      const antdScope = path.join(root, 'src/app/antd-scope.tsx');

      const preloads: RoutePreload[] = [];
      for (const id of this.getModuleIds()) {
        if (!ROUTE_MODULES.test(id)) continue;
        for (const route of declaredRoutes(fs.readFileSync(id, 'utf8'), id)) {
          if (route.session || route.shell === 'console') continue;
          const modules: string[] = [];
          const resolve = async (specifier: string, importer = id) => (await this.resolve(specifier, importer))?.id;
          const page = await resolve(route.page);
          if (page) modules.push(page);
          for (const loader of route.strings) {
            if ('import' in loader) {
              const target = await resolve(loader.import);
              if (target) modules.push(target);
            } else {
              const from = await resolve(loader.importedFrom);
              if (from) modules.push(...(this.getModuleInfo(from)?.dynamicallyImportedIds ?? []));
            }
          }
          if (route.antd) modules.push(antdScope);
          const files = closure(modules.map((m) => chunkOf.get(m)).filter((c): c is OutputChunk => c !== undefined));
          const js = [...files].filter((f) => !entryFiles.has(f));
          const css = [...new Set(js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
          const withinBudget = js.reduce((sum, f) => sum + sizeOf(f), 0) <= PRELOAD_BUDGET_BYTES;
          preloads.push(withinBudget ? { path: route.path, js, css } : { path: route.path, js: [], css: [] });
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify({ routes: preloads }, null, 1) });
    },
  };
}
