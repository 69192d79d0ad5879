/**
 * The network planner's input: what the reader typed, read into a NetworkPlan for the firewall
 * generators (src/components/FirewallRules/rules.ts), with a problem per field that cannot be
 * read, and the page's URL state. No React and no translations here: problems are codes with
 * values, the component words them in the reader's language.
 */
import {DEFAULT_PLAN, FIREWALL_TOOLS, type FirewallTool, type NetworkPlan} from '../FirewallRules/rules';

export const FIELDS = ['address', 'sipUdp', 'sipTcp', 'sipTls', 'http', 'https', 'rtpFirst', 'rtpLast', 'trunks', 'admin'] as const;
export type Field = (typeof FIELDS)[number];
/** The fields as typed. */
export type PlannerInput = Record<Field, string>;

/** The documented defaults (src/data/ports.ts through DEFAULT_PLAN); no RTP range, no restrictions. */
export const DEFAULT_INPUT: PlannerInput = {
  address: '',
  sipUdp: DEFAULT_PLAN.sipUdp.join(' '),
  sipTcp: DEFAULT_PLAN.sipTcp.join(' '),
  sipTls: DEFAULT_PLAN.sipTls.join(' '),
  http: DEFAULT_PLAN.http.join(' '),
  https: DEFAULT_PLAN.https.join(' '),
  rtpFirst: '',
  rtpLast: '',
  trunks: '',
  admin: '',
};

export const DEFAULT_TOOL: FirewallTool = 'ufw';

export type ProblemCode =
  /** Not a port number (value: the entry). */
  | 'port.invalid'
  /** A number outside 1–65535 (value). */
  | 'port.range'
  /** A TCP port that another field (other) uses too (value). */
  | 'port.taken'
  /** SSH's port 22 on a TCP field: the rules keep 22 for SSH. */
  | 'port.ssh'
  /** More entries than a field takes. */
  | 'list.tooLong'
  /** Only one end of the RTP range. */
  | 'rtp.incomplete'
  /** First port after the last (value: first, other: last). */
  | 'rtp.order'
  /** A SIP UDP port inside the RTP range (value). */
  | 'rtp.overlap'
  /** Not an IPv4 or IPv6 address or network (value). */
  | 'address.invalid'
  /** An address with a prefix length beyond 32 or 128 (value). */
  | 'address.prefix'
  /** A network with host bits set (value; other: the network it means). */
  | 'address.hostBits'
  /** A host name where a firewall needs addresses (value). */
  | 'address.name'
  /** Not an address or a host name (value). */
  | 'publicAddress.invalid'
  /** More than one admin network. */
  | 'admin.several';

export type WarningCode =
  /** The public address is private, loopback, link-local or shared address space (value). */
  | 'publicAddress.private'
  /** SSH open to every address (value). */
  | 'admin.anywhere'
  /** A trunk source that is every address (value): SIP stays open to all. */
  | 'trunks.anywhere';

export type Problem = {field: Field; code: ProblemCode; value?: string; other?: string};
export type Warning = {field: Field; code: WarningCode; value: string};

/** Entries a list field takes: far more than any real plan, few enough for a URL. */
export const MAX_ENTRIES = 32;

const split = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

// ---- Addresses ---------------------------------------------------------------------------------
/** Dotted-quad IPv4 (no leading zeros: `010` is octal to some tools). */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, or null (no zone index, `::` once). */
export function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
  let address = text;
  const tail: number[] = [];
  // An IPv4 address at the end (`::ffff:192.0.2.1`) is two groups.
  const v4 = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4) {
    if (!isIPv4(v4[1]!)) return null;
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    address = address.slice(0, address.length - v4[1]!.length);
    if (address.endsWith(':') && !address.endsWith('::')) address = address.slice(0, -1);
  }
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
    return groups.map((g) => parseInt(g, 16));
  };
  const halves = address.split('::');
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !rest) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 2) {
    if (given > 7) return null;
    return [...head, ...new Array<number>(8 - given).fill(0), ...rest, ...tail];
  }
  return given === 8 ? [...head, ...tail] : null;
}

