// The build reads route-modules.ts as text to write each page's copy of index.html (vite.config.ts): the
// reading must find every page route, with the module the router loads for it.
import fs from 'node:fs';
import { PAGE_ROUTES } from '@rooted/shared/routes';
import { describe, expect, it } from 'vitest';
import { parsePageModules } from './page-chunks';

const source = fs.readFileSync(new URL('./route-modules.ts', import.meta.url), 'utf8');

describe('parsePageModules', () => {
  it('finds the page module of every page route in route-modules.ts', () => {
    const modules = parsePageModules(source);
    expect(Object.keys(modules).sort()).toEqual([...PAGE_ROUTES].sort());
    expect(modules['/episodes/*']).toBe('episode');
    expect(modules['/bible/:translation/:book/:chapter']).toBe('bible-chapter');
    // Two routes sharing one importer.
    expect(modules['/admin']).toBe('admin');
    expect(modules['/admin/*']).toBe('admin');
  });

  it('refuses a route whose importer it cannot read', () => {
    expect(() => parsePageModules(`'/x': somewhere,`)).toThrow(/no page module found for \/x/);
  });
});
