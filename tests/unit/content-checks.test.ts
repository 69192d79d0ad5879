import {describe, it, expect, beforeEach} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent, englishSentences, fileNameForSlug, headingIds, wordCount, DE_DOCS} from '../../scripts/content/checks';
import {parsePagePlan} from '../../src/data/pagePlan';

const plan = parsePagePlan(
  [
    'slug\tsidebar\tcategory\ttitle\tnote',
    '{product}-pbx-documentation\tadmin\tGetting started\tLanding\t',
    'login\tadmin\tGetting started\tLogging in\t',
    '{product}ports\tadmin\tGetting started\tPorts\tUNLISTED',
    'trunk-overview\tadmin\tTrunks\tTrunks\t',
    'softphone\tsoftphone\tSoftphone\tSoftphone\t',
  ].join('\n'),
);

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
  fs.writeFileSync(path.join(site, rel), text);
};
const page = (fm: Record<string, string | boolean>, body: string) =>
  `---\n${Object.entries(fm)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : v}`)
    .join('\n')}\n---\n\n${body}\n`;
const words = (n: number, w = 'Wort') => Array.from({length: n}, () => w).join(' ');
const run = (extra: Partial<Parameters<typeof checkContent>[0]> = {}) =>
  checkContent({siteDir: site, plan, brandName: 'Heron', completeSections: [], requiredSlugs: [], minWords: 10, ...extra});

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  write('docs/admin/getting-started/_category_.json', '{"label": "Getting started"}');
  write('docs/admin/trunks/_category_.json', '{"label": "Trunks"}');
  write(
    'docs/admin/getting-started/login.md',
    page({title: 'Logging in', description: 'How to log in', slug: '/login'}, `## Login {/* #login */}\n\n${words(20, 'word')}`),
  );
  write(
    `${DE_DOCS}/admin/getting-started/login.md`,
    page({title: 'Anmelden', description: 'Wie man sich anmeldet', slug: '/login'}, `## Anmeldung {/* #login */}\n\n${words(20)}`),
  );
});

describe('content checks', () => {
  it('passes a correct page and its German twin', () => {
    const {problems, coverage} = run();
    expect(problems).toEqual([]);
    expect(coverage.find((c) => c.section === 'Getting started')).toMatchObject({planned: 3, en: 1, de: 1});
  });

  it('reports a page in the wrong section, in no sidebar, or not in the plan', () => {
    write('docs/admin/trunks/login2.md', page({title: 'x', description: 'y', slug: '/login'}, ''));
    write('docs/admin/trunks/trunk-overview.md', page({title: 'T', description: 'd', slug: '/trunk-overview'}, ''));
    write('docs/stray/trunk-overview.md', page({title: 'T', description: 'd', slug: '/trunk-overview'}, ''));
    write('docs/admin/getting-started/nope.md', page({title: 'T', description: 'd', slug: '/nope'}, ''));
    const messages = run().problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/login2\.md: sits in section "Trunks", the plan puts it in "Getting started"/));
    expect(messages).toContainEqual(expect.stringMatching(/stray\/trunk-overview\.md: is in no sidebar/));
    expect(messages).toContainEqual(expect.stringMatching(/nope\.md: slug "nope" is not in the page plan/));
  });

  it('reports unlisted mismatches, missing twins, literal brand names and English in German pages', () => {
    write('docs/admin/getting-started/ports.md', page({title: 'Heron ports', description: 'd', slug: '/{product}ports'}, 'x'));
    write('docs/softphone/softphone.md', page({title: 'Softphone', description: 'd', slug: '/softphone'}, 'x'));
    write(
      `${DE_DOCS}/softphone/softphone.md`,
      page({title: 'Softphone-Handbuch', description: 'e', slug: '/softphone'}, 'This is the guide for the softphone and it is for you.'),
    );
    const messages = run().problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/ports\.md: must be unlisted/));
    expect(messages).toContainEqual(expect.stringMatching(/ports\.md: writes the brand name/));
    expect(messages).toContainEqual(expect.stringMatching(/ports\.md: has no German twin/));
    expect(messages).toContainEqual(expect.stringMatching(/softphone\.md: English left in the German page/));
  });

  it('reports differing heading ids, headings without ids, and untranslated titles', () => {
    write(
      `${DE_DOCS}/admin/getting-started/login.md`,
      page({title: 'Logging in', description: 'Wie', slug: '/login'}, `## Anmeldung {/* #anmeldung */}\n\n## Ohne Id\n`),
    );
    const messages = run().problems.map((p) => p.message);
    expect(messages).toContain('heading ids differ from the English page');
    expect(messages).toContain('"title" is not translated');
  });

  it('fails required pages that are missing or too short', () => {
    const messages = run({requiredSlugs: ['trunk-overview', 'login'], minWords: 50}).problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toContain('(plan) trunk-overview: required page is missing');
    expect(messages).toContain('(plan) login: has fewer than 50 words');
  });

  it('helpers: ids, word counts, file names, English detection', () => {
    expect(headingIds('## A {/* #a */}\n```\n## not {/* #x */}\n```\n### B {/* #b */}')).toEqual(['a', 'b']);
    expect(wordCount('Two words\n```\ncode here not counted\n```\n`inline` too')).toBe(3);
    expect(fileNameForSlug('{product}-pbx-documentation')).toBe('pbx-documentation');
    expect(fileNameForSlug('{product}ports')).toBe('ports');
    expect(englishSentences('Die Nebenstelle wird mit dem Trunk verbunden und klingelt dann.')).toEqual([]);
  });
});

