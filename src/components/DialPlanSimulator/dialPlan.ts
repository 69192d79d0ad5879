/**
 * How the PBX picks a dial-plan entry for an outbound call, as the product documents it:
 *
 * - A dial plan is a list of entries (preference, pattern, replacement, trunk), tried in order
 *   of preference, lowest first; the first entry whose pattern matches wins. The entries that
 *   match after it, in the same order, are where the call goes when a trunk fails over.
 * - `9*` matches every number that starts with 9; in the replacement, `*` stands for the part
 *   the pattern's `*` matched (`9*` → `1*` turns 92121234567 into 12121234567). An empty
 *   replacement sends the number as dialled. `openai` is the pattern of the AI trunk.
 * - Older material adds: `*` alone matches everything; a pattern without `*` matches the exact
 *   number; `x` is one digit; `[911|411]` is one of the listed strings; and full regular
 *   expressions, matched against `number@domain`, with `\1` … `\9` (the groups) and `\r` (the
 *   domain) in the replacement. The simulator supports them and marks them as legacy.
 *
 * Pure functions: the component and the unit tests use the same code.
 */

export type DialPlanEntry = {pref: number; pattern: string; replacement: string; trunk: string};

export type PatternErrorCode = 'empty' | 'unclosedBracket' | 'emptyAlternative' | 'badRegExp';

export type PatternError = {code: PatternErrorCode; detail?: string};

type Token = {kind: 'text'; text: string} | {kind: 'digit'} | {kind: 'alternatives'; options: string[]};

export type CompiledPattern =
  {kind: 'simple'; tokens: Token[]; rest: boolean; legacy: boolean} | {kind: 'regexp'; re: RegExp; legacy: true};

export type Compiled = {ok: true; pattern: CompiledPattern} | {ok: false; error: PatternError};

/** A pattern is a regular expression when it uses what simple patterns never do. */
const REGEXP_HINT = /[()\\^$?{}]|\.\*|@/;

export function compilePattern(raw: string): Compiled {
  const pattern = raw.trim();
  if (pattern === '') return {ok: false, error: {code: 'empty'}};
  if (REGEXP_HINT.test(pattern)) {
    try {
      return {ok: true, pattern: {kind: 'regexp', re: new RegExp(`^(?:${pattern})$`), legacy: true}};
    } catch (error) {
      return {ok: false, error: {code: 'badRegExp', detail: (error as Error).message}};
    }
  }
  const tokens: Token[] = [];
  let legacy = false;
  let rest = false;
  let i = 0;
  // A trailing `*` matches the rest; any other `*` is a digit the caller dials (star codes).
  const body = pattern.endsWith('*') ? pattern.slice(0, -1) : pattern;
  if (pattern.endsWith('*')) rest = true;
  if (pattern === '*') legacy = true;
  while (i < body.length) {
    const ch = body[i]!;
    if (ch === 'x') {
      tokens.push({kind: 'digit'});
      legacy = true;
      i += 1;
    } else if (ch === '[') {
      const close = body.indexOf(']', i);
      if (close < 0) return {ok: false, error: {code: 'unclosedBracket', detail: body.slice(i)}};
      const options = body.slice(i + 1, close).split('|');
      if (options.some((o) => o === '')) return {ok: false, error: {code: 'emptyAlternative', detail: body.slice(i, close + 1)}};
      tokens.push({kind: 'alternatives', options});
      legacy = true;
      i = close + 1;
    } else {
      const last = tokens[tokens.length - 1];
      if (last?.kind === 'text') last.text += ch;
      else tokens.push({kind: 'text', text: ch});
      i += 1;
    }
  }
  if (!rest && tokens.length > 0 && !tokens.some((t) => t.kind !== 'text') && body !== 'openai') legacy = true;
  return {ok: true, pattern: {kind: 'simple', tokens, rest, legacy}};
}

/** What a match captured: the rest (`*`) or the groups of a regular expression. */
export type Capture = {rest?: string; groups?: string[]};

