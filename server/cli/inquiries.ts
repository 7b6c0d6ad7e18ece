import {createInterface} from 'node:readline/promises';
import {runCli} from './inquiryCommands/commands';
import {writeFully} from './output';

// A reader gone early (`| head`) fails the next write with EPIPE: the exit status says the output is
// incomplete instead of the process dying on an unhandled error.
process.stdout.on('error', () => {
  process.exitCode = 1;
});

/** `npm run inquiries -- <command>` (usage: server/cli/inquiryCommands/commands.ts). */
void runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => writeFully(process.stdout, text),
  stderr: (text) => void process.stderr.write(text),
  confirm: process.stdin.isTTY
    ? async (question) => {
        const terminal = createInterface({input: process.stdin, output: process.stderr});
        try {
          return /^y(es)?$/i.test((await terminal.question(question)).trim());
        } finally {
          terminal.close();
        }
      }
    : undefined,
}).then((code) => {
  // Not process.exit(): that would drop what a pipe has not taken yet. The process ends once stdout is drained.
  process.exitCode = process.exitCode || code;
});
