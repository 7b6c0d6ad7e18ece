import {ENV_FILE_VARIABLE} from '../../server/envFile';

/** README.md's configuration table against .env.example: the same variables, the same literal defaults. */
export interface Setting {
  name: string;
  /** The default when it is one literal value (`3000`), else undefined (unset, or derived from another setting). */
  literal?: string;
}

export function readmeSettings(readme: string): Setting[] {
  const section = /^## Configuration\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const settings: Setting[] = [];
  for (const row of section.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line))) {
    const [names = '', fallback = ''] = row.split('|').slice(1, 3);
    const literal = /^\s*`([^`$]+)`\s*$/.exec(fallback)?.[1];
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) {
      // A default naming another setting (DATA_DIR/backups) is derived, not a literal.
      settings.push({name: name!, literal: literal && !/^[A-Z_]+\//.test(literal) ? literal : undefined});
    }
  }
  return settings;
}

/** `NAME=value` lines, and `# NAME=…` lines that document a setting left at its default. */
function exampleSettings(example: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [, commented, name, value] of example.matchAll(/^(# )?([A-Z][A-Z0-9_]+)=(.*)$/gm)) {
    found.set(name!, commented ? undefined : value);
  }
  return found;
}

export function compareEnvExample(readme: string, example: string): string[] {
  // The variable naming the settings file is an environment variable only: .env.example is that file's template.
  const documented = readmeSettings(readme).filter(({name}) => name !== ENV_FILE_VARIABLE);
  const listed = exampleSettings(example);
  const problems: string[] = [];
  for (const {name, literal} of documented) {
    if (!listed.has(name)) {
      problems.push(`${name}: in README, missing from .env.example`);
    } else if (listed.get(name) !== literal) {
      const set = listed.get(name);
      problems.push(
        `${name}: README says the default is ${literal ?? 'not a single value'}, .env.example ${set === undefined ? 'leaves it commented out' : `sets ${set}`}`,
      );
    }
  }
  const names = new Set(documented.map((setting) => setting.name));
  for (const name of listed.keys()) {
    if (!names.has(name)) {
      problems.push(`${name}: in .env.example, not in the README table`);
    }
  }
  return problems;
}
