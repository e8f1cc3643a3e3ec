#!/usr/bin/env node
// `npm run bench:check`: compares the figures of the last `npm run bench` (bench/results/*.json) with
// bench/budgets.json; prints every verdict and exits 1 when a budget is missed (or was never measured).
import fs from 'node:fs';
import path from 'node:path';
import { checkBudgets } from './lib/budgets.mjs';

const dir = import.meta.dirname;
const resultsDir = path.join(dir, 'results');
const files = fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json')) : [];
if (!files.length) {
  console.error('No results in bench/results/: run `npm run bench` first.');
  process.exit(1);
}
const results = Object.fromEntries(files.map((f) => [path.basename(f, '.json'), JSON.parse(fs.readFileSync(path.join(resultsDir, f), 'utf8'))]));
const { budgets } = JSON.parse(fs.readFileSync(path.join(dir, 'budgets.json'), 'utf8'));
const verdicts = checkBudgets(results, budgets);

const limit = (v) => [v.min !== undefined ? `≥ ${v.min}` : '', v.max !== undefined ? `≤ ${v.max}` : ''].filter(Boolean).join(' ');
for (const v of verdicts) {
  console.log(`${v.ok ? 'ok  ' : 'MISS'}  ${v.path} = ${v.value ?? '—'} (${limit(v)})${v.ok ? '' : `  ${v.why}`}  · ${v.budget}`);
}
const missed = verdicts.filter((v) => !v.ok);
console.log(`\n${verdicts.length - missed.length} of ${verdicts.length} figures within budget${missed.length ? `; ${missed.length} missed` : ''}.`);
process.exit(missed.length ? 1 : 0);
