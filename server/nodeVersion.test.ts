import {describe, expect, it} from 'vitest';
import {nodeVersionProblem} from './nodeVersion';
import {SUPPORTED_NODE} from './version';

describe('the supported Node.js versions (package.json engines)', () => {
  it('are a lower bound this code reads, which the Node.js running the tests meets', () => {
    expect(SUPPORTED_NODE).toMatch(/^>=/);
    expect(nodeVersionProblem(process.version)).toBeNull();
  });

  it.each([
    ['v20.19.2', '>=22.12', false],
    ['v22.11.9', '>=22.12', false],
    ['v22.12.0', '>=22.12', true],
    ['v23.0.0', '>=22.12', true],
    ['v24.21.0', '>=22.12', true],
  ])('%s under %s: supported %s', (running, supported, ok) => {
    expect(nodeVersionProblem(running, supported) === null).toBe(ok);
  });

  it('refuses an older one in one line naming the range', () => {
    expect(nodeVersionProblem('v20.19.2', '>=22.12')).toBe(
      'Node.js 20.19.2 is older than this server supports (>=22.12, package.json engines): run it with Node.js 24 LTS',
    );
  });
});
