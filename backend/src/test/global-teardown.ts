import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.mflowTestDatabase;
  if (state?.embedded) await state.embedded.stop();
  if (state?.directory) rmSync(state.directory, { recursive: true, force: true });
}
