import {access, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** A mistake in what the writer asked for: printed as is, without a stack trace. */
export class UsageError extends Error {}

export interface NewFile {
  /** Path from the site root. */
  file: string;
  text: string;
}

/**
 * Writes a page and its translation together, or nothing: if any of the files exists already, none is
 * written, so a scaffold never overwrites work or leaves one language behind.
 */
export async function writeNewFiles(siteDir: string, files: readonly NewFile[]): Promise<void> {
  for (const {file} of files) {
    if (await exists(path.join(siteDir, file))) {
      throw new UsageError(`${file} already exists; nothing was written.`);
    }
  }
  for (const {file, text} of files) {
    await mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await writeFile(path.join(siteDir, file), text, {flag: 'wx'});
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a scaffolding command and prints what it reports. Usage mistakes print their message, anything
 * else its stack; both exit 1.
 */
export function runScaffold(main: () => Promise<string>): void {
  main().then(console.log, (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exitCode = 1;
  });
}
