/**
 * The MDX components of the docs as Markdown syntax trees (mdast): what each registered
 * component shows on the page, as tables, code blocks, bold menu paths and inline code.
 *
 * One renderer per component, from the same data modules the React components read, with the
 * same column headings (the components' UI strings, looked up through `t`). The output is plain
 * mdast, so the Markdown export (./markdown.ts) serializes it and the search's text extraction
 * (src/plugins/search/extract.ts, whose `textOf` already walks tables, code and inline nodes)
 * can read the same nodes. No file system, no React: the caller passes the page's language,
 * brand, translations and URLs.
 */
import {brandName, brandSlug} from '../../../brandText';
import {menuPaths, MENU_SEPARATOR, type MenuPathId} from '../../data/menuPaths';
import {defaults} from '../../data/defaults';
import {ports} from '../../data/ports';
import {starCodes, starCode, STAR_CODE_AREAS, type StarCodeArea} from '../../data/starCodes';
import {accountTypes, ACCOUNT_TYPE_COLUMNS} from '../../data/accountTypes';
import {queueStrategies, QUEUE_STRATEGY_COLUMNS} from '../../data/queueStrategies';
import {cdrFields, CDR_FORMATS, CDR_FIELD_HEADINGS, type CdrFormat} from '../../data/cdrFields';
import {platforms, sizing, payloadBytes, ipKbitPerDirection, payloadMbPerHour, IPV4_UDP_RTP_HEADER_BYTES} from '../../data/platforms';
import {phoneVendors, phoneVendor, BASIS_LABELS, PHONE_VENDOR_LABELS as L, type PhoneVendor} from '../../data/phoneVendors';
import {microsoftIntegrations, MICROSOFT_INTEGRATION_COLUMNS as MS} from '../../data/microsoftIntegrations';
import {firewallRules, FIREWALL_TOOLS, type FirewallTool} from '../../components/FirewallRules/rules';
import {
  AREAS,
  KINDS,
  allChanges,
  changesBetween,
  compareVersions,
  latestRelease,
  releases,
  releasesInLine,
  releaseSlugFor,
  type Change,
  type GuideArea,
} from '../../data/releases';
import {snippets, type OperationView, type SchemaRow, type Text} from '../openapi/spec';
import type {Localized} from '../../data/types';

export type Lang = keyof Localized;

/** An mdast node: the subset of fields the renderers produce. */
export type MdNode = {
  type: string;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  align?: null[];
  children?: MdNode[];
};

/** A UI string by its id (`<Translate id>`), in the page's language; `{name}` values filled in. */
export type Translator = (id: string, message: string, values?: Record<string, string | number>) => string;

export type RenderContext = {
  lang: Lang;
  brand: {name: string; slug: string};
  t: Translator;
  /** Absolute URL of a path of the site, in the page's locale: `/docs/x` → `https://…/de/docs/x`. */
  url: (sitePath: string) => string;
  /** Absolute URL of the page being rendered. */
  pageUrl: string;
  /** An operation of the OpenAPI description by its operationId (src/plugins/openapi/spec.ts). */
  operation?: (id: string) => OperationView;
};

/** String attributes of the component, as written in the page. */
export type Props = Record<string, string | undefined>;

// ---- Node builders ---------------------------------------------------------------------------
const text = (value: string): MdNode => ({type: 'text', value});
const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});
const link = (url: string, label: string): MdNode => ({type: 'link', url, children: [text(label)]});
const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});
const code = (lang: string, value: string): MdNode => ({type: 'code', lang, meta: null, value});

/** Text with `inline code` spans, as the data modules write them. */
function withCode(value: string): MdNode[] {
  return value
    .split('`')
    .map((part, i) => (i % 2 === 1 ? inlineCode(part) : text(part)))
    .filter((n) => n.value !== '');
}

/** A marker for a `{value}` of a translated message that is a node, not text. */
const HOLE = '\u0000';

/** A translated message with its HOLE replaced by a node: `Example: {value}` → text, node. */
function around(message: string, node: MdNode): MdNode[] {
  const [before = '', after = ''] = message.split(HOLE);
  return [text(before), node, text(after)].filter((n) => n.value !== '');
}

type Cell = MdNode[] | string;
const cell = (c: Cell): MdNode => ({type: 'tableCell', children: typeof c === 'string' ? [text(c)] : c});

