/**
 * `npx tsx bench/easyops-cli.ts`: builds the site with easyops's search, runs ten sample
 * queries per language through its navbar box, indexes the same build with Pagefind and runs
 * them through its API, and prints the result pages per query and the latency per keystroke.
 * A quick look at the two other engines; `npm run bench:search` compares all three.
 */
import path from 'node:path';
import {keystrokeLatencies, resultPages, type Engine, type Locale} from './browserSearch';
import {percentile} from './common';
import {buildEasyops} from './easyops';
import {preparePagefind} from './pagefind';

const siteDir = path.resolve(__dirname, '..');

const SAMPLES: Record<Locale, string[]> = {
  en: ['trunk', 'extension', 'call queue', 'firewall', 'backup', 'licens', 'regist', 'ports', 'certificate', 'voicemail'],
  de: ['Nebenstelle', 'Warteschlange', 'Amtsleitung', 'Firewall', 'Sicherung', 'Lizenz', 'konfig', 'Ports', 'Zertifikat', 'Weiterleitung'],
};

async function main(): Promise<void> {
  const easyops = await buildEasyops(siteDir, path.join(siteDir, 'build-bench', 'easyops'));
  const pagefind = preparePagefind(easyops.engine.buildDir);
  console.log(
    `easyops build (both locales): ${(easyops.buildMs / 1000).toFixed(1)} s, of which its index ${easyops.indexBuildMs ?? '?'} ms`,
  );
  console.log(`Pagefind index: ${(pagefind.buildMs / 1000).toFixed(1)} s`);
  for (const engine of [easyops.engine, pagefind.engine] as Engine[]) {
    for (const lang of ['en', 'de'] as const) {
      const pages = await resultPages(engine, lang, SAMPLES[lang]);
      const latency = await keystrokeLatencies(engine, lang, SAMPLES[lang]);
      console.log(
        `\n${engine.name} ${lang}: per keystroke median ${percentile(latency.ms, 50).toFixed(1)} ms, p95 ${percentile(latency.ms, 95).toFixed(1)} ms` +
          (latency.timedOut ? ` (${latency.timedOut} timed out)` : ''),
      );
      for (const r of pages) console.log(`  ${r.query}: ${r.urls.join(' ') || '(none)'}`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
