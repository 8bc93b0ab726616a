import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Prometheus files in docker/prometheus (ADR 0080) checked by Prometheus' own tool: the alert rules parse and each
 * alert fires on what it is about and not below its bound (`promtool test rules alerts.test.yml`), and the server
 * configuration is valid with its rule files found. promtool comes with Debian's `prometheus` package, which .ci/run
 * installs: without it this test fails and says so, it is never skipped (PROMTOOL names another binary).
 */
const run = promisify(execFile);
const dir = path.resolve(__dirname, '../../../../../docker/prometheus');
const promtool = process.env.PROMTOOL || 'promtool';

async function promtoolSays(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(promtool, args, { cwd: dir, timeout: 30_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { code?: number | string; stdout?: string; stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(`promtool is not installed: apt-get install -y --no-install-recommends prometheus (Debian ships it with Prometheus), or set PROMTOOL`);
    }
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

it('the alert rules are valid Prometheus rules', async () => {
  const { code, output } = await promtoolSays('check', 'rules', 'alerts.yml');
  expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/SUCCESS: \d+ rules found/) });
});

it('each alert fires on its condition once its `for` has passed, and not below its bound (promtool test rules)', async () => {
  const { code, output } = await promtoolSays('test', 'rules', 'alerts.test.yml');
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('SUCCESS') });
});

it('prometheus.yml is a valid configuration whose rule files exist', async () => {
  const { code, output } = await promtoolSays('check', 'config', 'prometheus.yml');
  expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/SUCCESS: 1 rule files found/) });
});