function table(header: string[], rows: Cell[][]): MdNode {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({type: 'tableRow', children: row.map(cell)})),
  };
}

const menuPath = (id: string): MdNode => {
  const path = (menuPaths as Record<string, readonly string[]>)[id];
  if (!path) throw new Error(`MenuPath: unknown id "${id}"; add it to src/data/menuPaths.ts`);
  return strong(path.join(MENU_SEPARATOR));
};

/** The list of comma-separated values of an attribute, or all keys when absent (as the components read it). */
function pick<K extends string>(value: string | undefined, all: Record<K, unknown>, component: string, what: string): K[] {
  const list = value ? value.split(',').map((v) => v.trim()) : Object.keys(all);
  for (const v of list) if (!(v in all)) throw new Error(`${component}: unknown ${what} "${v}"`);
  return list as K[];
}

// ---- Renderers -------------------------------------------------------------------------------
type Renderer = (props: Props, ctx: RenderContext) => MdNode[];

function portsTable({direction}: Props, {t, lang}: RenderContext): MdNode[] {
  const rows = direction ? ports.filter((p) => p.direction === direction) : ports;
  return [
    table(
      [
        t('portsTable.port', 'Port'),
        t('portsTable.transport', 'Transport'),
        t('portsTable.direction', 'Direction'),
        t('portsTable.service', 'Service'),
        t('portsTable.purpose', 'Purpose'),
        t('portsTable.default', 'Open by default'),
        t('portsTable.setting', 'Where to change it'),
      ],
      rows.map((p) => [
        [
          p.port ? inlineCode(p.port.replace('-', '–')) : text(t('portsTable.chosen', 'your range')),
          ...(p.basis === 'protocol' ? [text(` ${t('portsTable.protocolStandard', '(protocol standard)')}`)] : []),
        ],
        p.transport,
        p.direction === 'inbound' ? t('portsTable.inbound', 'inbound') : t('portsTable.outbound', 'outbound'),
        p.service,
        p.purpose[lang],
        p.enabledByDefault === null
          ? t('portsTable.checkOnSystem', 'check on your system')
          : p.enabledByDefault
            ? t('portsTable.yes', 'yes')
            : t('portsTable.no', 'no'),
        p.setting ? [menuPath(p.setting)] : p.direction === 'outbound' ? t('portsTable.remoteServer', "the remote server's setting") : '–',
      ]),
    ),
  ];
}

function starCodeTable({area}: Props, {t, lang}: RenderContext): MdNode[] {
  const areas = pick<StarCodeArea>(area, STAR_CODE_AREAS, 'StarCodeTable', 'area');
  const showArea = areas.length > 1;
  return [
    table(
      [
        t('starCodes.code', 'Code'),
        t('starCodes.feature', 'Feature'),
        t('starCodes.argument', 'Dial after the code'),
        ...(showArea ? [t('starCodes.area', 'Area')] : []),
        t('starCodes.basis', 'Source'),
      ],
      starCodes
        .filter((c) => areas.includes(c.area))
        .map((c) => [
          [inlineCode(c.code)],
          c.feature[lang],
          c.argument ? c.argument[lang] : '–',
          ...(showArea ? [STAR_CODE_AREAS[c.area][lang]] : []),
          c.basis === 'vendor' ? t('starCodes.vendor', 'product documentation') : t('starCodes.typical', 'typical default'),
        ]),
    ),
  ];
}

function defaultValue({id}: Props, {lang, brand}: RenderContext): MdNode[] {
  // `id` is a DefaultId of src/data/defaults.ts; the page may name any string.
  const value = (defaults as Record<string, {code?: string; text?: Localized}>)[id ?? ''];
  if (!value) throw new Error(`Default: unknown id "${String(id)}"; add it to src/data/defaults.ts`);
  if (value.code !== undefined) return [inlineCode(brandSlug(value.code, brand))];
  return [text(value.text?.[lang] ?? '')];
}

/** The language of each tool's commands in a Markdown code fence. */
const FIREWALL_FENCE: Record<FirewallTool, string> = {
  ufw: 'bash',
  firewalld: 'bash',
  nftables: 'nft',
  windows: 'powershell',
  aws: 'bash',
  azure: 'bash',
  gcloud: 'bash',
  doctl: 'bash',
};

