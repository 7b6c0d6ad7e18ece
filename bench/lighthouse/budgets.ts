import type {Summary} from './summary';

/** The budgets of the brief, checked on the median of the runs of each page, locale and preset. */
export const BUDGETS = {
  mobilePerformanceMin: 95,
  desktopPerformanceMin: 100,
  accessibilityMin: 100,
  bestPracticesMin: 100,
  seoMin: 100,
  /** CLS as Lighthouse shows it, rounded to two decimals. */
  clsMax: 0,
  /** Script bytes on the wire (compressed) that the home page loads, per locale and preset: 170 KiB. */
  homeJsBytesMax: 170 * 1024,
} as const;

export function checkBudgets(summaries: readonly Summary[]): string[] {
  const breaches: string[] = [];
  for (const s of summaries) {
    const where = `${s.page} ${s.locale} ${s.preset} (${s.url})`;
    const perf = s.scores.performance.median;
    const perfMin = s.preset === 'mobile' ? BUDGETS.mobilePerformanceMin : BUDGETS.desktopPerformanceMin;
    if (perf < perfMin) {
      breaches.push(`${where}: performance ${perf} < ${perfMin}`);
    }
    for (const [category, min] of [
      ['accessibility', BUDGETS.accessibilityMin],
      ['best-practices', BUDGETS.bestPracticesMin],
      ['seo', BUDGETS.seoMin],
    ] as const) {
      if (s.scores[category].median < min) {
        const failing = s.problems.filter((p) => p.category === category).map((p) => p.id);
        breaches.push(
          `${where}: ${category} ${s.scores[category].median} < ${min} (failing: ${failing.join(', ') || '?'})`,
        );
      }
    }
    const cls = Number(s.metrics.cls.median.toFixed(2));
    if (cls > BUDGETS.clsMax) {
      breaches.push(`${where}: CLS ${s.metrics.cls.median.toFixed(3)} > 0.00 (shifts: ${s.layoutShifts.join('; ')})`);
    }
    if (s.page === 'home' && s.metrics.jsBytes.median > BUDGETS.homeJsBytesMax) {
      breaches.push(
        `${where}: first-load JS ${(s.metrics.jsBytes.median / 1024).toFixed(1)} KB > ${BUDGETS.homeJsBytesMax / 1024} KB`,
      );
    }
  }
  return breaches;
}
