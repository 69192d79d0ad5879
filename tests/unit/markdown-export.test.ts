/**
 * The Markdown export of doc pages (src/plugins/markdownExport): components → Markdown, a
 * page's MDX → Markdown, and llms.txt.
 */
import {describe, it, expect} from 'vitest';
import {PAGE_COMPONENTS} from '../../src/plugins/pageComponents';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import {renderComponent, RENDERERS, type MdNode, type RenderContext} from '../../src/plugins/markdownExport/components';
import {pageToMarkdown, admonitionTitles, resolveUrl, type PageContext} from '../../src/plugins/markdownExport/markdown';
import {readMessages, translator, interpolate} from '../../src/plugins/markdownExport/translations';
import {llmsTxt, llmsFullTxt, sectionsOf} from '../../src/plugins/markdownExport';
import {operationView, listOperations} from '../../src/plugins/openapi/spec';
import {firewallRules} from '../../src/components/FirewallRules/rules';
import {ports} from '../../src/data/ports';
import {starCodes} from '../../src/data/starCodes';
import {AREAS, KINDS, releases} from '../../src/data/releases';
import {resolveBrand} from '../../brand';
import type {PlannedPage} from '../../src/data/pagePlan';

const siteDir = path.resolve(__dirname, '../..');
const brand = resolveBrand();
const spec = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/openapi.json'), 'utf8')) as object;
const SITE = 'https://docs.heron.example';

function context(lang: 'en' | 'de' = 'en'): RenderContext {
  const prefix = lang === 'de' ? '/de' : '';
  return {
    lang,
    brand,
    t: translator(readMessages(siteDir, lang), brand),
    url: (p) => `${SITE}${prefix}${p}`,
    pageUrl: `${SITE}${prefix}/docs/page`,
    operation: (id) => operationView(spec as never, id),
  };
}

const md = (nodes: MdNode[]) =>
  unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify)
    .stringify({type: 'root', children: nodes} as never);

/** Header cells and the first cell of every row of a rendered table. */
function tableOf(nodes: MdNode[]): {header: string[]; rows: string[][]} {
  const table = nodes.find((n) => n.type === 'table');
  if (!table) throw new Error('no table');
  const text = (n: MdNode): string => n.value ?? (n.children ?? []).map(text).join('');
  const [head, ...rows] = (table.children ?? []).map((row) => (row.children ?? []).map(text));
  return {header: head ?? [], rows};
}