function firewall({tool}: Props, {brand}: RenderContext): MdNode[] {
  if (!FIREWALL_TOOLS.includes(tool as FirewallTool)) throw new Error(`FirewallRules: unknown tool "${String(tool)}"`);
  return [code(FIREWALL_FENCE[tool as FirewallTool], firewallRules(tool as FirewallTool, brand.slug))];
}

function apiOperation({id}: Props, ctx: RenderContext): MdNode[] {
  const {t, lang, brand} = ctx;
  if (!id || !ctx.operation) throw new Error(`ApiOperation "${String(id)}": no OpenAPI description to read it from`);
  const op = ctx.operation(id);
  const tx = (v: Text | undefined) => (v ? brandName(lang === 'de' && v.de ? v.de : v.en, brand) : '');
  // The descriptions mark code with backticks.
  const prose = (v: Text | undefined) => withCode(tx(v));
  const presence = (required: boolean) => (required ? t('apiOperation.required', 'required') : t('apiOperation.optional', 'optional'));
  const label = (value: string) => paragraph([strong(value)]);
  const rows = (list: SchemaRow[]): MdNode[] =>
    list.length === 0
      ? []
      : [
          table(
            [
              t('apiOperation.field', 'Field'),
              t('apiOperation.type', 'Type'),
              t('apiOperation.presence', 'Presence'),
              t('apiOperation.description', 'Description'),
            ],
            list.map((r) => [
              [inlineCode(r.name)],
              r.type,
              presence(r.required),
              [...prose(r.description), ...(r.enum ?? []).flatMap((v, i) => [text(i === 0 ? ' ' : ', '), inlineCode(JSON.stringify(v))])],
            ]),
          ),
        ];
  const out: MdNode[] = [
    paragraph([strong(op.method), text(' '), inlineCode(op.path)]),
    paragraph([
      strong(tx(op.summary)),
      ...(op.observed ? [text(` ${t('apiOperation.observed', "(observed, not in the product's documentation)")}`)] : []),
    ]),
  ];
  if (op.description) out.push(paragraph(prose(op.description)));
  if (op.parameters.length > 0) {
    out.push(
      label(t('apiOperation.parameters', 'Parameters')),
      table(
        [
          t('apiOperation.name', 'Name'),
          t('apiOperation.in', 'In'),
          t('apiOperation.presence', 'Presence'),
          t('apiOperation.description', 'Description'),
        ],
        op.parameters.map((p) => [
          [inlineCode(p.name)],
          p.in,
          presence(p.required),
          [
            ...prose(p.description),
            ...(p.example !== undefined
              ? [text(' '), ...around(t('apiOperation.example', 'Example: {value}', {value: HOLE}), inlineCode(String(p.example)))]
              : []),
          ],
        ]),
      ),
    );
  }
  if (op.requestBody) {
    const body = around(t('apiOperation.requestBody', 'Request body ({type})', {type: HOLE}), inlineCode(op.requestBody.contentType));
    out.push(paragraph([{type: 'strong', children: body}]));
    if (op.requestBody.description) out.push(paragraph(prose(op.requestBody.description)));
    out.push(...rows(op.requestBody.rows));
  }
  out.push(label(t('apiOperation.request', 'Request')), code('bash', snippets(op).curl));
  out.push(label(t('apiOperation.responses', 'Responses')));
  for (const r of op.responses) {
    out.push(paragraph([inlineCode(r.status), text(' '), ...prose(r.description)]), ...rows(r.rows));
    if (r.example !== undefined) out.push(code('json', JSON.stringify(r.example, null, 2)));
  }
  return out;
}

function cdrTable({format}: Props, {lang}: RenderContext): MdNode[] {
  const formats = pick<CdrFormat>(format, CDR_FORMATS, 'CdrFields', 'format');
  const showFormat = formats.length > 1;
  const h = CDR_FIELD_HEADINGS;
  return [
    table(
      [h.field[lang], ...(showFormat ? [h.format[lang]] : []), h.type[lang], h.meaning[lang]],
      cdrFields
        .filter((r) => formats.includes(r.format))
        .map((r) => [
          [inlineCode(r.field)],
          ...(showFormat ? [CDR_FORMATS[r.format].name[lang]] : []),
          r.type ? [inlineCode(r.type)] : '–',
          r.meaning[lang],
        ]),
    ),
  ];
}

