import {execFile} from 'node:child_process';
import path from 'node:path';

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tsx scripts/<script> <args>` in `siteDir`, as `npm run` would there, and collects its output. */
export function runScript(siteDir: string, script: string, args: string[]): Promise<ScriptResult> {
  const tsx = path.join(siteDir, 'node_modules/.bin/tsx');
  return new Promise((resolve) => {
    execFile(tsx, [path.join('scripts', script), ...args], {cwd: siteDir}, (error, stdout, stderr) => {
      resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr});
    });
  });
}
