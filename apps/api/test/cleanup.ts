// What each test file must undo when it ends (its cloned database, its pool), whatever made it.
// A hook registered from inside beforeAll or a test is never run by vitest, so helpers such as
// createTestApp put their teardown here and the api project's setup file runs it once per file.
type Cleanup = () => Promise<void>;

const pending: Cleanup[] = [];

export function onFileEnd(cleanup: Cleanup): void {
  pending.push(cleanup);
}

/** Runs the newest first, so what was made last is undone first; one failure does not stop the rest. */
export async function runFileEndCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (pending.length) {
    const cleanup = pending.pop()!;
    await cleanup().catch((error: unknown) => errors.push(error));
  }
  if (errors.length) throw new AggregateError(errors, 'test file cleanup failed');
}