function accountTypeTable(_props: Props, {lang, url}: RenderContext): MdNode[] {
  const col = ACCOUNT_TYPE_COLUMNS;
  return [
    table(
      [col.type[lang], col.purpose[lang], col.list[lang]],
      accountTypes.map((a) => [
        [link(url(`/docs/${a.page}`), a.name[lang]), ...(a.formerly ? [text(` (${col.formerly[lang]}: ${a.formerly})`)] : [])],
        a.purpose[lang],
        [menuPath(a.menuPath)],
      ]),
    ),
  ];
}

function queueStrategyTable(_props: Props, {lang}: RenderContext): MdNode[] {
  const col = QUEUE_STRATEGY_COLUMNS;
  return [
    table(
      [col.name[lang], col.behaviour[lang], col.goodFor[lang]],
      queueStrategies.map((s) => [s.name[lang], s.behaviour[lang], s.goodFor[lang]]),
    ),
  ];
}

function platformTable(_props: Props, {lang, t, url}: RenderContext): MdNode[] {
  return [
    table(
      [
        t('platforms.platform', 'Platform'),
        t('platforms.method', 'Installation method'),
        t('platforms.material', 'What the product’s material shows'),
      ],
      platforms.map((p) => [[link(url(`/docs/${p.guide}`), p.name[lang])], withCode(p.method[lang]), withCode(p.material[lang])]),
    ),
  ];
}

function sizingTable(_props: Props, {lang, t}: RenderContext): MdNode[] {
  const fmt = (n: number) => n.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', {maximumFractionDigits: 1});
  const headers = IPV4_UDP_RTP_HEADER_BYTES;
  return [
    paragraph([
      {
        type: 'emphasis',
        children: [
          text(
            t(
              'sizing.caption',
              'Generic codec arithmetic, not vendor figures: one call leg, one direction, IPv4, one packet every 20 ms, {headers} bytes of IPv4, UDP and RTP headers per packet, without Ethernet framing.',
              {headers},
            ),
          ),
        ],
      },
    ]),
    table(
      [
        t('sizing.codec', 'Codec'),
        t('sizing.payloadRate', 'Payload rate (kbit/s)'),
        t('sizing.packet', 'Bytes per packet (payload + headers)'),
        t('sizing.ipRate', 'IP bandwidth (kbit/s)'),
        t('sizing.perHour', 'Payload per hour (MB)'),
      ],
      sizing.map((c) => [
        c.codec,
        fmt(c.payloadKbit),
        `${fmt(payloadBytes(c))} + ${headers} = ${fmt(payloadBytes(c) + headers)}`,
        fmt(ipKbitPerDirection(c)),
        fmt(payloadMbPerHour(c)),
      ]),
    ),
  ];
}

function vendorName(v: PhoneVendor, lang: Lang): string {
  return v.displayName ? v.displayName[lang] : v.name;
}

function vendorOptions(v: PhoneVendor, lang: Lang): string {
  if (v.dhcpOptions.length === 0) return L.none[lang];
  const list = v.dhcpOptions.join(', ');
  return v.dhcpOptions.length > 1 ? `${list} (${L.inOrder[lang]})` : list;
}

