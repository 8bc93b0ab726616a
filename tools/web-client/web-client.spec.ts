import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT, clientFileText, contractFiles, generateClient, operationsOf } from './web-client';

const written = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? written(path.join(dir, name)) : [path.join(dir, name)]));

describe('the generated web client (issue #44 item 4)', () => {
  const generated = generateClient();

  it('is up to date with libs/contracts: run `npm run generate:web-client` after changing a contract', () => {
    const stale = [...generated].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => path.relative(CLIENT, file));
    const orphans = written(CLIENT).filter((file) => !generated.has(file)).map((file) => path.relative(CLIENT, file));
    expect({ stale, orphans }).toEqual({ stale: [], orphans: [] });
  });

  it('has one function for every operation of every contract file, and no two functions of one name', () => {
    let operations = 0;
    const names = new Map<string, string>();
    for (const file of contractFiles()) {
      for (const o of operationsOf(require(file), readFileSync(file, 'utf8'))) {
        operations += 1;
        expect(names.get(o.functionName)).toBeUndefined(); // one name, one operation: a feature imports it unambiguously
        names.set(o.functionName, file);
      }
    }
    expect(operations).toBeGreaterThan(200);
    const functions = [...generated.values()].join('\n').match(/^export const \w+ = /gm) ?? [];
    expect(functions).toHaveLength(operations);
  });

  it('keeps pages outside the API out, and calls the contract it names', () => {
    const text = clientFileText('/x/libs/contracts/src/dealer/widgets.routes.ts', operationsOf({
      getWidgetScriptRoute: { method: 'GET', path: '/widgets/:id.js', summary: 'script', response: {}, outsideApi: true },
      getWidgetInventoryRoute: { method: 'GET', path: '/widget/inventory', summary: 'a */ comment', response: {} },
      WIDGET_LIMIT: 5,
    }));
    expect(text).toContain('export const getWidgetInventory = (input?: RouteCallInput<typeof getWidgetInventoryRoute>) => callRoute(getWidgetInventoryRoute, input);');
    expect(text).toContain('/** GET /api/widget/inventory: a * / comment */');
    expect(text).not.toContain('getWidgetScript');
    expect(clientFileText('/x/libs/contracts/src/shared/problem.ts', operationsOf({ ProblemSchema: {} }))).toBeNull();
    // A file that re-exports another's operation leaves it to that file.
    const route = { method: 'GET', path: '/config/languages', summary: 'languages', response: {} };
    expect(operationsOf({ getLanguagesRoute: route }, "export { getLanguagesRoute } from './session.mini';")).toEqual([]);
    expect(operationsOf({ getLanguagesRoute: route }, 'export const getLanguagesRoute = defineRoute({')).toHaveLength(1);
  });
});
