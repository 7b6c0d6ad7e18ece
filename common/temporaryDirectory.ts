import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onTestFinished} from 'vitest';

/** A new empty folder under the system's temporary one, deleted when the test that asked for it ends. */
export function temporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
