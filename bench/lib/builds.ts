import {existsSync} from 'node:fs';
import path from 'node:path';
import {option} from './options';
import {ROOT} from './system';

export type BuildLabel = 'before' | 'after';
/** The builds a bench with `--stock` compares: ours before and after, and the stock Docusaurus site. */
export type ComparedLabel = BuildLabel | 'stock';

export interface ComparedBuild {
  label: ComparedLabel;
  /** Absolute path of the build directory. */
  dir: string;
}

/** Ours: the build measured (after) or the one it is compared with (before). */
export interface BuildUnderTest extends ComparedBuild {
  label: BuildLabel;
}

/**
 * The builds a comparing bench measures: `--baseline=DIR` (before) when given, then `--build=DIR` (after,
 * default build/), relative to the repository root. Each must hold a site; benches never build them.
 */
export function buildsUnderTest(argv: readonly string[]): BuildUnderTest[] {
  const baseline = option(argv, 'baseline');
  const builds: BuildUnderTest[] = [
    ...(baseline ? [{label: 'before' as const, dir: path.resolve(ROOT, baseline)}] : []),
    {label: 'after', dir: path.resolve(ROOT, option(argv, 'build') ?? 'build')},
  ];
  for (const build of builds) {
    if (!existsSync(path.join(build.dir, 'index.html'))) {
      throw new Error(`${build.label}: ${build.dir} holds no site (no index.html); build it first`);
    }
  }
  return builds;
}
