/** What a running server said after a switch. */
export type SwitchOutcome =
  {kind: 'serving'} | {kind: 'no-server'; error: string} | {kind: 'other-build'; servingId: string | null};

async function servedBuild(url: string): Promise<string | null> {
  const answer = await fetch(new URL('/healthz', url), {signal: AbortSignal.timeout(2000)});
  const body = (await answer.json()) as {build?: {id?: string} | null};
  return body.build?.id ?? null;
}

/**
 * Waits until the server at `url` reports build `id` at /healthz (it re-reads the `current` link every
 * second). No answer at all means no server runs there, which is not an error for a first deploy.
 */
export async function awaitServer(url: string, id: string, timeoutMs = 15_000): Promise<SwitchOutcome> {
  const deadline = Date.now() + timeoutMs;
  let servingId: string | null;
  try {
    servingId = await servedBuild(url);
  } catch (error) {
    return {
      kind: 'no-server',
      error: error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error),
    };
  }
  while (servingId !== id && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    servingId = await servedBuild(url).catch(() => servingId);
  }
  return servingId === id ? {kind: 'serving'} : {kind: 'other-build', servingId};
}