describe('components as Markdown', () => {
  it('renders every MDX component the site registers (a new one needs a renderer here)', () => {
    const source = fs.readFileSync(path.join(siteDir, 'src/theme/MDXComponents/index.tsx'), 'utf8');
    // The registry's components and those imported per page (src/plugins/pageComponents).
    const registered = [...[...source.matchAll(/^ {2}([A-Z]\w+),?$/gm)].map((m) => m[1]!), ...PAGE_COMPONENTS];
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((name) => !(name in RENDERERS))).toEqual([]);
  });

  it('ports table: the component’s columns, a row per port, the translated headings on the German page', () => {
    const en = tableOf(renderComponent('PortsTable', {}, context('en'))!);
    expect(en.header).toEqual(['Port', 'Transport', 'Direction', 'Service', 'Purpose', 'Open by default', 'Where to change it']);
    expect(en.rows).toHaveLength(ports.length);
    expect(en.rows.map((r) => r[0])).toContain('5060');
    const rtp = en.rows.find((r) => r[3] === 'RTP/SRTP')!;
    expect(rtp[0]).toBe('your range');
    const de = tableOf(renderComponent('PortsTable', {direction: 'outbound'}, context('de'))!);
    expect(de.header[0]).toBe('Port');
    expect(de.header).toContain('Dienst');
    expect(de.rows).toHaveLength(ports.filter((p) => p.direction === 'outbound').length);
    expect(de.rows[0]![2]).toBe('ausgehend');
  });

  it('star codes: a table of an area, the area column only for several areas, and one code inline', () => {
    const one = tableOf(renderComponent('StarCodeTable', {area: 'voicemail'}, context())!);
    expect(one.header).toEqual(['Code', 'Feature', 'Dial after the code', 'Source']);
    expect(one.rows).toHaveLength(starCodes.filter((c) => c.area === 'voicemail').length);
    expect(tableOf(renderComponent('StarCodeTable', {area: 'voicemail, calls'}, context())!).header).toContain('Area');
    expect(() => renderComponent('StarCodeTable', {area: 'nope'}, context())).toThrow(/unknown area "nope"/);
    const code = starCodes[0]!;
    expect(renderComponent('StarCode', {id: code.id}, context())).toEqual([{type: 'inlineCode', value: code.code}]);
  });

  it('menu paths in bold, defaults as inline code (brand slug) or text in the page’s language', () => {
    expect(md(renderComponent('MenuPath', {id: 'admin-ports'}, context())!)).toBe('**Admin › Settings › Ports**\n');
    expect(() => renderComponent('MenuPath', {id: 'no-such-menu'}, context())).toThrow(/unknown id/);
    expect(renderComponent('Default', {id: 'service-name'}, context())).toEqual([{type: 'inlineCode', value: 'pbx'}]);
    expect(() => renderComponent('Default', {id: 'no-such-default'}, context())).toThrow(/unknown id/);
  });

  it('firewall rules: the generated commands in a fenced block', () => {
    const [block] = renderComponent('FirewallRules', {tool: 'windows'}, context())!;
    expect(block).toMatchObject({type: 'code', lang: 'powershell', value: firewallRules('windows', 'heron')});
    expect(md([block!])).toContain('```powershell\n');
    expect(() => renderComponent('FirewallRules', {tool: 'iptables'}, context())).toThrow(/unknown tool/);
  });

  it('API operation: method, path, summary and the curl request', () => {
    const {id, method, path: apiPath} = listOperations(spec)[0]!;
    const out = md(renderComponent('ApiOperation', {id}, context())!);
    expect(out).toContain(`**${method.toUpperCase()}** \`${apiPath}\``);
    expect(out).toMatch(/```bash\ncurl .*-X [A-Z]+ '/);
    expect(out).toContain('**Request**');
    expect(md(renderComponent('ApiOperation', {id}, context('de'))!)).toContain('**Anfrage**');
  });

  it('data tables: CDR fields, account types (with links to their pages), queue strategies', () => {
    expect(tableOf(renderComponent('CdrFields', {format: 'json'}, context())!).header).toEqual(['Field', 'Type', 'Meaning']);
    expect(tableOf(renderComponent('CdrFields', {}, context())!).header).toContain('Format');
    const accounts = md(renderComponent('AccountTypes', {}, context('de'))!);
    expect(accounts).toMatch(/\| \[[^\]]+\]\(https:\/\/docs\.heron\.example\/de\/docs\/[\w-]+\)/);
    expect(accounts).toContain('**');
    expect(tableOf(renderComponent('QueueStrategies', {}, context())!).rows.length).toBeGreaterThan(1);
  });

  it('interactive tools: one sentence that links the page', () => {
    for (const name of ['DialPlanSimulator', 'DialPatternTester', 'NetworkPlanner', 'ProvisioningHelper']) {
      const out = md(renderComponent(name, {}, context())!);
      expect(out, name).toContain('<https://docs.heron.example/docs/page>');
      expect(out.trim().split('\n'), name).toHaveLength(1);
    }
    expect(md(renderComponent('NetworkPlanner', {}, context('de'))!)).toContain('Netzwerkplaner');
    expect(md(renderComponent('ProvisioningHelper', {}, context('de'))!)).toContain('Provisionierungshilfe');
  });

  it('release notes: a version’s changes by area, the upgrade list, the versions table, the since badge', () => {
    const withChanges = releases.find((r) => r.changes.length > 0)!;
    const line = md(renderComponent('ReleaseNotes', {version: withChanges.version}, context())!);
    const first = withChanges.changes[0]!;
    expect(line).toContain(`### ${AREAS[first.area].en}`);
    expect(line).toContain(`**${KINDS[first.kind].en}**`);
    expect(line).toContain(`**${first.title.en.replaceAll('{product}', 'Heron')}**`);
    expect(() => renderComponent('ReleaseNotes', {version: '0.0.0'}, context())).toThrow(/not a release/);
    const oldest = releases.at(-1)!.version;
    expect(md(renderComponent('ReleaseNotes', {from: oldest}, context())!)).toMatch(/^1\. \*\*/);
    expect(tableOf(renderComponent('ReleaseHub', {view: 'versions'}, context())!).rows).toHaveLength(releases.length);
    expect(md(renderComponent('ReleaseHub', {view: 'upgrade'}, context())!)).toContain('interactive upgrade view');
    const since = md([{type: 'paragraph', children: renderComponent('SinceVersion', {version: withChanges.version}, context('de'))!}]);
    expect(since).toMatch(/^\(\[.+\]\(https:\/\/docs\.heron\.example\/de\/docs\/[\w-]+\)\)\n$/);
    expect(() => renderComponent('SinceVersion', {version: 'soon'}, context())).toThrow(/not a version number/);
  });

  it('leaves a name that is not a component of the site to the caller', () => {
    expect(renderComponent('Tabs', {}, context())).toBeUndefined();
  });
});