/** Matches `number` (and, for regular expressions, `number@domain`); null when it does not. */
export function matchPattern(pattern: CompiledPattern, number: string, domain: string): Capture | null {
  if (pattern.kind === 'regexp') {
    const m = pattern.re.exec(`${number}@${domain}`) ?? pattern.re.exec(number);
    return m ? {groups: m.slice(1).map((g) => g ?? '')} : null;
  }
  // Depth-first over the tokens: alternatives of different lengths may need backtracking.
  const walk = (t: number, pos: number): Capture | null => {
    if (t === pattern.tokens.length) {
      if (pattern.rest) return {rest: number.slice(pos)};
      return pos === number.length ? {} : null;
    }
    const token = pattern.tokens[t]!;
    if (token.kind === 'text') return number.startsWith(token.text, pos) ? walk(t + 1, pos + token.text.length) : null;
    if (token.kind === 'digit') return /[0-9]/.test(number[pos] ?? '') ? walk(t + 1, pos + 1) : null;
    for (const option of token.options) {
      if (number.startsWith(option, pos)) {
        const found = walk(t + 1, pos + option.length);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(0, 0);
}

/** The number sent to the trunk: the replacement with `*`, `\1` … `\9` and `\r` filled in. */
export function applyReplacement(replacement: string, number: string, capture: Capture, domain: string): string {
  const r = replacement.trim();
  if (r === '') return number;
  if (capture.groups) {
    return r.replace(/\\([1-9r])/g, (_, g: string) => (g === 'r' ? domain : (capture.groups![Number(g) - 1] ?? '')));
  }
  return capture.rest !== undefined ? r.replace(/\*/g, capture.rest) : r;
}

export type EntryResult = {
  entry: DialPlanEntry;
  /** Position in the plan as the reader entered it (0-based). */
  index: number;
  compiled: Compiled;
  matches: boolean;
  /** The number sent to the trunk when this entry is used. */
  sent?: string;
};

export type Simulation = {
  /** Every entry, in the order the PBX tries them (preference, then the order entered). */
  ordered: EntryResult[];
  /** The entry that wins, if any. */
  chosen?: EntryResult;
  /** The matching entries after the chosen one: the failover order. */
  failover: EntryResult[];
  /** Entries whose pattern cannot be read. */
  errors: EntryResult[];
  /** The plan uses syntax only older material documents. */
  legacy: boolean;
};

export function simulate(entries: readonly DialPlanEntry[], dialled: string, domain = 'tenant1.example.com'): Simulation {
  const number = dialled.trim().replace(/[\s\-()./]/g, '');
  const ordered = entries
    .map((entry, index) => ({entry, index}))
    .sort((a, b) => a.entry.pref - b.entry.pref || a.index - b.index)
    .map(({entry, index}): EntryResult => {
      const compiled = compilePattern(entry.pattern);
      if (!compiled.ok || number === '') return {entry, index, compiled, matches: false};
      const capture = matchPattern(compiled.pattern, number, domain);
      return capture
        ? {entry, index, compiled, matches: true, sent: applyReplacement(entry.replacement, number, capture, domain)}
        : {entry, index, compiled, matches: false};
    });
  const matching = ordered.filter((r) => r.matches);
  return {
    ordered,
    ...(matching[0] ? {chosen: matching[0]} : {}),
    failover: matching.slice(1),
    errors: ordered.filter((r) => !r.compiled.ok),
    legacy: ordered.some((r) => r.compiled.ok && r.compiled.pattern.legacy),
  };
}

/** The plan and number in a URL's query (`?e=10,9*,1*,Trunk%20A&e=…&n=…`), and back. */
export function toQuery(entries: readonly DialPlanEntry[], number: string): string {
  const params = new URLSearchParams();
  for (const e of entries)
    params.append('e', [e.pref, e.pattern, e.replacement, e.trunk].map((f) => String(f).replace(/[,\\]/g, '\\$&')).join(','));
  if (number) params.set('n', number);
  return params.toString();
}

export function fromQuery(search: string): {entries: DialPlanEntry[]; number: string} | null {
  const params = new URLSearchParams(search);
  const raw = params.getAll('e');
  if (raw.length === 0) return null;
  const entries = raw.flatMap((line): DialPlanEntry[] => {
    const fields: string[] = [];
    let field = '';
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\\' && i + 1 < line.length) field += line[++i];
      else if (line[i] === ',') {
        fields.push(field);
        field = '';
      } else field += line[i];
    }
    fields.push(field);
    const [pref = '', pattern = '', replacement = '', trunk = ''] = fields;
    const n = Number(pref);
    return Number.isFinite(n) ? [{pref: n, pattern, replacement, trunk}] : [];
  });
  return {entries, number: params.get('n') ?? ''};
}
