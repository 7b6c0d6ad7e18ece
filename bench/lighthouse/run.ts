import * as chromeLauncher from 'chrome-launcher';
import type {Config, Flags, Result} from 'lighthouse';
import {CHROME_FLAGS, CHROME_PATH} from '../../common/chromium';
import type {ThrottlingMethod} from './throttling';

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = ['lcp', 'tbt', 'cls', 'fcp', 'totalBytes', 'jsBytes'] as const;
export type Metric = (typeof METRICS)[number];

/** An audit that did not pass, kept to explain a score. */
export interface Problem {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** What the audit points at (elements, URLs), a few at most. */
  items: string[];
}

/** What one Lighthouse run gives: scores 0–100, metrics in ms / unitless CLS / bytes on the wire. */
export interface Sample {
  url: string;
  preset: Preset;
  /** As Lighthouse's result reports it, so a run is never filed under a method it did not use. */
  throttling: ThrottlingMethod;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Lighthouse's own CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  lcpElement?: string;
  layoutShifts: string[];
  problems: Problem[];
  warnings: string[];
  chromium: string;
  lighthouseVersion: string;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') {
    throw new Error(`${lhr.finalDisplayedUrl}: audit ${id} has no numeric value`);
  }
  return value;
}

interface DetailItem {
  type?: string;
  /** An array, except in a checklist (document-latency-insight, lcp-discovery-insight): {label, value: passed} by id. */
  items?: DetailItem[] | Record<string, {label?: string; value?: boolean}>;
  resourceType?: string;
  transferSize?: number;
  url?: string;
  label?: string;
  /** link-text rows */
  href?: string;
  text?: string;
  /** forced-reflow and script rows */
  source?: {url?: string};
  node?: {selector?: string; snippet?: string};
  score?: number;
}

/**
 * The rows of an audit's details, with Lighthouse 12's lists of tables flattened; of a checklist, the checks that
 * failed (a site served uncompressed fails document-latency-insight's "usesCompression").
 */
function items(lhr: Result, id: string): DetailItem[] {
  const details = lhr.audits[id]?.details as DetailItem | undefined;
  const rows = (entries: DetailItem['items']): DetailItem[] =>
    Array.isArray(entries)
      ? entries
      : Object.values(entries ?? {})
          .filter((check) => check.value === false)
          .map((check) => ({label: check.label}));
  const flatten = (list: DetailItem[]): DetailItem[] =>
    list.flatMap((item) =>
      item.type === 'table' || item.type === 'list' || item.type === 'checklist' ? flatten(rows(item.items)) : [item],
    );
  return flatten(rows(details?.items));
}

function describe(item: DetailItem): string | undefined {
  if (item.node) {
    const snippet =
      item.node.snippet && item.node.snippet.length > 120 ? `${item.node.snippet.slice(0, 117)}...` : item.node.snippet;
    return [item.node.selector, snippet].filter(Boolean).join(' ');
  }
  if (item.href !== undefined || item.text !== undefined) {
    return `"${item.text ?? ''}" → ${item.href ?? '?'}`;
  }
  return item.url ?? item.source?.url ?? item.label;
}

/** Script bytes on the wire, from resource-summary (all scripts the page loaded, compressed as sent). */
function scriptBytes(lhr: Result): number {
  const row = items(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  return row?.transferSize ?? 0;
}

/** Audits below a pass in each category (performance: below 0.9, the others: below 1). */
function problemsOf(lhr: Result): Problem[] {
  const problems: Problem[] = [];
  for (const category of CATEGORIES) {
    const threshold = category === 'performance' ? 0.9 : 1;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        audit &&
        typeof audit.score === 'number' &&
        audit.score < threshold &&
        (ref.weight > 0 || category === 'performance')
      ) {
        const pointsAt = items(lhr, ref.id)
          .map(describe)
          .filter((text): text is string => !!text);
        problems.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          items: [...new Set(pointsAt)].slice(0, 6),
        });
      }
    }
  }
  return problems;
}

function toSample(lhr: Result, preset: Preset): Sample {
  const throttling = lhr.configSettings.throttlingMethod;
  if (throttling !== 'simulate' && throttling !== 'devtools') {
    throw new Error(`${lhr.finalDisplayedUrl}: unexpected throttling method ${throttling}`);
  }
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const lcpNode = items(lhr, 'largest-contentful-paint-element')[0]?.node;
  return {
    url: lhr.finalDisplayedUrl,
    preset,
    throttling,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
    metrics: {
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      jsBytes: scriptBytes(lhr),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet,
    layoutShifts: items(lhr, 'layout-shifts').map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(4)})`,
    ),
    problems: problemsOf(lhr),
    warnings: lhr.runWarnings,
    chromium: lhr.environment.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse is loaded with import(), not a static import: tsx turns a static import from this CommonJS
 * package into require(), and transpiling Lighthouse's ESM that way adds `__name(...)` helpers to the functions
 * Lighthouse serializes into the page, where they fail with "__name is not defined".
 */
async function loadLighthouse() {
  const [{default: lighthouse}, {default: desktopConfig}] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  return {lighthouse, desktopConfig};
}

/**
 * One Lighthouse navigation in a fresh headless Chromium (a first visit: empty cache and storage), with the
 * preset's throttling simulated (Lighthouse's default) or, with `throttling` 'devtools', applied while loading.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  throttling: ThrottlingMethod = 'simulate',
): Promise<Sample> {
  const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent'});
  try {
    // Flags win over the config's settings: the preset's throttling figures stay, only the method changes.
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling,
    };
    const {lighthouse, desktopConfig} = await loadLighthouse();
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) {
      throw new Error(`${url}: Lighthouse returned nothing`);
    }
    if (result.lhr.runtimeError) {
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return toSample(result.lhr, preset);
  } finally {
    chrome.kill();
  }
}

/**
 * runLighthouse, tried once more when it fails: Lighthouse's NO_NAVSTART trace error happens now and then on a
 * busy machine. A second failure is thrown.
 */
export async function lighthouseWithRetry(
  url: string,
  preset: Preset,
  throttling: ThrottlingMethod = 'simulate',
): Promise<Sample> {
  try {
    return await runLighthouse(url, preset, throttling);
  } catch (error) {
    console.warn(`  ${url} ${preset} ${throttling}: ${(error as Error).message}; retrying once`);
    return runLighthouse(url, preset, throttling);
  }
}
