// `npm audit` of the production dependencies (what `npm start` ships), failing on high or critical
// advisories. When the registry's audit endpoint cannot be reached (an offline or proxied machine answers
// 405 or times out), it says so loudly and passes, unless AUDIT_REQUIRED=1 makes that a failure too.
// See docs/decisions/014-security-checks.md.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const detail = (report?.message ?? report?.error?.summary ?? run.stderr ?? run.error?.message ?? 'no answer').toString().trim().split('\n').slice(-3).join(' ');
  console.error(`npm audit: the registry's audit endpoint could not be reached (${detail}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${v.severity}: ${name} ${v.range} (fix: ${JSON.stringify(v.fixAvailable)})`);
  process.exit(1);
}
