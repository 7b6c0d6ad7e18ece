import type {Locale} from '../../common/sitePaths';
import type {Verdict} from '../lighthouse/compare';
import type {LoadAverage} from '../lib/system';

/**
 * The parts of the four benches' JSON files that `npm run bench:slow-phone` reads, each with the limits its bench
 * wrote and the load average at its start and end.
 */
interface Result {
  generatedAt: string;
  loadAverage: {start: LoadAverage; end: LoadAverage};
}

export interface PhoneResult extends Result {
  limits: {firstUseKB: number; firstUseMs: number; keystrokeP95Ms: number};
  firstUse: {build: string; locale: Locale; page: string; bytes: {median: number}; ms: {median: number}}[];
  keystrokes: {summary: {build: string; locale: Locale; queries: number; p95: number}[]};
}

export interface InteractionsResult extends Result {
  limits: {longestTaskMs: number; aboveFloorMs: number; interactionMs: number};
  /** `scripts: false`: the page's HTML and CSS alone, the floor of its longest task. */
  loads: {build: string; scripts: boolean; locale: Locale; page: string; longestMs: number; blockingMs: number}[];
  interactions: {build: string; locale: Locale; label: string; medianMs: number | null}[];
}

export interface LighthouseCompareResult extends Result {
  verdicts: Verdict[];
}

interface BuildTimes {
  median: number;
  seconds: number[];
}

export interface BuildResult extends Result {
  limits: {editedS: number; freshS: number};
  trees: {label: 'before' | 'after'; edited: BuildTimes; fresh: BuildTimes}[];
}
