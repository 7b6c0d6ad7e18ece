import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CSP_MANIFEST, type CspManifest} from '../../common/cspManifest';

/** Reads a build's .csp.json; a build without it (an old build) gets the policy without inline hashes. */
export function readCspManifest(buildDir: string): CspManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, CSP_MANIFEST), 'utf8')) as CspManifest;
  } catch {
    return null;
  }
}
