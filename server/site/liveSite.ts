import {existsSync, lstatSync, readdirSync, realpathSync} from 'node:fs';
import path from 'node:path';
import type {Context} from 'hono';
import type {CspManifest} from '../../common/cspManifest';
import type {Logger} from '../log';
import {isHashedAsset} from '../../common/sitePaths';
import {createStaticHandler, decodePath, type StaticCacheOptions} from './static';
import {BUILD_ID, readBuildInfo, type BuildInfo} from './buildInfo';
import {readCspManifest} from './cspManifest';

/** One build as the server serves it, with its own caches: they live and die with it. */
export interface LoadedBuild {
  /** The build directory, links resolved. */
  dir: string;
  info: BuildInfo | null;
  /** The directory holds a site (its home page); false for a missing or empty build directory. */
  hasSite: boolean;
  manifest: CspManifest | null;
  serve(c: Context): Promise<Response>;
}

export interface LiveSiteOptions {
  /** The build to serve: a directory, or a link to one (`releases/current`, switched by `npm run deploy`). */
  buildDir: string;
  /**
   * When `buildDir` is a link, how many other releases beside it keep their hashed files served, so a page
   * opened before a deploy can still load its route chunks by their old names.
   */
  previousReleases?: number;
  cache?: StaticCacheOptions | false;
  log?: Pick<Logger, 'info' | 'warn'>;
}

export interface LiveSite {
  current(): LoadedBuild;
  /** The releases whose hashed files are served when the current build lacks them, newest first. */
  previous(): readonly LoadedBuild[];
  /**
   * Looks at `buildDir` again and switches when it points to another build or the build's id changed (a
   * build finished in place). Requests already running finish on the build they started with.
   */
  refresh(): boolean;
  /** Re-checks every `intervalMs` until the returned function is called. */
  watch(intervalMs?: number): () => void;
  /** The static site: the current build, then hashed files of the previous releases. */
  serve(c: Context): Promise<Response>;
}

export const DEFAULT_PREVIOUS_RELEASES = 4;

function loadBuild(dir: string, cache: StaticCacheOptions | false | undefined): LoadedBuild {
  const handler = createStaticHandler({root: dir, cache});
  return {
    dir,
    info: readBuildInfo(dir),
    hasSite: existsSync(path.join(dir, 'index.html')),
    manifest: readCspManifest(dir),
    serve: (c) => handler(c),
  };
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function resolveDir(buildDir: string): string {
  try {
    return realpathSync(buildDir);
  } catch {
    return path.resolve(buildDir);
  }
}

/** Finished releases next to `dir` (named by build id, with their build info), newest first. */
function siblingReleases(dir: string): string[] {
  const parent = path.dirname(dir);
  try {
    return readdirSync(parent, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name))
      .map((entry) => path.join(parent, entry.name))
      .filter((release) => release !== dir && readBuildInfo(release) !== null)
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

export function createLiveSite({
  buildDir,
  previousReleases = DEFAULT_PREVIOUS_RELEASES,
  cache,
  log,
}: LiveSiteOptions): LiveSite {
  let current = loadBuild(resolveDir(buildDir), cache);
  let previous: LoadedBuild[] = [];

  const loadPrevious = () => {
    if (!isLink(buildDir)) {
      previous = [];
      return;
    }
    const kept = new Map(previous.map((build) => [build.dir, build]));
    previous = siblingReleases(current.dir)
      .slice(0, previousReleases)
      .map((dir) => kept.get(dir) ?? loadBuild(dir, cache));
  };
  loadPrevious();

  const site: LiveSite = {
    current: () => current,
    previous: () => previous,
    refresh() {
      const dir = resolveDir(buildDir);
      const info = readBuildInfo(dir);
      // With no site at all, any site is better, even one without build info.
      const siteAppeared = !current.hasSite && existsSync(path.join(dir, 'index.html'));
      if (dir === current.dir && info?.id === current.info?.id && !siteAppeared) {
        return false;
      }
      if (info === null && !siteAppeared) {
        // A build being written in place (its info comes last) or a link to something that is no build:
        // keep serving the last complete one.
        return false;
      }
      const hadSite = current.hasSite;
      const before = current.info?.id ?? '(unknown)';
      current = loadBuild(dir, cache);
      loadPrevious();
      if (hadSite) {
        log?.info('build switched', {from: before, to: info?.id ?? '(unknown)', previousReleases: previous.length});
      } else {
        log?.info(`Site found at BUILD_DIR ${dir}`, {build: info?.id ?? '(no build info)'});
      }
      return true;
    },
    watch(intervalMs = 1000) {
      const timer = setInterval(() => {
        try {
          site.refresh();
        } catch (error) {
          log?.warn('build check failed', {error: (error as Error).message});
        }
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    async serve(c) {
      // Captured once: a switch during this request must not mix two builds in one answer.
      const build = current;
      const olderReleases = previous;
      const answer = await build.serve(c);
      if (answer.status !== 404 || olderReleases.length === 0) {
        return answer;
      }
      const sitePath = decodePath(new URL(c.req.url).pathname);
      if (sitePath === null || !isHashedAsset(sitePath.slice(1))) {
        return answer;
      }
      for (const release of olderReleases) {
        const older = await release.serve(c);
        if (older.status !== 404) {
          return older;
        }
      }
      return answer;
    },
  };
  return site;
}
