import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {
  AREAS,
  KINDS,
  allChanges,
  announcementHtml,
  changesBetween,
  compareVersions,
  inLine,
  latestRelease,
  releaseSlugFor,
  releases,
  releasesInLine,
  type Release,
} from '../../src/data/releases';
import {escapeXml, releaseFeedXml, type FeedFormat} from '../../src/plugins/releaseFeeds/feed';
import {loadPagePlan} from '../../src/data/pagePlan';

const siteDir = path.resolve(__dirname, '../..');
const DE_DOCS = 'i18n/de/docusaurus-plugin-content-docs/current';

/** Every doc of a tree by its front-matter slug (without the leading slash). */
function docsBySlug(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) {
        const slug = (matter(fs.readFileSync(full, 'utf8')).data as {slug?: string}).slug;
        if (slug) out.set(slug.replace(/^\//, ''), full);
      }
    }
  };
  walk(root);
  return out;
}

const headingIds = (file: string) => new Set([...fs.readFileSync(file, 'utf8').matchAll(/\{\/\* #([\w-]+) \*\/\}/g)].map((m) => m[1]!));

/**
 * A small well-formedness check of an XML document: one root element, balanced and properly
 * nested tags, quoted attributes, and no raw `&`, `<` or `>` in text or attribute values.
 * Returns the problems found (empty when the document is well-formed).
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const checkText = (text: string, where: string) => {
    if (text.includes('>')) problems.push(`raw ">" in ${where}: ${text.slice(0, 60)}`);
    for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
      if (!entity.test(text.slice(i))) problems.push(`raw "&" in ${where}: ${text.slice(i, i + 20)}`);
    }
  };
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (stack.length === 0 && text.trim()) problems.push(`text outside the root element: ${text.trim().slice(0, 40)}`);
    checkText(text, stack.at(-1) ?? 'document');
    if (lt < 0) break;
    const gt = rest.indexOf('>', lt);
    if (gt < 0) {
      problems.push('unterminated tag');
      break;
    }
    const tag = rest.slice(lt + 1, gt);
    rest = rest.slice(gt + 1);
    if (tag.includes('<')) problems.push(`"<" inside a tag: ${tag.slice(0, 60)}`);
    const close = /^\/([\w:.-]+)\s*$/.exec(tag);
    if (close) {
      const open = stack.pop();
      if (open !== close[1]) problems.push(`</${close[1]}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    const m = /^([\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)$/.exec(tag);
    if (!m) {
      problems.push(`malformed tag <${tag.slice(0, 60)}>`);
      continue;
    }
    for (const a of m[2]!.matchAll(/="([^"]*)"/g)) checkText(a[1]!, `an attribute of <${m[1]}>`);
    const names = [...m[2]!.matchAll(/([\w:.-]+)=/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${m[1]}>`);
    if (stack.length === 0) roots++;
    if (!m[3]) stack.push(m[1]!);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

const count = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[\\s>]`, 'g'))].length;

describe('release data', () => {
  it('compares versions numerically, part by part', () => {
    const order = ['5.0.4', '5.1', '5.1.1', '5.4.1', '5.7', '57', '58.0', '58.4', '69', '69.3.2', '69.5.3', '69.5.13', '70', '70.2'];
    for (let i = 1; i < order.length; i++) {
      expect(compareVersions(order[i - 1]!, order[i]!), `${order[i - 1]} < ${order[i]}`).toBeLessThan(0);
      expect(compareVersions(order[i]!, order[i - 1]!)).toBeGreaterThan(0);
    }
    expect(compareVersions('69', '69.0')).toBe(0);
    expect(() => compareVersions('6.9-beta', '69')).toThrow();
    expect(inLine('69.5.13', '69')).toBe(true);
    expect(inLine('5.1.1', '5.1')).toBe(true);
    expect(inLine('5.1', '5.1.1')).toBe(false);
    expect(inLine('57', '5')).toBe(false);
  });

  it('lists the releases newest first, each version once, the latest first', () => {
    for (let i = 1; i < releases.length; i++) {
      expect(compareVersions(releases[i - 1]!.version, releases[i]!.version), releases[i]!.version).toBeGreaterThan(0);
    }
    expect(latestRelease).toBe(releases[0]);
    expect(latestRelease.slug && latestRelease.headline).toBeTruthy();
    // No "6.x" line: the product's versions are 5.x and then whole numbers.
    for (const r of releases) expect(r.version).not.toMatch(/^6\.\d/);
  });

  it('gives every release a name, a valid month and changes of its own version', () => {
    for (const r of releases) {
      expect(r.name.en).toBe(`Version ${r.version}`);
      expect(r.name.de).toBe(`Version ${r.version}`);
      if (r.released) expect(r.released, r.version).toMatch(/^(19|20)\d\d-(0[1-9]|1[0-2])$/);
      if (r.headline) expect(r.headline.en && r.headline.de, r.version).toBeTruthy();
      for (const c of r.changes) expect(c.version, c.id).toBe(r.version);
    }
  });

  it('gives every change a unique id, a known area and kind, and both languages', () => {
    expect(new Set(allChanges.map((c) => c.id)).size).toBe(allChanges.length);
    for (const c of allChanges) {
      expect(c.id, c.id).toMatch(/^[a-z0-9-]+$/);
      expect(Object.keys(AREAS), c.id).toContain(c.area);
      expect(Object.keys(KINDS), c.id).toContain(c.kind);
      for (const field of [c.title, c.text]) {
        expect(field.en.trim(), c.id).not.toBe('');
        expect(field.de.trim(), c.id).not.toBe('');
      }
      expect(c.text.de, c.id).not.toBe(c.text.en);
      expect(`${c.text.en} ${c.text.de}`, c.id).not.toMatch(/\b6\.\d\b/);
    }
  });

  it('links every change to a planned page and every anchor to a heading of that page, in both languages', () => {
    const planned = new Set(loadPagePlan().map((p) => p.slug));
    const en = docsBySlug(path.join(siteDir, 'docs'));
    const de = docsBySlug(path.join(siteDir, DE_DOCS));
    for (const c of allChanges) {
      if (!c.page) continue;
      expect(planned, c.id).toContain(c.page);
      if (!c.anchor) continue;
      for (const [lang, files] of [
        ['en', en],
        ['de', de],
      ] as const) {
        const file = files.get(c.page);
        if (!file) continue; // a planned page nobody has written yet
        expect(headingIds(file), `${c.id}: #${c.anchor} on ${lang} ${c.page}`).toContain(c.anchor);
      }
    }
  });

  it('points releases at planned release-notes pages, and every written version page at a release', () => {
    const planned = new Set(loadPagePlan().map((p) => p.slug));
    for (const r of releases) {
      if (!r.slug) continue;
      expect(planned, r.version).toContain(r.slug);
      expect(r.slug, r.version).toMatch(/^release-notes-\d/);
    }
    const written = fs
      .readdirSync(path.join(siteDir, 'docs/admin/release-notes'))
      .filter((f) => /^release-notes-.+\.md$/.test(f))
      .map((f) => f.replace(/\.md$/, ''));
    for (const slug of written)
      expect(
        releases.map((r) => r.slug),
        slug,
      ).toContain(slug);
  });

  it('groups a version with its updates and finds the page of any version', () => {
    expect(releasesInLine('69').map((r) => r.version)).toEqual(['69.5.13', '69.5.3', '69.3.2', '69']);
    expect(releasesInLine('5.1').map((r) => r.version)).toEqual(['5.1.3', '5.1.1', '5.1']);
    expect(releaseSlugFor('69.5.13')).toBe('release-notes-6-9');
    expect(releaseSlugFor('69')).toBe('release-notes-6-9');
    expect(releaseSlugFor('70.2')).toBe('release-notes-70');
    expect(releaseSlugFor('5.1.2')).toBe('release-notes-5-1');
    expect(releaseSlugFor('58.4')).toBeUndefined();
  });
});

describe('changesBetween', () => {
  it('lists what an upgrade brings, newest last', () => {
    expect(changesBetween('69', '70').map((c) => c.id)).toEqual([
      'root-ca-refresh',
      'ai-voice-agent',
      'teams-presence',
      'service-flag-calendars',
    ]);
    expect(changesBetween('69.5.13', '70').map((c) => c.version)).toEqual(['70']);
    expect(changesBetween('69.5.13').map((c) => c.version)).toEqual(['70']);
  });

  it('excludes the starting version and includes the target', () => {
    expect(changesBetween('69.3.2', '69.5.3').map((c) => c.id)).toEqual(['ai-voice-agent']);
    expect(changesBetween('5.0.4', latestRelease.version)).toHaveLength(allChanges.length - 2);
    const all = changesBetween('1', latestRelease.version);
    expect(all).toHaveLength(allChanges.length);
    const versions = all.map((c) => c.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
  });

  it('is empty when the target is not newer', () => {
    expect(changesBetween('70', '70')).toEqual([]);
    expect(changesBetween('70', '69')).toEqual([]);
  });

  it('brings the Root CA reset to every upgrade from before 69.3.2, and only to those', () => {
    expect(changesBetween('61').map((c) => c.id)).toContain('root-ca-refresh');
    expect(changesBetween('5.3').map((c) => c.id)).toContain('root-ca-refresh');
    expect(changesBetween('69.3.2').map((c) => c.id)).not.toContain('root-ca-refresh');
  });
});

describe('announcement', () => {
  it('fills the template and escapes the text', () => {
    const release: Release = {
      version: '71',
      name: {en: 'Version 71', de: 'Version 71'},
      slug: 'release-notes-71',
      headline: {en: 'Faster <queues> & more', de: 'Schnellere Warteschlangen'},
      changes: [],
    };
    expect(announcementHtml('{version}: {headline}. <a href="{link}">notes</a>', release, 'en', '/docs/release-notes-71')).toBe(
      '71: Faster &lt;queues&gt; &amp; more. <a href="/docs/release-notes-71">notes</a>',
    );
    expect(() => announcementHtml('{version}', {...release, headline: undefined}, 'en', '/')).toThrow();
  });
});

describe('release feeds', () => {
  const brand = {name: 'Heron', slug: 'heron'};
  const formats: FeedFormat[] = ['rss', 'atom'];

  it('checks XML with the small checker used below', () => {
    expect(xmlProblems('<a><b x="1"/>t &amp; u</a>')).toEqual([]);
    expect(xmlProblems('<a><b></a>')).not.toEqual([]);
    expect(xmlProblems('<a>x & y</a>')).not.toEqual([]);
    expect(xmlProblems('<a x=1></a>')).not.toEqual([]);
    expect(xmlProblems('<a></a><b></b>')).not.toEqual([]);
  });

  for (const format of formats) {
    for (const lang of ['en', 'de'] as const) {
      it(`writes a well-formed ${format} feed (${lang}) with one entry per change and absolute URLs`, () => {
        const baseUrl = lang === 'en' ? '/' : '/de/';
        const xml = releaseFeedXml({format, lang, siteUrl: 'https://docs.heron.example', baseUrl, brand});
        expect(xmlProblems(xml)).toEqual([]);
        expect(count(xml, format === 'rss' ? 'item' : 'entry')).toBe(allChanges.length);
        expect(xml).not.toContain('{product}');
        for (const m of xml.matchAll(/(?:href="|<link>)([^"<]+)/g)) expect(m[1]).toMatch(/^https:\/\/docs\.heron\.example\//);
        expect(xml).toContain(`https://docs.heron.example${baseUrl}docs/release-notes-6-9#change-teams-presence`);
        expect(xml).toContain(`https://docs.heron.example${baseUrl}release-notes.${format}.xml`);
        const ids = [...xml.matchAll(format === 'rss' ? /<guid[^>]*>([^<]+)</g : /<entry>\s*<id>([^<]+)</g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(allChanges.length);
      });
    }
  }

  it('escapes what the data may contain', () => {
    const tricky: Release = {
      version: '71',
      name: {en: 'Version 71', de: 'Version 71'},
      slug: 'release-notes-71',
      changes: [
        {
          id: 'tricky',
          version: '71',
          area: 'api',
          kind: 'change',
          title: {en: 'A & B <c> "d" \'e\' {product}', de: 'A & B'},
          text: {en: 'POST /rest/domain/<tenant>/addacc?x=1&y=2 \u0001', de: 'x < y > z'},
          page: '{product}-io',
          anchor: 'a',
        },
      ],
    };
    for (const format of formats) {
      const xml = releaseFeedXml({
        format,
        lang: 'en',
        siteUrl: 'https://docs.kestrel.example',
        baseUrl: '/',
        brand: {name: 'Kestrel & Co', slug: 'kestrel'},
        releases: [tricky],
      });
      expect(xmlProblems(xml)).toEqual([]);
      expect(xml).toContain('A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos; Kestrel &amp; Co');
      expect(xml).toContain('/rest/domain/&lt;tenant&gt;/addacc?x=1&amp;y=2');
      expect(xml).not.toContain('\u0001');
    }
    expect(escapeXml('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});
