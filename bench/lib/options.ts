/** The value of a `--name=value` command-line option, or undefined when it is not given. */
export function option(argv: readonly string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * Throws, naming them, on arguments that are neither one of the `--name=value` options `valued` names nor one of
 * the `flags` (e.g. `--stock`): a misspelled option must not quietly run the default measurement.
 */
export function rejectUnknownOptions(
  argv: readonly string[],
  valued: readonly string[],
  flags: readonly string[] = [],
) {
  const unknown = argv.filter((arg) => !flags.includes(arg) && !valued.some((name) => arg.startsWith(`--${name}=`)));
  if (unknown.length) {
    const known = [...valued.map((name) => `--${name}=…`), ...flags];
    throw new Error(`Unknown option(s): ${unknown.join(' ')} (known: ${known.join(' ')})`);
  }
}

/** `--runs=N`, a positive whole number, or `fallback` when it is not given. */
export function runsOption(argv: readonly string[], fallback: number): number {
  const runs = Number(option(argv, 'runs') ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error('--runs must be a positive integer');
  }
  return runs;
}
