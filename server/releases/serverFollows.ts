import {currentRelease} from './releases';

export type FollowCheck =
  | {kind: 'follows'}
  | {kind: 'no-server'; error: string}
  | {kind: 'elsewhere'; servingId: string | null; currentId: string | null};

/** The build id the server reports at /healthz (null: none, or no health answer of ours); throws when nothing answers. */
async function servedBuildId(url: string): Promise<string | null> {
  const answer = await fetch(new URL('/healthz', url), {signal: AbortSignal.timeout(2000)});
  try {
    const body = (await answer.json()) as {build?: {id?: unknown} | null};
    return typeof body.build?.id === 'string' ? body.build.id : null;
  } catch {
    return null;
  }
}

/**
 * Whether the server at `url` serves the release `releases/current` points to, as a server started with
 * `BUILD_DIR=releases/current` does (before the first release, it serves no build). It re-reads the link
 * every second, so a switch made just before gets `settleMs` to show.
 */
export async function checkServerFollowsCurrent(
  url: string,
  releasesDir: string,
  settleMs = 3000,
): Promise<FollowCheck> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const currentId = currentRelease(releasesDir);
    let servingId;
    try {
      servingId = await servedBuildId(url);
    } catch (error) {
      const cause = (error as Error).cause as Error | undefined;
      return {kind: 'no-server', error: cause?.message ?? (error as Error).message};
    }
    if (servingId === currentId) {
      return {kind: 'follows'};
    }
    if (Date.now() >= deadline) {
      return {kind: 'elsewhere', servingId, currentId};
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