describe('a page as Markdown', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-export-'));
  const docs = path.join(dir, 'docs', 'admin');
  fs.mkdirSync(path.join(docs, 'trunks'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'examples'), {recursive: true});
  fs.writeFileSync(path.join(docs, 'trunks', 'trunk-overview.md'), '# x\n');
  fs.writeFileSync(path.join(dir, 'examples', 'hello.js'), "console.log('hello');\n");
  const file = path.join(docs, 'page.md');
  const warnings: string[] = [];
  const ctx = (lang: 'en' | 'de' = 'en'): PageContext => ({
    ...context(lang),
    file,
    siteDir: dir,
    permalinkOf: (abs) =>
      abs === path.join(docs, 'trunks', 'trunk-overview.md') ? `${lang === 'de' ? '/de' : ''}/docs/trunk-overview` : undefined,
    absolute: (p) => `${SITE}${p}`,
    warn: (m) => warnings.push(m),
  });
  const source = [
    '---',
    'title: Ports of {product}',
    'description: Every port {product} uses.',
    'slug: /{product}ports',
    '---',
    '',
    "import Something from '@site/src/components/Something';",
    '',
    '{product} listens on <Default id="service-name" /> ports; see <MenuPath id="admin-ports" />.',
    '',
    '## The ports {/* #defaults */}',
    '',
    '<PortsTable />',
    '',
    'See [trunks](trunks/trunk-overview.md#create-trunk), [below](#check), [home](/docs/login) and [the web](https://example.org/).',
    '',
    ':::tip',
    'Restrict 5060 to your providers.',
    ':::',
    '',
    ':::note Older versions',
    'They differ.',
    ':::',
    '',
    '```bash',
    '# highlight-next-line',
    'systemctl restart {product}',
    '```',
    '',
    '```js file=<rootDir>/examples/hello.js',
    '```',
    '',
    'Meet at 10:30 in sip:alice.',
    '',
    '<FirewallRules tool="ufw" />',
    '',
    '<DialPlanSimulator />',
    '',
    '<Unknown />',
    '',
    '<Tabs><TabItem value="a" label="First tab">',
    '',
    'Tab content.',
    '',
    '</TabItem></Tabs>',
    '',
    'Line<br />break and <strong>bold</strong>.',
  ].join('\n');
  const out = pageToMarkdown(source, {title: 'Ports of Heron', description: 'Every port Heron uses.'}, ctx());

  it('starts with the title and the description; no front matter, no import', () => {
    expect(out.startsWith('# Ports of Heron\n\n> Every port Heron uses.\n')).toBe(true);
    expect(out).not.toContain('slug:');
    expect(out).not.toContain('import ');
  });

  it('writes the brand’s name in prose and its slug in code', () => {
    expect(out).toContain('Heron listens on `pbx` ports; see **Admin › Settings › Ports**.');
    expect(out).toContain('systemctl restart heron');
    expect(out).not.toContain('{product}');
  });

  it('drops heading ids and magic comments, fills code imports', () => {
    expect(out).toContain('## The ports\n');
    expect(out).not.toContain('/*');
    expect(out).not.toContain('highlight-next-line');
    expect(out).toContain("```js\nconsole.log('hello');\n```");
  });

  it('makes links absolute URLs of the site: files by their page, anchors on this page, paths in the locale', () => {
    expect(out).toContain('[trunks](https://docs.heron.example/docs/trunk-overview#create-trunk)');
    expect(out).toContain('[below](https://docs.heron.example/docs/page#check)');
    expect(out).toContain('[home](https://docs.heron.example/docs/login)');
    expect(out).toContain('[the web](https://example.org/)');
    const de = pageToMarkdown(source, {title: 'T'}, ctx('de'));
    expect(de).toContain('(https://docs.heron.example/de/docs/trunk-overview#create-trunk)');
    expect(de).toContain('(https://docs.heron.example/de/docs/login)');
  });

  it('renders the components: the ports table, the firewall commands, the simulator as a sentence', () => {
    expect(out).toContain('| Port | Transport | Direction | Service | Purpose | Open by default | Where to change it |');
    expect(out).toContain('| `5061` | TCP | inbound | SIP over TLS |');
    expect(out).toContain(`\`\`\`bash\n${firewallRules('ufw', 'heron')}\n\`\`\``);
    expect(out).toMatch(/_The web page <https:\/\/docs\.heron\.example\/docs\/page> has an interactive dial-plan simulator/);
  });

  it('admonitions become quotes with their label; other JSX by its content; text that looks like a directive stays', () => {
    expect(out).toContain('> **Tip:** Restrict 5060 to your providers.');
    expect(out).toContain('> **Older versions** They differ.');
    expect(out).toContain('**First tab**\n\nTab content.');
    expect(out).toContain('Line<br>break and **bold**.');
    expect(out).toContain('Meet at 10:30 in sip:alice.');
    expect(out).not.toMatch(/<(Unknown|Tabs|TabItem|PortsTable)/);
    expect(warnings).toContain('left out <Unknown>, which has no Markdown form');
    const de = pageToMarkdown(':::warning\nAchtung.\n:::\n', {title: 'T'}, ctx('de'));
    expect(de).toContain('> **Warnung:** Achtung.');
  });

  it('rewrites :::note Title as Docusaurus does, and resolves relative URLs against the page', () => {
    expect(admonitionTitles(':::note Older versions\n> :::tip[Kept]\n')).toBe(':::note[Older versions]\n> :::tip[Kept]\n');
    expect(resolveUrl('../img/a.png', ctx())).toBe('https://docs.heron.example/img/a.png');
    expect(resolveUrl('mailto:x@example.org', ctx())).toBe('mailto:x@example.org');
  });

  it('a translated message keeps placeholders it has no value for', () => {
    expect(interpolate('{count} of {total}', {count: 2})).toBe('2 of {total}');
  });
});