export const isIPv6 = (text: string): boolean => ipv6Groups(text) !== null;

/** A DNS host name (at least two labels, letters, digits and hyphens). */
export function isHostName(text: string): boolean {
  const name = text.replace(/\.$/, '');
  if (name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(l)) && !/^\d+$/.test(labels.at(-1)!);
}

type Network = {ok: true; family: 4 | 6; canonical: string} | {ok: false; code: ProblemCode; other?: string};

/** The network an address with host bits cleared means: `192.0.2.7/24` → `192.0.2.0/24`. */
function networkOf(groups: number[], bits: number, prefix: number): {bits: number[]; changed: boolean} {
  const width = bits === 4 ? 8 : 16;
  let left = prefix;
  let changed = false;
  const out = groups.map((g) => {
    const keep = Math.max(0, Math.min(width, left));
    left -= width;
    const mask = keep === 0 ? 0 : ((1 << width) - 1) ^ ((1 << (width - keep)) - 1);
    if ((g & mask) !== g) changed = true;
    return g & mask;
  });
  return {bits: out, changed};
}

const v6Text = (groups: number[]): string => {
  // The longest run of zero groups becomes `::` (RFC 5952).
  let best = {at: -1, len: 0};
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.len && j - i > 1) best = {at: i, len: j - i};
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`;
};

/** An address or a network in CIDR notation, as a firewall takes it. */
export function parseNetwork(text: string): Network {
  const [address = '', prefixText, extra] = text.split('/');
  if (extra !== undefined) return {ok: false, code: 'address.invalid'};
  const v4 = isIPv4(address);
  const v6 = !v4 && ipv6Groups(address);
  if (!v4 && !v6) return {ok: false, code: !address.includes(':') && isHostName(address) ? 'address.name' : 'address.invalid'};
  if (prefixText === undefined) return {ok: true, family: v4 ? 4 : 6, canonical: text};
  const max = v4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return {ok: false, code: 'address.prefix'};
  const prefix = Number(prefixText);
  const groups = v4 ? address.split('.').map(Number) : (v6 as number[]);
  const net = networkOf(groups, v4 ? 4 : 6, prefix);
  if (net.changed) return {ok: false, code: 'address.hostBits', other: `${v4 ? net.bits.join('.') : v6Text(net.bits)}/${prefix}`};
  return {ok: true, family: v4 ? 4 : 6, canonical: text};
}

/** Private (RFC 1918, RFC 4193), shared (RFC 6598), loopback and link-local addresses. */
export function isPrivateAddress(text: string): boolean {
  if (isIPv4(text)) {
    const [a = 0, b = 0] = text.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const g = ipv6Groups(text);
  if (!g) return false;
  return (g[0]! & 0xfe00) === 0xfc00 || (g[0]! & 0xffc0) === 0xfe80 || g.every((x, i) => x === (i === 7 ? 1 : 0));
}

// ---- Ports -------------------------------------------------------------------------------------
/**
 * A port field as the PBX's own fields take it: ports separated by spaces, each alone or with
 * the address it binds (`5060`, `0.0.0.0:5060`, `[::]:5080`). Empty: the service is off.
 */
export function parsePorts(text: string): {ports: number[]; problems: Array<{code: ProblemCode; value?: string}>} {
  const entries = split(text);
  if (entries.length > MAX_ENTRIES) return {ports: [], problems: [{code: 'list.tooLong', value: String(MAX_ENTRIES)}]};
  const ports: number[] = [];
  const problems: Array<{code: ProblemCode; value?: string}> = [];
  for (const entry of entries) {
    const m = /^(?:\[[0-9a-f:.]+\]:|\d{1,3}(?:\.\d{1,3}){3}:)?(\d+)$/i.exec(entry);
    if (!m) {
      problems.push({code: 'port.invalid', value: entry});
      continue;
    }
    const port = Number(m[1]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push({code: 'port.range', value: m[1]});
    else if (!ports.includes(port)) ports.push(port);
  }
  return {ports, problems};
}

/** One port number (an end of the RTP range); null for an empty field. */
function parseOnePort(text: string): {port: number | null; problem?: {code: ProblemCode; value: string}} {
  const value = text.trim();
  if (value === '') return {port: null};
  if (!/^\d+$/.test(value)) return {port: null, problem: {code: 'port.invalid', value}};
  const port = Number(value);
  if (port < 1 || port > 65535) return {port: null, problem: {code: 'port.range', value}};
  return {port};
}

// ---- The plan ----------------------------------------------------------------------------------
export type Evaluation = {
  /** The plan for the generators; null while any field has a problem. */
  plan: NetworkPlan | null;
  problems: Problem[];
  warnings: Warning[];
  /** Ports in the RTP range, when it is given. */
  rtpPorts: number | null;
};

const TCP_FIELDS = ['sipTcp', 'sipTls', 'http', 'https'] as const;

export function evaluate(input: PlannerInput): Evaluation {
  const problems: Problem[] = [];
  const warnings: Warning[] = [];
  const ports = {} as Record<'sipUdp' | (typeof TCP_FIELDS)[number], number[]>;
  for (const field of ['sipUdp', ...TCP_FIELDS] as const) {
    const read = parsePorts(input[field]);
    ports[field] = read.ports;
    problems.push(...read.problems.map((p) => ({field, ...p})));
  }
  // One TCP port serves one service; 22 stays SSH's (the rules open it for the admin network).
  const tcpOwner = new Map<number, Field>();
  for (const field of TCP_FIELDS) {
    for (const port of ports[field]) {
      const owner = tcpOwner.get(port);
      if (port === 22) problems.push({field, code: 'port.ssh', value: '22'});
      else if (owner) problems.push({field, code: 'port.taken', value: String(port), other: owner});
      else tcpOwner.set(port, field);
    }
  }
  // The RTP range: both ends or neither.
  const first = parseOnePort(input.rtpFirst);
  const last = parseOnePort(input.rtpLast);
  if (first.problem) problems.push({field: 'rtpFirst', ...first.problem});
  if (last.problem) problems.push({field: 'rtpLast', ...last.problem});
  let rtp: NetworkPlan['rtp'] = null;
  if (!first.problem && !last.problem) {
    if ((first.port === null) !== (last.port === null)) {
      problems.push({field: first.port === null ? 'rtpFirst' : 'rtpLast', code: 'rtp.incomplete'});
    } else if (first.port !== null && last.port !== null) {
      if (first.port > last.port) problems.push({field: 'rtpLast', code: 'rtp.order', value: String(first.port), other: String(last.port)});
      else {
        rtp = {first: first.port, last: last.port};
        for (const port of ports.sipUdp) {
          if (port >= rtp.first && port <= rtp.last) problems.push({field: 'rtpFirst', code: 'rtp.overlap', value: String(port)});
        }
      }
    }
  }
  // Trunk providers: addresses or networks, not names.
  const trunkEntries = split(input.trunks);
  const sipSources: string[] = [];
  if (trunkEntries.length > MAX_ENTRIES) problems.push({field: 'trunks', code: 'list.tooLong', value: String(MAX_ENTRIES)});
  else {
    for (const entry of trunkEntries) {
      const net = parseNetwork(entry);
      if (!net.ok) problems.push({field: 'trunks', code: net.code, value: entry, other: net.other});
      else if (!sipSources.includes(net.canonical)) {
        sipSources.push(net.canonical);
        if (/\/0$/.test(entry)) warnings.push({field: 'trunks', code: 'trunks.anywhere', value: entry});
      }
    }
  }
  // The admin network: one address or network.
  const adminEntries = split(input.admin);
  let adminSource: string | null = null;
  if (adminEntries.length > 1) problems.push({field: 'admin', code: 'admin.several'});
  else if (adminEntries[0]) {
    const net = parseNetwork(adminEntries[0]);
    if (!net.ok) problems.push({field: 'admin', code: net.code, value: adminEntries[0], other: net.other});
    else {
      adminSource = net.canonical;
      if (/\/0$/.test(adminSource)) warnings.push({field: 'admin', code: 'admin.anywhere', value: adminSource});
    }
  }
  // The public address: an address or a host name.
  const address = input.address.trim();
  if (address) {
    if (!isIPv4(address) && !isIPv6(address) && !isHostName(address))
      problems.push({field: 'address', code: 'publicAddress.invalid', value: address});
    else if (isPrivateAddress(address)) warnings.push({field: 'address', code: 'publicAddress.private', value: address});
  }
  const plan: NetworkPlan | null =
    problems.length > 0
      ? null
      : {
          http: ports.http,
          https: ports.https,
          sipUdp: ports.sipUdp,
          sipTcp: ports.sipTcp,
          sipTls: ports.sipTls,
          rtp,
          sipSources,
          adminSource,
        };
  return {plan, problems, warnings, rtpPorts: rtp ? rtp.last - rtp.first + 1 : null};
}

// ---- URL state ---------------------------------------------------------------------------------
/** The query parameter of each field. */
export const PARAMS: Record<Field, string> = {
  address: 'ip',
  sipUdp: 'sip-udp',
  sipTcp: 'sip-tcp',
  sipTls: 'sip-tls',
  http: 'http',
  https: 'https',
  rtpFirst: 'rtp-first',
  rtpLast: 'rtp-last',
  trunks: 'trunks',
  admin: 'admin',
};
export const TOOL_PARAM = 'tool';
/** Longest value read from a URL: enough for MAX_ENTRIES addresses. */
const MAX_PARAM_LENGTH = 2048;

/** The fields and the tool that differ from the defaults, as query parameters (in a fixed order). */
export function toParams(input: PlannerInput, tool: FirewallTool): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const field of FIELDS) {
    const value = input[field].trim();
    if (value !== DEFAULT_INPUT[field]) out.push([PARAMS[field], value]);
  }
  if (tool !== DEFAULT_TOOL) out.push([TOOL_PARAM, tool]);
  return out;
}

/** The state a URL's query holds; fields it does not name keep their defaults. An unknown tool is ignored. */
export function fromQuery(search: string): {input: PlannerInput; tool: FirewallTool} {
  const params = new URLSearchParams(search);
  const input = {...DEFAULT_INPUT};
  for (const field of FIELDS) {
    const value = params.get(PARAMS[field]);
    // A field in the URL as typed (even invalid: the planner then says what is wrong with it).
    if (value !== null) input[field] = value.slice(0, MAX_PARAM_LENGTH);
  }
  const tool = params.get(TOOL_PARAM);
  return {input, tool: FIREWALL_TOOLS.includes(tool as FirewallTool) ? (tool as FirewallTool) : DEFAULT_TOOL};
}

/** The page's URL with the planner's state: other parameters and the hash stay as they are. */
export function withState(href: string, input: PlannerInput, tool: FirewallTool): string {
  const url = new URL(href);
  for (const name of [...Object.values(PARAMS), TOOL_PARAM]) url.searchParams.delete(name);
  for (const [name, value] of toParams(input, tool)) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A random SIP port outside the RTP range and the other TCP ports (the product advises a random port). */
export function randomSipPort(input: PlannerInput, random: () => number = Math.random): number {
  // The new port replaces the SIP UDP and TCP ports; the TLS and web ports keep theirs.
  const taken = new Set((['sipTls', 'http', 'https'] as const).flatMap((f) => parsePorts(input[f]).ports));
  const first = Number(input.rtpFirst) || 0;
  const last = Number(input.rtpLast) || 0;
  const free = (port: number) => !taken.has(port) && !(port >= first && port <= last);
  for (let i = 0; i < 100; i += 1) {
    // Well above the usual SIP ports and the well-known range.
    const port = 10000 + Math.floor(random() * 50000);
    if (free(port)) return port;
  }
  // Nearly everything above 10000 is taken: the first free port, upwards from 10000, then 1024.
  for (const port of [...Array.from({length: 55536}, (_, i) => 10000 + i), ...Array.from({length: 8976}, (_, i) => 1024 + i)]) {
    if (free(port)) return port;
  }
  return 5060;
}
