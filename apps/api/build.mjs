// Bundles the API into dist/ with esbuild: our code and @rooted/shared inlined, npm packages external.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // @rooted/shared is our own TypeScript source: bundle it rather than import it at run time.
  alias: { '@rooted/shared': '../../packages/shared/src' },
  logLevel: 'warning',
};

await build({ ...common, entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' }, outdir: 'dist' });
