import {runCli, type CliIo} from '../../server/cli/inquiryCommands/commands';

export interface StaffCommandRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The records the command appended to the audit log. */
  audit: string[];
}

/** Runs `npm run inquiries -- <argv>` in this process, collecting what it writes and its audit records. */
export async function runStaffCommand(argv: string[], io: Partial<CliIo> = {}): Promise<StaffCommandRun> {
  let stdout = '';
  let stderr = '';
  const audit: string[] = [];
  const code = await runCli(argv, {
    env: {},
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    audit: (record) => void audit.push(record),
    ...io,
  });
  return {code, stdout, stderr, audit};
}
