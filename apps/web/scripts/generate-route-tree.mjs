// Writes src/routeTree.gen.ts from src/routes (the same generator the Vite plugin runs), so that `tsc` can typecheck
// a fresh checkout without building first. The options mirror the tanstackRouter() call in vite.config.ts.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig(
  { target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts', quoteStyle: 'single', disableLogging: true },
  root,
);
await new Generator({ config, root }).run();
