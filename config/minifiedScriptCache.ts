import {createRequire} from 'node:module';
import path from 'node:path';
import type {Compilation, Compiler, RspackPluginInstance} from '@rspack/core';
import {contentCache, contentKey, type ContentCache} from '../common/contentCache';

/**
 * The client's scripts minified once per content. Rspack's minifier (SWC, in Docusaurus's options) runs on every
 * script of every build, about 2 s a locale on two cores, even when the bundler's cache has every module and the
 * script came out the same as last time. Before it runs, this plugin looks each script up by its content in a cache
 * and, on a hit, puts the minified text in its place marked `minimized`, which the minifier skips; after it runs,
 * the scripts it did minify go into the cache.
 */
export const MINIFIED_CACHE_DIR = 'node_modules/.cache/minified-js';
/** Entries no build has used for this long are deleted. */
const CACHE_DAYS = 14;
const SUFFIX = ['.js'] as const;
const SCRIPT = /\.[cm]?js$/;

const require = createRequire(__filename);
/** The minifier's output depends on the bundler's version and on Docusaurus's options for it. */
const SETTINGS = ['@rspack/core', '@docusaurus/faster']
  .map((name) => `${name}@${(require(`${name}/package.json`) as {version: string}).version}`)
  .join(' ');

export interface MinifiedScriptCounts {
  reused: number;
  minified: number;
}

export interface MinifiedScriptCacheOptions {
  /** Part of every key: what else the minified text depends on. */
  settings?: string;
  /** Where each build's counts are reported. */
  log?: (line: string) => void;
}

export class MinifiedScriptCache implements RspackPluginInstance {
  /** The last build's counts. */
  readonly counts: MinifiedScriptCounts = {reused: 0, minified: 0};
  private readonly cache: ContentCache;
  private readonly settings: string;
  private readonly log: (line: string) => void;

  constructor(cacheDir: string, {settings = SETTINGS, log = console.log}: MinifiedScriptCacheOptions = {}) {
    this.cache = contentCache(cacheDir);
    this.settings = settings;
    this.log = log;
  }

  apply(compiler: Compiler): void {
    if (!compiler.options.optimization.minimize) {
      return;
    }
    const {Compilation, sources} = compiler.webpack;
    const name = MinifiedScriptCache.name;
    compiler.hooks.thisCompilation.tap(name, (compilation: Compilation) => {
      Object.assign(this.counts, {reused: 0, minified: 0});
      /** Asset name → the key of its unminified content, for the scripts the minifier has to do. */
      const missed = new Map<string, string>();
      compilation.hooks.processAssets.tapPromise(
        {name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        async () => {
          const scripts = compilation.getAssets().filter((asset) => SCRIPT.test(asset.name) && !asset.info.minimized);
          await Promise.all(
            scripts.map(async (asset) => {
              const key = contentKey(this.settings, asset.source.source());
              const [minified] = (await this.cache.read(key, SUFFIX)) ?? [];
              if (minified) {
                compilation.updateAsset(asset.name, new sources.RawSource(minified.toString('utf8')), {
                  minimized: true,
                });
                this.counts.reused += 1;
              } else {
                missed.set(asset.name, key);
              }
            }),
          );
        },
      );
      compilation.hooks.processAssets.tapPromise(
        {name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async () => {
          await Promise.all(
            [...missed].map(async ([assetName, key]) => {
              const asset = compilation.getAsset(assetName);
              // Only what the minifier did: an asset another plugin removed or left unminified is not kept.
              if (asset?.info.minimized) {
                await this.cache.write(key, [[SUFFIX[0], asset.source.source()]]);
                this.counts.minified += 1;
              }
            }),
          );
        },
      );
    });
    compiler.hooks.done.tapPromise(name, async () => {
      const {reused, minified} = this.counts;
      const outDir = path.relative(process.cwd(), compiler.options.output.path ?? '') || '.';
      this.log(`Scripts of ${outDir}: ${minified} minified, ${reused} from the cache`);
      await this.cache.prune(CACHE_DAYS, SUFFIX);
    });
  }
}
