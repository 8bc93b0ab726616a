// Lets a plain `node -r ./tests/support/register-ts.js file.ts` child process run the TypeScript sources, the way Jest
// does (same swc options, same @marketplace/* paths), for tests that must kill -9 a process running source code.
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const aliases = { '@marketplace/domain': 'libs/domain/src', '@marketplace/contracts': 'libs/contracts/src' };

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (request === alias) return resolve.call(this, path.join(root, dir, 'index.ts'), ...rest);
    if (request.startsWith(`${alias}/`)) return resolve.call(this, path.join(root, dir, request.slice(alias.length + 1)), ...rest);
  }
  return resolve.call(this, request, ...rest);
};

require.extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
  });
  module._compile(code, filename);
};
