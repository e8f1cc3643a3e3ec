// Runs in every api test file before its own code. Registered here, at collection time, the hook is
// sure to run after the file's own afterAll hooks (vitest runs after-hooks last-registered first).
import { afterAll } from 'vitest';
import { runFileEndCleanups } from './cleanup';

afterAll(runFileEndCleanups);
