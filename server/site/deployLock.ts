import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {isProcessAlive} from '../processAlive';

const LOCK = '.deploy.lock';

/**
 * One deploy or rollback at a time per releases directory: two at once could each switch `current` and
 * prune the other's release. A lock left by a killed command (its process is gone) is taken over.
 * Returns the release function.
 */
export function acquireDeployLock(releasesDir: string): () => void {
  mkdirSync(releasesDir, {recursive: true});
  const file = path.join(releasesDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, {flag: 'wx'});
      return () => rmSync(file, {force: true});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isProcessAlive(holder)) {
        throw new Error(`another deploy or rollback (process ${holder}) is running on ${releasesDir}`);
      }
      rmSync(file, {force: true});
    }
  }
  throw new Error(`could not take ${file}`);
}
