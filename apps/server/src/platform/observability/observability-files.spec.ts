import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Metrics, type MetricSources } from './metrics';

/**
 * The alert rules and the Grafana dashboard in docker/ (ADR 0080) query only metrics the server exports: a renamed
 * metric would leave an alert that never fires.
 */
const docker = path.resolve(__dirname, '../../../../../docker');

/** The metric names a PromQL expression reads (its label matchers, groupings and functions left out). */
function metricsIn(expr: string): string[] {
  const bare = expr.replace(/\{[^}]*\}/g, ' ').replace(/\b(by|without)\s*\([^)]*\)/g, ' ').replace(/"[^"]*"/g, ' ').replace(/\[[^\]]*\]/g, ' ');
  const functions = new Set(['sum', 'max', 'min', 'avg', 'rate', 'increase', 'histogram_quantile', 'count', 'irate']);
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)].map((m) => m[0]).filter((t) => !functions.has(t));
}

function exported(): Set<string> {
  const metrics = new Metrics();
  const none = { totalCount: 0, idleCount: 0, waitingCount: 0 };
  metrics.watch({ pool: none, poolMax: 1, projections: { projections: [], failureListener: null }, timers: {} } as unknown as MetricSources);
  const names = new Set<string>();
  for (const m of metrics.registry.getMetricsAsArray()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(m.name + s);
  }
  // Summaries of the default metrics export these besides their family name.
  for (const s of ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99']) names.add(`nodejs_eventloop_lag_${s}_seconds`);
  return names;
}

it('the alert rules read only exported metrics, and alert on what the issue asks', () => {
  const rules = readFileSync(path.join(docker, 'prometheus/alerts.yml'), 'utf8');
  const exprs = [...rules.matchAll(/expr: (?:>-\n((?: {10,}.*\n)+)|(.*))/g)].map((m) => (m[1] ?? m[2]).trim());
  expect(exprs.length).toBeGreaterThanOrEqual(4);
  const known = exported();
  for (const expr of exprs) for (const name of metricsIn(expr)) expect({ expr, name, exported: known.has(name) }).toEqual({ expr, name, exported: true });
  expect(rules).toMatch(/projection_lag_seconds\) > 30/);
  expect(rules).toMatch(/timers_oldest_due_seconds\) > 300/);
  expect(rules).toMatch(/route=~"\.\*webhook\.\*"/);
  expect(rules).toMatch(/status=~"5\.\."/);
});

it('the dashboard reads only exported metrics', () => {
  const dashboard = JSON.parse(readFileSync(path.join(docker, 'grafana/dashboards/marketplace.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
  const known = exported();
  const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
  expect(exprs.length).toBeGreaterThan(10);
  for (const expr of exprs) for (const name of metricsIn(expr)) expect({ expr, name, exported: known.has(name) }).toEqual({ expr, name, exported: true });
});