describe('llms.txt', () => {
  const doc = (id: string, slug: string, title: string, unlisted = false) =>
    ({id, slug, title, unlisted, permalink: `/docs${slug}`, description: `About ${title}`}) as never;
  const plan = (slug: string, section: string, order: number): PlannedPage => ({
    slug,
    sidebar: 'admin',
    section,
    title: slug,
    note: '',
    unlisted: false,
    order,
  });
  const docs = [
    doc('a/intro', '/heron-pbx-documentation', 'Intro'),
    doc('a/ports', '/heronports', 'Ports', true),
    doc('a/login', '/login', 'Logging in'),
    doc('a/install', '/installation', 'Installation'),
    doc('a/debian', '/install-debian', 'Debian'),
    doc('x/stray', '/stray', 'Stray'),
  ];
  const sidebars = {
    tutorialSidebar: [
      {
        type: 'category',
        label: 'Getting started',
        items: [
          {type: 'doc', id: 'a/intro'},
          {type: 'doc', id: 'a/login'},
        ],
      },
      {type: 'category', label: 'Installation', link: {type: 'doc', id: 'a/install'}, items: [{type: 'doc', id: 'a/debian'}]},
    ],
  };
  const pagePlan = [
    plan('{product}-pbx-documentation', 'Getting started', 0),
    plan('login', 'Getting started', 1),
    plan('{product}ports', 'Getting started', 2),
    plan('installation', 'Installation', 3),
    plan('install-debian', 'Installation', 4),
  ];
  const sections = sectionsOf(docs, sidebars, pagePlan, brand, {guide: () => 'Administrator guide', other: 'Other pages'});

  it('groups the pages by sidebar section in sidebar order; unlisted pages join their planned section', () => {
    expect(sections.map((s) => [s.title, s.docs.map((d) => d.id)])).toEqual([
      ['Administrator guide: Getting started', ['a/intro', 'a/login', 'a/ports']],
      ['Administrator guide: Installation', ['a/install', 'a/debian']],
      ['Other pages', ['x/stray']],
    ]);
  });

  it('follows the convention: # title, > summary, an H2 per section with a Markdown link and description per page', () => {
    const listed = sections.map((s) => ({
      title: s.title,
      pages: s.docs.map((d) => ({
        title: d.title,
        description: d.description,
        url: `${SITE}${d.permalink}`,
        markdown: `# ${d.title}\n\n> ${d.description}\n\nText.\n`,
      })),
    }));
    const txt = llmsTxt({title: 'Heron Docs', tagline: 'Set up Heron', url: SITE, otherLocaleUrl: `${SITE}/de/llms.txt`}, listed, 'en');
    const lines = txt.split('\n');
    expect(lines[0]).toBe('# Heron Docs');
    expect(lines[2]).toBe('> Set up Heron');
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(sections.map((s) => `## ${s.title}`));
    expect(txt).toContain('- [Ports](https://docs.heron.example/docs/heronports.md): About Ports\n');
    expect(lines.filter((l) => l.startsWith('- ['))).toHaveLength(docs.length);
    const full = llmsFullTxt({title: 'Heron Docs', tagline: 'Set up Heron', url: SITE}, listed, 'en');
    expect(full).toContain('# Ports\n\n> About Ports\n\nURL: https://docs.heron.example/docs/heronports\n\nText.');
    expect(full.match(/^URL: /gm)).toHaveLength(docs.length);
  });
});
