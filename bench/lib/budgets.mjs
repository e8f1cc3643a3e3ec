// Compares benchmark figures with budgets (bench/budgets.json). A budget names a figure by a path into
// the results ("external.endpoints.search.http.p95") with `max` and/or `min`; `*` in a path stands for
// every key at that level, so one budget can cover every endpoint, and `{a,b}` for the keys listed. A figure that is missing fails too:
// a budget nobody measured is not met.

/** Every [path, value] the (possibly wildcarded) path names in `results`. */
export function resolvePath(results, path) {
  let matches = [['', results]];
  for (const part of path.split('.')) {
    const next = [];
    for (const [at, value] of matches) {
      if (value == null || typeof value !== 'object') {
        next.push([at ? `${at}.${part}` : part, undefined]);
        continue;
      }
      const alternatives = /^\{(.+)\}$/.exec(part);
      const keys = part === '*' ? Object.keys(value) : alternatives ? alternatives[1].split(',') : [part];
      for (const key of keys) next.push([at ? `${at}.${key}` : key, value[key]]);
    }
    matches = next;
  }
  return matches;
}

/**
 * One verdict per figure: { budget, path, value, limit, ok }. `except` lists full paths (after wildcards)
 * that a wildcard budget leaves to a budget of their own.
 */
export function checkBudgets(results, budgets) {
  const verdicts = [];
  for (const budget of budgets) {
    const except = new Set(budget.except ?? []);
    for (const [path, value] of resolvePath(results, budget.path)) {
      if (except.has(path)) continue;
      const numeric = typeof value === 'number' && Number.isFinite(value);
      const failures = [];
      if (!numeric) failures.push('not measured');
      else {
        if (budget.max !== undefined && !(value <= budget.max)) failures.push(`> ${budget.max}`);
        if (budget.min !== undefined && !(value >= budget.min)) failures.push(`< ${budget.min}`);
      }
      verdicts.push({ budget: budget.name, path, value: numeric ? value : null, max: budget.max, min: budget.min, ok: failures.length === 0, why: failures.join(', ') });
    }
  }
  return verdicts;
}
