/**
 * Where the date of a page's last change comes from (`showLastUpdateTime`): Docusaurus's own
 * eager git reader (one `git log` for the whole repository, the default with `future.faster`),
 * with one correction for shallow clones.
 *
 * In a shallow clone (CI often checks out with `--depth 1`), git's history stops at the
 * boundary commits, and every file whose last change is older looks as if the boundary commit
 * had changed it: every page would show the date of that commit. Dates that fall on a boundary
 * commit are therefore dropped, and those pages show no date (the theme then renders no
 * "Last updated" line) rather than a wrong one. Files git does not know have no date either.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  return (await run('git', args, {cwd, encoding: 'utf8'})).stdout.trim();
}

/** The commit times (ms) of a shallow clone's boundary commits; empty for a full clone or no git. */
export async function shallowBoundaryTimes(cwd: string): Promise<Set<number>> {
  try {
    if ((await git(cwd, ['rev-parse', '--is-shallow-repository'])) !== 'true') return new Set();
    const file = path.resolve(cwd, await git(cwd, ['rev-parse', '--git-path', 'shallow']));
    const commits = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    if (commits.length === 0) return new Set();
    const times = await git(cwd, ['show', '-s', '--format=%ct', ...commits]);
    return new Set(
      times
        .split('\n')
        .filter(Boolean)
        .map((s) => Number(s) * 1000),
    );
  } catch {
    return new Set();
  }
}

/** `base` (by default Docusaurus's `default-v2`: eager git in production) without the dates of a shallow clone's boundary. */
export function shallowAwareVcs(base: VcsConfig = getVcsPreset('default-v2')): VcsConfig {
  let boundary: Promise<Set<number>> = Promise.resolve(new Set());
  return {
    initialize(params) {
      base.initialize(params);
      boundary = shallowBoundaryTimes(params.siteDir);
    },
    getFileCreationInfo: (file) => base.getFileCreationInfo(file),
    async getFileLastUpdateInfo(file) {
      const info = await base.getFileLastUpdateInfo(file);
      if (info?.timestamp !== undefined && (await boundary).has(info.timestamp)) return null;
      return info;
    },
  };
}
