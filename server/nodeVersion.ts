import {SUPPORTED_NODE} from './version';

/** [major, minor, patch] of `22.12.0`, `v20.19.2` or `22.12`. */
function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)
    .concat([0, 0, 0])
    .slice(0, 3);
}

/**
 * Why `running` cannot run this code, in one line, or null when it can. `supported` is package.json's
 * `engines.node`, which holds one lower bound (`>=22.12`): anything else is a mistake caught by its test.
 */
export function nodeVersionProblem(running: string, supported: string = SUPPORTED_NODE): string | null {
  const bound = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(supported.trim());
  if (!bound) {
    throw new Error(`package.json engines.node is "${supported}"; it should read >=MAJOR.MINOR`);
  }
  const [have, need] = [parts(running), parts(bound[1]!)];
  const index = have.findIndex((part, i) => part !== need[i]);
  if (index === -1 || have[index]! > need[index]!) {
    return null;
  }
  return `Node.js ${running.replace(/^v/, '')} is older than this server supports (${supported}, package.json engines): run it with Node.js 24 LTS`;
}