function phoneVendorTable({vendor, show = 'overview'}: Props, {lang, url}: RenderContext): MdNode[] {
  if (vendor) {
    const v = phoneVendor(vendor);
    const rows: Cell[][] = [
      [
        L.families[lang],
        [
          ...v.families.flatMap((f, i) => [
            ...(i > 0 ? [{type: 'html', value: '<br>'} as MdNode] : []),
            text(`${f.name}${f.dect ? ` (${L.dect[lang]})` : ''}`),
            ...(f.note ? [text(': '), ...withCode(f.note[lang])] : []),
          ]),
          {type: 'html', value: '<br>'},
          {type: 'emphasis', children: [text(L.familiesCaption[lang])]},
        ],
      ],
      [L.dhcpOptions[lang], [text(vendorOptions(v, lang)), ...(v.dhcpNote ? [text('. '), ...withCode(v.dhcpNote[lang])] : [])]],
      [
        L.optionValue[lang],
        [text(L[v.optionValue][lang]), ...(v.optionValueNote ? [text('. '), ...withCode(v.optionValueNote[lang])] : [])],
      ],
    ];
    if (v.multicastPnp) rows.push([L.multicastPnp[lang], L.yes[lang]]);
    rows.push([L.redirect[lang], v.redirect ? withCode(v.redirect[lang]) : L.none[lang]]);
    if (v.factoryReset) rows.push([L.factoryReset[lang], withCode(v.factoryReset[lang])]);
    if (v.productFacts) rows.push([L.productFacts[lang], withCode(v.productFacts[lang])]);
    if (v.notes) rows.push([L.notes[lang], withCode(v.notes[lang])]);
    rows.push([L.basis[lang], BASIS_LABELS[v.basis][lang]]);
    return [table([L.item[lang], vendorName(v, lang)], rows)];
  }
  const page = (v: PhoneVendor) => [link(url(`/docs/${v.page}`), vendorName(v, lang))];
  if (show === 'redirect' || show === 'reset') {
    const key = show === 'redirect' ? 'redirect' : 'factoryReset';
    return [
      table(
        [L.vendor[lang], L[key][lang]],
        phoneVendors.map((v) => [page(v), v[key] ? withCode(v[key][lang]) : L.none[lang]]),
      ),
    ];
  }
  return [
    table(
      [L.vendor[lang], L.families[lang], L.dhcpOptions[lang], L.optionValue[lang], L.redirect[lang]],
      phoneVendors.map((v) => [
        page(v),
        v.families.map((f) => f.name).join('; '),
        vendorOptions(v, lang),
        L[v.optionValue][lang],
        v.redirect ? L.yes[lang] : '–',
      ]),
    ),
  ];
}

function microsoftTable({only}: Props, {lang}: RenderContext): MdNode[] {
  const ids = only ? only.split(',').map((s) => s.trim()) : null;
  const rows = ids ? microsoftIntegrations.filter((m) => ids.includes(m.id)) : microsoftIntegrations;
  if (ids && rows.length !== ids.length) throw new Error(`MicrosoftIntegrations: unknown id in "${only}"`);
  return [
    table(
      [MS.entry[lang], MS.purpose[lang], MS.scope[lang], MS.consent[lang], MS.token[lang], MS.since[lang]],
      rows.map((m) => [
        [strong(m.entry)],
        m.purpose[lang],
        m.scope ? [strong(m.scope)] : MS.checkOnSystem[lang],
        [strong(m.consentButton), text(`: ${m.consentBy[lang]}`)],
        [strong(m.tokenButton), text(`: ${m.tokenBy[lang]}`)],
        m.since ? `${MS.sinceVersion[lang]} ${m.since}` : MS.anyVersion[lang],
      ]),
    ),
  ];
}

// ---- Release notes (src/data/releases.ts) --------------------------------------------------------
const list = (items: MdNode[][], ordered = false): MdNode => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
});

