import {runCli} from '../inquiries/cli';

/** `npm run inquiries -- list | outbox | retry <id>` (usage: server/inquiries/cli.ts). */
runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then((code) => process.exit(code));
