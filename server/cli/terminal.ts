import {closeSync, openSync} from 'node:fs';
import {createInterface} from 'node:readline/promises';
import {ReadStream, WriteStream} from 'node:tty';

const TERMINAL = '/dev/tty';

/**
 * A yes/no question on the controlling terminal (/dev/tty), whatever stdin, stdout and stderr are: with
 * `2>> file` or `> file` the question still reaches the person and never the file. Undefined when the
 * process has no terminal (a script, cron, systemd), so the command refuses without --yes.
 */
export function terminalConfirm(): ((question: string) => Promise<boolean>) | undefined {
  try {
    closeSync(openSync(TERMINAL, 'r+'));
  } catch {
    return undefined;
  }
  return async (question) => {
    const input = new ReadStream(openSync(TERMINAL, 'r'));
    const output = new WriteStream(openSync(TERMINAL, 'w'));
    const terminal = createInterface({input, output});
    try {
      return /^y(es)?$/i.test((await terminal.question(question)).trim());
    } finally {
      terminal.close();
      input.destroy();
      output.destroy();
    }
  };
}