const docUrl = (ctx: RenderContext, slug: string, anchor?: string) =>
  ctx.url(`/docs/${brandSlug(slug, ctx.brand)}${anchor ? `#${anchor}` : ''}`);

/** One change as ChangeItem shows it: kind, optionally version and area, the linked name, the text. */
function changeItem(c: Change, ctx: RenderContext, {showVersion = false, showArea = false} = {}): MdNode[] {
  const {lang, brand} = ctx;
  const title = strong(brandName(c.title[lang], brand));
  return [
    strong(KINDS[c.kind][lang]),
    text(` ${showVersion ? `${c.version} · ` : ''}${showArea ? `${AREAS[c.area][lang]} · ` : ''}`),
    c.page ? {type: 'link', url: docUrl(ctx, c.page, c.anchor), children: [title]} : title,
    text(`: ${brandName(c.text[lang], brand)}`),
  ];
}

function knownVersion(version: string | undefined, prop: string): string {
  if (!version || !releases.some((r) => r.version === version)) {
    throw new Error(`ReleaseNotes: ${prop}="${String(version)}" is not a release in src/data/releases.ts`);
  }
  return version;
}

function releaseNotes({version, from, to}: Props, ctx: RenderContext): MdNode[] {
  const {lang, t} = ctx;
  if (version === undefined) {
    const changes = changesBetween(knownVersion(from, 'from'), to === undefined ? latestRelease.version : knownVersion(to, 'to'));
    if (changes.length === 0)
      return [paragraph([text(t('releases.upgrade.none', 'No change between these versions is documented in this guide.'))])];
    return [
      list(
        changes.map((c) => changeItem(c, ctx, {showVersion: true, showArea: true})),
        true,
      ),
    ];
  }
  knownVersion(version, 'version');
  const inLine = releasesInLine(version);
  const changes = inLine.flatMap((r) => r.changes);
  const out: MdNode[] = inLine
    .filter((r) => r.released)
    .map((r) => paragraph([text(t('releases.announced', '{version}: announced {month}', {version: r.name[lang], month: r.released!}))]));
  if (changes.length === 0)
    return [...out, paragraph([text(t('releases.noChanges', 'No change of this version is documented in this guide.'))])];
  for (const area of Object.keys(AREAS) as GuideArea[]) {
    const inArea = changes.filter((c) => c.area === area);
    if (inArea.length === 0) continue;
    out.push(
      {type: 'heading', depth: 3, children: [text(AREAS[area][lang])]},
      list(inArea.map((c) => changeItem(c, ctx, {showVersion: c.version !== version}))),
    );
  }
  return out;
}

function releaseHub({view = 'changes'}: Props, ctx: RenderContext): MdNode[] {
  const {lang, t, brand} = ctx;
  const name = (r: (typeof releases)[number]) => (r.slug ? [link(docUrl(ctx, r.slug), r.name[lang])] : [text(r.name[lang])]);
  switch (view) {
    case 'upgrade':
      return interactive('ReleaseUpgrade')({}, ctx);
    case 'versions':
      return [
        table(
          [
            t('releases.table.version', 'Version'),
            t('releases.table.changes', 'Documented changes'),
            t('releases.table.announced', 'Announced'),
          ],
          releases.map((r) => [
            name(r),
            r.changes.length === 0
              ? t('releases.table.none', 'none documented')
              : r.changes.map((c) => brandName(c.title[lang], brand)).join('; '),
            r.released ?? '–',
          ]),
        ),
      ];
    case 'feeds':
      return [
        list([
          [link(ctx.url('/release-notes.rss.xml'), t('releases.feeds.rss', 'RSS feed of the release notes'))],
          [link(ctx.url('/release-notes.atom.xml'), t('releases.feeds.atom', 'Atom feed of the release notes'))],
        ]),
      ];
    default: {
      const out: MdNode[] = [paragraph([text(t('releases.filter.all', 'All {total} documented changes', {total: allChanges.length}))])];
      for (const r of releases.filter((x) => x.changes.length > 0)) {
        out.push({type: 'heading', depth: 3, children: name(r)});
        if (r.released) out.push(paragraph([text(t('releases.announcedMonth', 'Announced {month}', {month: r.released}))]));
        out.push(list(r.changes.map((c) => changeItem(c, ctx, {showArea: true}))));
      }
      const empty = releases.filter((r) => r.changes.length === 0 && r.slug);
      out.push(
        paragraph([
          text(`${t('releases.withoutChanges', 'Versions without a documented change:')} `),
          ...empty.flatMap((r, i) => [...(i > 0 ? [text(', ')] : []), link(docUrl(ctx, r.slug!), r.version)]),
        ]),
      );
      return out;
    }
  }
}

function sinceVersion({version}: Props, ctx: RenderContext): MdNode[] {
  compareVersions(version ?? '', version ?? ''); // throws on anything that is not a version number
  const label = ctx.t('releases.since', 'since {version}', {version: version!});
  return [text('('), link(docUrl(ctx, releaseSlugFor(version!) ?? 'release-notes'), label), text(')')];
}

/** Interactive components: one sentence that sends the reader to the page, where the tool runs. */
const INTERACTIVE: Record<string, Localized> = {
  DialPlanSimulator: {
    en: 'The web page {url} has an interactive dial-plan simulator here: it shows which dial-plan entry matches a dialled number, the number sent to the trunk and the failover order.',
    de: 'Die Webseite {url} hat hier einen interaktiven Wählplan-Simulator: Er zeigt, welcher Eintrag des Wählplans auf eine gewählte Nummer passt, welche Nummer an den Trunk geht und in welcher Reihenfolge auf andere Trunks ausgewichen wird.',
  },
  DialPatternTester: {
    en: 'The web page {url} has an interactive tester here that tries a dial-plan pattern against a dialled number.',
    de: 'Die Webseite {url} hat hier einen interaktiven Tester, der ein Wählplan-Muster an einer gewählten Nummer ausprobiert.',
  },
  ReleaseUpgrade: {
    en: 'The web page {url} has an interactive upgrade view here: choose the version you run and the version you install to see every documented change between them.',
    de: 'Die Webseite {url} hat hier eine interaktive Upgrade-Ansicht: Wählen Sie die Version, die Sie betreiben, und die, die Sie installieren, um jede dokumentierte Änderung dazwischen zu sehen.',
  },
  ProvisioningHelper: {
    en: 'The web page {url} has an interactive provisioning helper here: choose the maker of your phones and enter the address the phones use for the PBX to get the provisioning URL, the DHCP option for common DHCP servers and the steps for that maker.',
    de: 'Die Webseite {url} hat hier eine interaktive Provisionierungshilfe: Wählen Sie den Hersteller Ihrer Telefone und geben Sie die Adresse ein, unter der die Telefone die Telefonanlage erreichen, um die Provisionierungs-URL, die DHCP-Option für gängige DHCP-Server und die Schritte für diesen Hersteller zu erhalten.',
  },
  NetworkPlanner: {
    en: 'The web page {url} has an interactive network planner here: it writes the firewall rules (ufw, firewalld, nftables, Windows, AWS, Azure, Google Cloud, DigitalOcean) and a NAT checklist for your own address, ports, RTP range, trunk providers and admin network.',
    de: 'Die Webseite {url} hat hier einen interaktiven Netzwerkplaner: Er schreibt die Firewall-Regeln (ufw, firewalld, nftables, Windows, AWS, Azure, Google Cloud, DigitalOcean) und eine NAT-Checkliste für Ihre eigene Adresse, Ihre Ports, Ihren RTP-Bereich, Ihre Trunk-Anbieter und Ihr Admin-Netz.',
  },
};

function interactive(name: string): Renderer {
  return (_props, {lang, pageUrl}) => {
    const [before = '', after = ''] = (INTERACTIVE[name]?.[lang] ?? '').split('{url}');
    return [paragraph([{type: 'emphasis', children: [text(before), link(pageUrl, pageUrl), text(after)]}])];
  };
}

/** Components written inline in a sentence; the rest are blocks. */
export const INLINE_COMPONENTS: ReadonlySet<string> = new Set(['MenuPath', 'Default', 'StarCode', 'SinceVersion']);

export const RENDERERS: Readonly<Record<string, Renderer>> = {
  PortsTable: portsTable,
  StarCodeTable: starCodeTable,
  StarCode: ({id}) => [inlineCode(starCode(id ?? '').code)],
  MenuPath: ({id}) => [menuPath(id as MenuPathId)],
  Default: defaultValue as Renderer,
  FirewallRules: firewall,
  ApiOperation: apiOperation,
  CdrFields: cdrTable,
  AccountTypes: accountTypeTable,
  QueueStrategies: queueStrategyTable,
  SupportedPlatforms: platformTable,
  SizingTable: sizingTable,
  PhoneVendorTable: phoneVendorTable,
  MicrosoftIntegrations: microsoftTable,
  DialPlanSimulator: interactive('DialPlanSimulator'),
  DialPatternTester: interactive('DialPatternTester'),
  NetworkPlanner: interactive('NetworkPlanner'),
  ProvisioningHelper: interactive('ProvisioningHelper'),
  ReleaseNotes: releaseNotes,
  ReleaseHub: releaseHub,
  SinceVersion: sinceVersion,
};

/**
 * A component as mdast nodes: inline nodes for `MenuPath`, `Default`, `StarCode` and `SinceVersion`, block
 * nodes for the rest; undefined for a name that is not one of the site's MDX components.
 * Throws, like the component, on an unknown id.
 */
export function renderComponent(name: string, props: Props, ctx: RenderContext): MdNode[] | undefined {
  const render = RENDERERS[name];
  return render ? render(props, ctx) : undefined;
}