describe('file links', () => {
  it('counts distinct page links outside code', async () => {
    const {fileLinks} = await import('../../scripts/content/checks');
    expect(fileLinks('[a](../x/a.md#h) [b](./b.md) [a again](../x/a.md) [web](https://e.com/x.md) [same](d.md) `[c](./c.md)`')).toEqual([
      '../x/a.md',
      './b.md',
      'd.md',
    ]);
  });
});

describe('invented details and unknown settings', () => {
  it('flags service hosts, Linux paths and an apt package the product does not have', async () => {
    const {inventedDetails} = await import('../../scripts/content/checks');
    expect(inventedDetails('Open https://tenant1.pbx.example.com/ and acme.pbx.example.com.')).toEqual([]);
    expect(
      inventedDetails('Fetch updates.pbx.example.com, read /var/log/{product}/x.log, edit /etc/{product}/a.conf, keep /var/lib/{product}.'),
    ).toEqual(['updates.pbx.example.com', '/var/log/{product}', '/etc/{product}', '/var/lib/{product}']);
    expect(inventedDetails('sudo apt-get install -y {product}')).toEqual(['apt-get install -y {product}']);
    expect(inventedDetails('sudo apt install nginx')).toEqual([]);
  });

  it('holds bold labels in settings tables to the data, and leaves descriptions alone', async () => {
    const {unknownSettingLabels} = await import('../../scripts/content/checks');
    const table = (first: string) => `| Setting | Effect |\n|---|---|\n| ${first} | x |\n\nText **Invented Label** outside a table.`;
    expect(unknownSettingLabels(table('**Web Session Timeout**'))).toEqual([]);
    expect(unknownSettingLabels(table('**Ports**'))).toEqual([]); // a menu path's label
    expect(unknownSettingLabels(table('**Session Lifetime**'))).toEqual(['Session Lifetime']);
    expect(unknownSettingLabels(table('Time zone of the tenant'))).toEqual([]);
    expect(unknownSettingLabels(`| Einstellung | Wirkung |\n|---|---|\n| **\`SIP UDP Ports\`**, **Erfunden** | x |`)).toEqual(['Erfunden']);
  });

  it('reports both as page problems in the checked sections', () => {
    write(
      'docs/admin/getting-started/login.md',
      page(
        {title: 'Logging in', description: 'd', slug: '/login'},
        `## A {/* #a */}\n\n${words(20, 'word')} updates.pbx.example.com\n\n| Setting | Effect |\n|---|---|\n| **Session Lifetime** | x |`,
      ),
    );
    const messages = run().problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toContain('docs/admin/getting-started/login.md: names "updates.pbx.example.com", which the product does not have');
    expect(messages).toContain(
      'docs/admin/getting-started/login.md: names the setting "Session Lifetime", which no menu path, default or UI label knows',
    );
  });
});
