/**
 * `npx tsx bench/easyops-cli.ts`: builds the site with easyops's search, runs ten sample
 * queries per language through its navbar box, indexes the same build with Pagefind, and prints
 * a summary and the results per query.
 */
import type {Locale, RunResult} from './browserSearch';
import {benchEasyops, type BenchQuery} from './easyops';
import {benchPagefind} from './pagefind';

const SAMPLES: Record<Locale, string[]> = {
  en: ['trunk', 'extension', 'call queue', 'firewall', 'backup', 'licens', 'regist', 'ports', 'certificate', 'voicemail'],
  de: ['Nebenstelle', 'Warteschlange', 'Amtsleitung', 'Firewall', 'Sicherung', 'Lizenz', 'konfig', 'Ports', 'Zertifikat', 'Weiterleitung'],
};

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number): string => n.toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const queries: BenchQuery[] = (['en', 'de'] as const).flatMap((lang) => SAMPLES[lang].map((query) => ({lang, query})));
  const easyops = await benchEasyops({queries});
  const pagefind = await benchPagefind('build-bench/easyops');
  const runs: Record<Locale, RunResult> = {en: easyops.en, de: easyops.de};
  const latencies = (lang: Locale): number[] => runs[lang].results.map((r) => r.latencyMs);

  const index = easyops.indexBuildMs === undefined ? 'n/a' : `${(easyops.indexBuildMs / 1000).toFixed(1)} s`;
  console.log(`easyops build (both locales): ${(easyops.buildMs / 1000).toFixed(1)} s, of which its index: ${index}\n`);
  const row = (label: string, f: (lang: Locale) => string): string[] => [label, f('en'), f('de')];
  console.log(
    table([
      ['', 'en', 'de'],
      row('easyops latency median (ms)', (l) => ms(percentile(latencies(l), 50))),
      row('easyops latency p95 (ms)', (l) => ms(percentile(latencies(l), 95))),
      row('easyops timed out', (l) => String(runs[l].results.filter((r) => r.timedOut).length)),
      row('easyops bytes to first suggestion', (l) => kb(runs[l].bytesBeforeFirstSuggestion)),
      row('easyops bytes whole index', (l) => kb(runs[l].bytesWholeIndex)),
      row('easyops files fetched', (l) => String(runs[l].fetched.length)),
      row(
        'pagefind first query',
        (l) => `${kb(pagefind[l].firstQueryBytes)} in ${pagefind[l].firstQueryFiles} files ("${pagefind[l].query}")`,
      ),
      row(
        'pagefind index (on disk)',
        (l) => `${kb(pagefind[l].indexBytes)} in ${pagefind[l].indexFiles} files, ${pagefind[l].pages} pages`,
      ),
    ]),
  );
  for (const lang of ['en', 'de'] as const) {
    console.log(`\n${lang}: query, ms, result pages in order`);
    console.log(
      table(runs[lang].results.map((r) => [r.query, `${ms(r.latencyMs)}${r.timedOut ? '!' : ''}`, r.urls.join(' ') || '(none)'])),
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
