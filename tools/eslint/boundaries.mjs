// In-project boundaries that Nx tags cannot see (ARCHITECTURE §1):
// - libs/domain: no framework or I/O package; a context folder imports only itself and domain/shared.
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
    if (!source.startsWith('.') && source !== 'zod' && !source.startsWith('@marketplace/domain')) {
      return report(`libs/domain imports nothing outside itself ('${source}').`);
    }
    const context0 = m[1];
    const t = target?.match(/libs\/domain\/src\/([^/]+)\//);
    if (t && t[1] !== context0 && t[1] !== 'shared' && context0 !== 'shared') {
      return report(`domain/${context0} may import only domain/shared, not domain/${t[1]}.`);
    }
    return;
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
