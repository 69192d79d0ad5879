/**
 * One Lighthouse run (mobile, simulated throttling: its defaults) of a URL in Debian's Chromium,
 * as the Lighthouse benchmarks take it: the scores, the timings, and the machine's speed.
 */
import type {Result} from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const TARGETS: Record<Category, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const MAX_ATTEMPTS = 3;
export const SLOW_HOST_RETRIES = 3;
export const SLOW_HOST_PAUSE_MS = 15_000;
/** Lighthouse's SLOW_CPU_BENCHMARK_INDEX_THRESHOLD (core/gather/driver/environment.js). */
export const SLOW_HOST_INDEX = 1000;

export type Sample = Record<Category, number> & {
  lcp: number;
  tbt: number;
  cls: number;
  /** Speed Index (simulated); its optimistic half is the observed one, so a late paint shows here. */
  si: number;
  /**
   * Observed (unthrottled) time from the load event to the first contentful paint, ms: about 0
   * when the page paints as it loads; large when its first paint came late.
   */
  paintAfterLoad: number;
  bytes: number;
  speed: number;
  /** The host's CPU was slower than Lighthouse expects. */
  slowHost: boolean;
  lost: string[];
};

export function sample(lhr: Result): Sample {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = (lhr.audits.metrics?.details as {items?: Array<Record<string, number>>} | undefined)?.items?.[0] ?? {};
  // Audits that cost points outside performance (whose misses are timings, shown as columns).
  const lost = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    paintAfterLoad: (observed.observedFirstContentfulPaint ?? NaN) - (observed.observedLoad ?? NaN),
    bytes: audit('total-byte-weight'),
    // Lighthouse's measure of the machine's speed at the time of the run (higher is faster).
    speed: lhr.environment.benchmarkIndex,
    // The node API does not add Lighthouse's warning (only its command line does).
    slowHost: lhr.environment.benchmarkIndex <= SLOW_HOST_INDEX,
    lost,
  };
}

/** One run of `url` (repeated when Lighthouse fails to record a trace); the report if asked. */
export async function runLighthouse(url: string, chromePath: string): Promise<{sample: Sample; lhr: Result}> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
    try {
      const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES]});
      const error = result ? result.lhr.runtimeError?.message : 'no result';
      if (error) {
        if (attempt < MAX_ATTEMPTS) {
          process.stderr.write(`${url}: ${error}; again\n`);
          continue;
        }
        throw new Error(`${url}: ${error}`);
      }
      return {sample: sample(result!.lhr), lhr: result!.lhr};
    } finally {
      chrome.kill();
    }
  }
}
