/**
 * Node.js flags for the processes the tests start: Vitest's workers, the servers and the CLI runs.
 *
 * PGlite is PostgreSQL compiled to WebAssembly. V8 runs it first from its baseline compiler (Liftoff) and
 * recompiles hot functions with its optimising compiler in the background: in a process that opens PGlite once
 * and exits, that costs about 2.5 s of CPU more (3.8 s instead of 1.3 s) and holds the exit about 2 s. The tests
 * open PGlite hundreds of times and run a few queries each, so they keep to Liftoff. Production keeps V8's
 * default: a server lives long enough to gain from the optimised code.
 */
export const TEST_NODE_FLAGS: readonly string[] = ['--liftoff-only'];
