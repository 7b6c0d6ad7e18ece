import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import {DEPLOY_DEFAULTS, parseEnv, SERVER_SETTINGS} from '../server/env';
import {DEFAULT_ENV_FILE, ENV_FILE_VARIABLE} from '../server/envFile';

/**
 * One configuration, written the same way everywhere: `.env.example` (the settings file's template), README's
 * "Configuration" table and MAINTAINING.md's settings file and units agree with the code that reads them.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const NAME = /^[A-Z][A-Z0-9_]*$/;

/** `.env.example`: each setting, with its value, or null when it is commented out (the code's default). */
function exampleSettings(): Map<string, string | null> {
  const settings = new Map<string, string | null>();
  for (const line of read('.env.example').split('\n')) {
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) {
      expect(settings.has(match[2]!), `${match[2]} twice in .env.example`).toBe(false);
      settings.set(match[2]!, match[1] ? null : match[3]!);
    }
  }
  return settings;
}

/** The settings the site's build reads (docusaurus.config.ts), which `npm run deploy` passes on to it. */
const BUILD_SETTINGS = [...read('docusaurus.config.ts').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
  (match) => match[1]!,
);

/** The deploy's and rollback's settings and their defaults (null: computed, DEPLOY_SERVER_URL from PORT). */
const DEPLOY_SETTINGS: Record<string, string | number | null> = {...DEPLOY_DEFAULTS, DEPLOY_SERVER_URL: null};

/** Whether the server set to `value` behaves as with `name` unset. */
function isServerDefault(name: string, value: string): boolean {
  const parsed = (env: NodeJS.ProcessEnv) => parseEnv(env) as Record<string, unknown>;
  return isDeepStrictEqual(parsed({[name]: value})[name], parsed({})[name]);
}

/** The fenced blocks of a Markdown text in a language, without their fences or indentation. */
function blocks(markdown: string, language: string): string[] {
  const found = [...markdown.matchAll(new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\``, 'gm'))];
  return found.map((match) => match[2]!.replaceAll(new RegExp(`^${match[1]}`, 'gm'), ''));
}

describe('the settings file and its documentation', () => {
  const example = exampleSettings();

  it('.env.example lists every setting the server, the deploy and the build read, and nothing else', () => {
    const read = new Set([...SERVER_SETTINGS, ...Object.keys(DEPLOY_SETTINGS), ...BUILD_SETTINGS]);
    expect([...example.keys()].sort()).toEqual([...read].sort());
  });

  it.each(SERVER_SETTINGS.map((name) => [name]))('.env.example gives %s the default the server has', (name) => {
    const value = example.get(name);
    if (value !== null && value !== undefined) {
      expect(isServerDefault(name, value), `${name}=${value}`).toBe(true);
    }
  });

  it('.env.example gives the deploy settings the defaults the deploy has', () => {
    for (const [name, fallback] of Object.entries(DEPLOY_SETTINGS)) {
      expect(example.get(name), name).toBe(fallback === null ? null : String(fallback));
    }
  });

  it("README's configuration table has a row for each setting, and names the settings file", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Layout of the repository'));
    for (const name of [...example.keys(), ENV_FILE_VARIABLE]) {
      expect(table, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
    }
    expect(table).toContain(DEFAULT_ENV_FILE);
    expect(read('.env.example')).toContain(DEFAULT_ENV_FILE);
  });

  it("MAINTAINING.md's settings file, units and commands use these names and this file", () => {
    const maintaining = read('MAINTAINING.md');
    expect(maintaining).toContain(DEFAULT_ENV_FILE);
    const ini = blocks(maintaining, 'ini');
    const settingsFiles = ini.filter((block) =>
      block
        .trim()
        .split('\n')
        .every((line) => /^[A-Z_]+=/.test(line)),
    );
    expect(settingsFiles.length).toBeGreaterThan(0);
    for (const line of settingsFiles.flatMap((block) => block.trim().split('\n'))) {
      expect(example.has(line.split('=')[0]!), line).toBe(true);
    }
    const units = ini.filter((block) => block.includes('[Service]'));
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      // The server and the commands read the settings file themselves; a unit naming another would split them.
      for (const [, file] of unit.matchAll(/^EnvironmentFile=-?(.*)$/gm)) {
        expect(file).toBe(DEFAULT_ENV_FILE);
      }
    }
    const assigned = blocks(maintaining, 'bash').flatMap((block) =>
      [...block.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
    );
    for (const name of assigned.filter((name) => NAME.test(name))) {
      expect([...example.keys(), ENV_FILE_VARIABLE], name).toContain(name);
    }
  });
});
