/**
 * `npm run check:translations`: every UI string has a German translation.
 *
 * Runs `docusaurus write-translations --locale de` on a scratch copy of the site with a
 * marker prefix for new messages: any message that comes out with the marker is a string
 * the German site would show in English. The working tree is not touched.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MARKER = '__UNTRANSLATED__';
/** Keys whose values come from brand.ts / locale-strings.json through the config instead. */
const FROM_CONFIG = new Set(['title', 'logo.alt', 'copyright']);

const siteDir = path.resolve(__dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
try {
  for (const entry of fs.readdirSync(siteDir)) {
    if (['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'reports'].includes(entry) || entry.startsWith('build-')) continue;
    // Nested node_modules (the bench's) are large and irrelevant to the site's strings.
    fs.cpSync(path.join(siteDir, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !source.split(path.sep).includes('node_modules'),
    });
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(scratch, 'node_modules'));
  execFileSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'de', '--messagePrefix', MARKER], {
    cwd: scratch,
    stdio: 'pipe',
  });
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.json')) {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, {message: string}>;
        for (const [key, {message}] of Object.entries(data)) {
          if (!message.startsWith(MARKER) || FROM_CONFIG.has(key)) continue;
          missing.push(`${path.relative(scratch, full)}: ${key}`);
        }
      }
    }
  };
  walk(path.join(scratch, 'i18n/de'));
  if (missing.length) {
    console.error(`${missing.length} UI string(s) without a German translation:`);
    for (const m of missing) console.error(`  ${m}`);
    console.error('Run "npm run write-translations" and translate the new entries in i18n/de/.');
    process.exit(1);
  }
  console.log('translations: every UI string has a German translation');
} finally {
  fs.rmSync(scratch, {recursive: true, force: true});
}
