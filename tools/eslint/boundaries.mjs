// In-project boundaries that Nx tags cannot see (ARCHITECTURE §1):
// - libs/domain: no framework, I/O or zod import; stays inside libs/domain/src; imports itself relatively (the package
//   name would go around the next rule); a context folder imports only itself and domain/shared; shared only itself.
// - Outside libs/domain: the domain's public surface is `@marketplace/domain` and `@marketplace/domain/<context>` (the
//   context's index.ts); a deeper import reaches past what the context chose to export.
// - libs/contracts: imports only zod (and itself).
// - libs/ui: no data layer (no contracts fetchers, no react-query).
// - apps/server: a module reaches another module only through that module's *.public.ts.
// - apps/web: features do not import each other.
import path from 'node:path';

const FORBIDDEN_IN_DOMAIN = /^(@nestjs|kysely|pg|bullmq|ioredis|react|react-dom|@tanstack|fastify|stripe|nodemailer|node:|fs$|path$|crypto$|http$)/;

function normalise(file) {
  return file.split(path.sep).join('/');
}

function resolveTarget(fromFile, source) {
  if (!source.startsWith('.')) return null;
  return normalise(path.resolve(path.dirname(fromFile), source));
}

const TEST_FILE = /\.(spec|int-spec|test)\.tsx?$/;
const TEST_TOOLS = /^(fast-check|@jest\/globals|vitest|@testing-library\/)/;

function check(context, node, source) {
  const file = normalise(context.filename ?? context.getFilename());
  // Tests may use test tooling wherever they live; the rules below are about production code.
  if (TEST_FILE.test(file) && TEST_TOOLS.test(source)) return;
  const report = (message) => context.report({ node, message });
  const target = resolveTarget(file, source);

  let m = file.match(/libs\/domain\/src\/([^/]+)\//);
  if (m) {
    if (FORBIDDEN_IN_DOMAIN.test(source)) return report(`libs/domain must stay pure: '${source}' is a framework or I/O import.`);
    if (source.startsWith('@marketplace/domain')) return report(`libs/domain imports itself relatively, not through '${source}'.`);
    if (!source.startsWith('.')) return report(`libs/domain imports nothing outside itself ('${source}').`);
    if (!/libs\/domain\/src\//.test(target)) return report(`libs/domain imports nothing outside itself ('${source}').`);
    const from = m[1];
    const to = `${target}/`.match(/libs\/domain\/src\/([^/]+)\//)?.[1];
    if (to === undefined) return report(`domain/${from} may not import the domain's root index ('${source}'); import domain/shared.`);
    if (to !== from && to !== 'shared') return report(`domain/${from} may import only domain/shared, not domain/${to}.`);
    return;
  }
  const deepDomain = source.match(/^@marketplace\/domain\/[^/]+\/.+/);
  if (deepDomain) {
    const entry = source.split('/').slice(0, 3).join('/');
    return report(`'${source}' reaches inside a domain context: import its entry point '${entry}'.`);
  }
  if (/libs\/contracts\/src\//.test(file)) {
    if (!source.startsWith('.') && source !== 'zod' && !source.startsWith('zod/')) {
      return report(`libs/contracts imports only zod ('${source}').`);
    }
    return;
  }
  if (/libs\/ui\/src\//.test(file)) {
    if (/^(@tanstack\/react-query|@marketplace\/contracts|kysely|pg)/.test(source)) {
      return report(`libs/ui has no data layer ('${source}').`);
    }
    return;
  }
  m = file.match(/apps\/server\/src\/modules\/([^/]+)\//);
  if (m && target) {
    const t = target.match(/apps\/server\/src\/modules\/([^/]+)\/(.*)$/);
    if (t && t[1] !== m[1] && !/\.public(\.ts)?$/.test(t[2])) {
      return report(`module '${m[1]}' may reach module '${t[1]}' only through its *.public.ts.`);
    }
    return;
  }
  m = file.match(/apps\/web\/src\/features\/([^/]+)\//);
  if (m && target) {
    const t = target.match(/apps\/web\/src\/features\/([^/]+)\//);
    if (t && t[1] !== m[1]) return report(`web feature '${m[1]}' must not import feature '${t[1]}'; move shared code to libs/ui or apps/web/src/lib.`);
  }
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const visit = (node) => { if (node.source && typeof node.source.value === 'string') check(context, node, node.source.value); };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression(node) { if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(context, node, node.source.value); },
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
