import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Problem} from './problem';

/** Where translations that may equal the Japanese on purpose are listed, from the site root. */
export const ALLOWLIST_FILE = 'i18n/allowlist.json';

/**
 * The allow-list: `{"<file>": {"<key>": "<reason>"}}`, files and keys named as the report names them.
 * It remembers which entries were needed, so entries that no longer are can be reported.
 */
export class Allowlist {
  private readonly used = new Set<string>();

  private constructor(private readonly entries: Record<string, Record<string, string>>) {}

  static async read(siteDir: string): Promise<Allowlist> {
    let text: string;
    try {
      text = await readFile(path.join(siteDir, ALLOWLIST_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return new Allowlist({});
      }
      throw error;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new Error(`${ALLOWLIST_FILE}: ${(error as Error).message}`);
    }
    return new Allowlist(validate(value));
  }

  /** Whether the English of `key` in `file` may equal the Japanese. */
  allows(file: string, key: string): boolean {
    const allowed = this.entries[file]?.[key] !== undefined;
    if (allowed) {
      this.used.add(entryId(file, key));
    }
    return allowed;
  }

  /** Entries no translation needed in this run: their text differs now, or the key is gone. */
  unneeded(): Problem[] {
    return Object.entries(this.entries).flatMap(([file, keys]) =>
      Object.keys(keys)
        .filter((key) => !this.used.has(entryId(file, key)))
        .map((key) => ({
          file: ALLOWLIST_FILE,
          key: entryId(file, key),
          kind: 'orphan' as const,
          message:
            'not needed: the translation differs from the Japanese or the key is gone; remove the entry, or fix the translation',
        })),
    );
  }
}

function entryId(file: string, key: string): string {
  return `${file} › ${key}`;
}

function validate(value: unknown): Record<string, Record<string, string>> {
  if (!isRecord(value)) {
    throw new Error(`${ALLOWLIST_FILE}: expected an object of files`);
  }
  for (const [file, keys] of Object.entries(value)) {
    if (!isRecord(keys)) {
      throw new Error(`${ALLOWLIST_FILE}: "${file}" must map keys to reasons`);
    }
    for (const [key, reason] of Object.entries(keys)) {
      if (typeof reason !== 'string' || reason.trim() === '') {
        throw new Error(`${ALLOWLIST_FILE}: "${file}" › "${key}" needs a one-line reason`);
      }
    }
  }
  return value as Record<string, Record<string, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
