import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareEnvExample, readmeSettings} from './envExample';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');

describe('.env.example and the README configuration table', () => {
  it('list the same variables with the same defaults', () => {
    expect(readmeSettings(readme).length).toBeGreaterThan(20);
    expect(compareEnvExample(readme, example)).toEqual([]);
  });

  it('disagree visibly when a variable is missing, extra or has another default', () => {
    const planted = example
      .replace(/^PORT=3000$/m, 'PORT=8080')
      .replace(/^BACKUP_KEEP=7\n/m, '')
      .concat('\nNOT_DOCUMENTED=1\n');
    expect(compareEnvExample(readme, planted)).toEqual([
      'PORT: README says the default is 3000, .env.example sets 8080',
      'BACKUP_KEEP: in README, missing from .env.example',
      'NOT_DOCUMENTED: in .env.example, not in the README table',
    ]);
  });
});
