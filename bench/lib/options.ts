/** The value of a `--name=value` command-line option, or undefined when it is not given. */
export function option(argv: readonly string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
