/**
 * `npm test`: every check, in order, each as its own npm script; stops at the first that fails.
 * At the end it prints each step's wall time, so CI shows where its minutes go.
 */
import {spawnSync} from 'node:child_process';

const STEPS = [
  'typecheck',
  'lint',
  'test:unit',
  'build',
  'check:content',
  'check:search',
  'test:dev-search',
  'test:nginx',
  'test:rebrand',
  'test:e2e',
] as const;

const only = process.argv.slice(2);
const steps = only.length ? STEPS.filter((s) => only.includes(s)) : STEPS;
const times: Array<[string, number, boolean]> = [];
let failed: string | undefined;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n::: npm run ${step}`);
  const result = spawnSync('npm', ['run', '--silent', step], {stdio: 'inherit', env: process.env});
  const ok = result.status === 0;
  times.push([step, (Date.now() - started) / 1000, ok]);
  if (!ok) {
    failed = step;
    break;
  }
}
const total = times.reduce((n, [, t]) => n + t, 0);
console.log('\n::: step times');
for (const [step, seconds, ok] of times) console.log(`  ${step.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nnpm test: ${failed} failed`);
  process.exit(1);
}
