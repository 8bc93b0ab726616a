import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

/**
 * Lints each source as if it lived at its `asPath` (relative to the repository), with the repository's real ESLint
 * config, all in one ESLint process (lint-fixtures.mjs: Jest's module system cannot load ESLint's ES-module config itself).
 */
export function lintAs(inputs: readonly { source: string; asPath: string }[]): LintMessage[][] {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'lint-fixtures.mjs')], { input: JSON.stringify(inputs), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`lint-fixtures.mjs failed (${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout) as LintMessage[][];
}

/** A fixture's source and the `lint-as:` path it names in a comment. */
export function fixture(source: string): { source: string; asPath: string } {
  const asPath = source.match(/lint-as: (\S+)/)?.[1];
  if (!asPath) throw new Error('a fixture names the path it is linted as, in a "lint-as:" comment');
  return { source, asPath };
}
