/**
 * The dates of pages' last changes in a shallow clone (src/plugins/lastUpdate/vcs.ts): a file
 * whose last change lies beyond the clone's history has no date instead of the boundary's.
 */
import {describe, it, expect} from 'vitest';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// A fresh eager reader per repository (the preset is a singleton that reads one repository once).
import {createVcsGitEagerConfig} from '@docusaurus/utils/lib/vcs/vcsGitEager';
import {shallowAwareVcs, shallowBoundaryTimes} from '../../src/plugins/lastUpdate/vcs';

const DAY = 86_400;
const T0 = 1_760_000_000; // seconds

function git(cwd: string, args: string[], time?: number): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@example.org',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@example.org',
  };
  if (time) Object.assign(env, {GIT_AUTHOR_DATE: `${time} +0000`, GIT_COMMITTER_DATE: `${time} +0000`});
  execFileSync('git', args, {cwd, env, stdio: 'pipe'});
}

/** A repository with three commits a day apart: old.md in the first, mid.md in the second, new.md in the third. */
function repository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vcs-'));
  git(dir, ['init', '-q', '-b', 'main']);
  ['old', 'mid', 'new'].forEach((name, i) => {
    fs.writeFileSync(path.join(dir, `${name}.md`), `# ${name}\n`);
    git(dir, ['add', '.']);
    git(dir, ['commit', '-q', '-m', name], T0 + i * DAY);
  });
  return dir;
}

async function dates(dir: string): Promise<Record<string, number | null>> {
  const vcs = shallowAwareVcs(createVcsGitEagerConfig());
  vcs.initialize({siteDir: dir});
  const out: Record<string, number | null> = {};
  for (const name of ['old', 'mid', 'new', 'untracked'])
    out[name] = (await vcs.getFileLastUpdateInfo(path.join(dir, `${name}.md`)))?.timestamp ?? null;
  return out;
}

// Spawning git takes its time on a loaded machine.
describe('last-update dates from git', {timeout: 30_000}, () => {
  const full = repository();
  fs.writeFileSync(path.join(full, 'untracked.md'), '# new page\n');

  it('a full clone: every tracked file has the date of its last commit; an untracked file has none', async () => {
    expect(await shallowBoundaryTimes(full)).toEqual(new Set());
    expect(await dates(full)).toEqual({old: T0 * 1000, mid: (T0 + DAY) * 1000, new: (T0 + 2 * DAY) * 1000, untracked: null});
  });

  it('a shallow clone: files older than its history have no date, not the boundary commit’s', async () => {
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'vcs-shallow-'));
    git(os.tmpdir(), ['clone', '-q', '--depth', '2', `file://${full}`, shallow]);
    expect(await shallowBoundaryTimes(shallow)).toEqual(new Set([(T0 + DAY) * 1000]));
    // mid.md really changed in the boundary commit, but git cannot tell it from old.md: both lose their date.
    expect(await dates(shallow)).toEqual({old: null, mid: null, new: (T0 + 2 * DAY) * 1000, untracked: null});
  });

  it('outside a repository: no dates, no failure', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'vcs-none-'));
    expect(await shallowBoundaryTimes(plain)).toEqual(new Set());
  });
});
