/**
 * `npm run bench:build`: runs the full production build (`npm run build`: both locales and
 * the postbuild step) RUNS times (default 1) and prints its wall time and peak memory: the
 * largest sum of the resident set sizes of the whole process tree (npm, Docusaurus, the
 * bundler's workers), sampled from /proc every 100 ms, and the largest single process.
 *
 * Each run starts cold (`docusaurus clear`: no bundler cache, no generated files), as on a
 * fresh checkout; `--warm` keeps the caches of the previous build. Linux only (/proc).
 * The build's output goes to reports/bench-build.log.
 *
 * `--synthetic N` builds a copy of the repository filled up to N pages per language with the
 * generated pages of the search bench (bench/synthetic.ts, in build-bench/build-synthetic-N/),
 * to show how the build grows with the content.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {markdownTable, median, runsFromEnv, siteDir as repoDir} from './common';
import {writeSyntheticSite} from './synthetic';

const POLL_MS = 100;
const args = process.argv.slice(2);
const synthetic = args.includes('--synthetic') ? Number(args[args.indexOf('--synthetic') + 1]) : undefined;
/** The site that is built: the repository, or its synthetic copy. */
const siteDir = synthetic ? path.join(repoDir, 'build-bench', `build-synthetic-${synthetic}`) : repoDir;
const logFile = path.join(repoDir, 'reports', 'bench-build.log');

/** Resident set size of one process in bytes, or 0 when it has gone. */
function rss(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and all its descendants. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 2nd field after the command name in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

type Run = {seconds: number; treePeak: number; processPeak: number};

async function measuredBuild(log: fs.WriteStream): Promise<Run> {
  const start = process.hrtime.bigint();
  const child = spawn('npm', ['run', 'build'], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.pipe(log, {end: false});
  child.stderr.pipe(log, {end: false});
  let treePeak = 0;
  let processPeak = 0;
  const timer = setInterval(() => {
    const sizes = processTree(child.pid!).map(rss);
    treePeak = Math.max(
      treePeak,
      sizes.reduce((a, b) => a + b, 0),
    );
    processPeak = Math.max(processPeak, ...sizes);
  }, POLL_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`npm run build exited with ${code}; see ${logFile}`);
  return {seconds: Number(process.hrtime.bigint() - start) / 1e9, treePeak, processPeak};
}

async function main(): Promise<void> {
  if (!fs.existsSync('/proc/self/status')) {
    console.error('bench:build reads memory from /proc and runs on Linux only.');
    process.exit(1);
  }
  if (synthetic !== undefined && (!Number.isInteger(synthetic) || synthetic < 1)) {
    console.error('--synthetic needs a number of pages per language');
    process.exit(1);
  }
  const runs = runsFromEnv(1);
  const warm = args.includes('--warm');
  let pages = '';
  if (synthetic) {
    const {generated} = writeSyntheticSite(siteDir, synthetic);
    pages = `, ${generated.en} English and ${generated.de} German pages`;
  }
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const log = fs.createWriteStream(logFile);
  const results: Run[] = [];
  for (let run = 1; run <= runs; run += 1) {
    if (!warm) {
      spawnSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['clear'], {cwd: siteDir, stdio: 'ignore'});
    }
    const result = await measuredBuild(log);
    results.push(result);
    process.stderr.write(`build ${run}/${runs}: ${result.seconds.toFixed(1)} s, peak ${(result.treePeak / 2 ** 30).toFixed(2)} GiB\n`);
  }
  log.end();
  const gib = (bytes: number) => Number((bytes / 2 ** 30).toFixed(2));
  const rows = results.map((r, i) => [String(i + 1), Number(r.seconds.toFixed(1)), gib(r.treePeak), gib(r.processPeak)]);
  if (runs > 1) {
    rows.push([
      'median',
      Number(median(results.map((r) => r.seconds)).toFixed(1)),
      gib(median(results.map((r) => r.treePeak))),
      gib(median(results.map((r) => r.processPeak))),
    ]);
  }
  console.log(`\nFull build (en + de, postbuild${pages}), ${warm ? 'warm caches' : 'cold'}, ${runs} run(s):\n`);
  console.log(markdownTable(['run', 'wall s', 'peak RSS, process tree GiB', 'peak RSS, largest process GiB'], rows));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
