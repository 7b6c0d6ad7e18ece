import {envFile} from './prelude';
import {describeEnvFile} from '../envFile';
import {makeFileDescriptorPrivate} from '../privateFiles';
import {runCli} from './inquiryCommands/commands';
import {writeFully} from './output';
import {terminalConfirm} from './terminal';

// A reader gone early (`| head`) fails the next write with EPIPE: the exit status says the output is
// incomplete instead of the process dying on an unhandled error.
process.stdout.on('error', () => {
  process.exitCode = 1;
});

// Output redirected into a file (`> inquiries.csv`) may hold personal data: only this user may read it.
makeFileDescriptorPrivate(process.stdout.fd);

/** `npm run inquiries -- <command>` (usage: server/cli/inquiryCommands/commands.ts). */
void runCli(process.argv.slice(2), {
  env: process.env,
  settings: describeEnvFile(envFile),
  stdout: (text) => writeFully(process.stdout, text),
  stderr: (text) => void process.stderr.write(text),
  confirm: terminalConfirm(),
}).then((code) => {
  // Not process.exit(): that would drop what a pipe has not taken yet. The process ends once stdout is drained.
  process.exitCode = process.exitCode || code;
});
