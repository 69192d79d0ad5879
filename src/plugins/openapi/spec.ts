/**
 * The REST reference's one source: the OpenAPI 3.1 description in src/data/openapi.json. This
 * module resolves an operation of it into what a page shows (localized texts, parameters,
 * schema rows, examples) and writes the request snippets from the same entry. Pure functions,
 * used at build time by ./remark.ts and by the tests.
 */

/** English text with its German twin (`x-de` in the description). */
export type Text = {en: string; de?: string};

export type SchemaRow = {
  /** Dotted path of the property (`items[].name`). */
  name: string;
  type: string;
  required: boolean;
  description?: Text;
  enum?: unknown[];
};

export type ParameterView = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  description?: Text;
  example?: unknown;
};

export type BodyView = {
  contentType: string;
  description?: Text;
  rows: SchemaRow[];
  example?: unknown;
};

export type ResponseView = BodyView & {status: string};

export type OperationView = {
  id: string;
  method: string;
  path: string;
  server: string;
  summary: Text;
  description?: Text;
  /** The security schemes that authorise it, by name, with their type. */
  security: Array<{name: string; type: string; scheme?: string; in?: string; paramName?: string}>;
  parameters: ParameterView[];
  requestBody?: BodyView & {required: boolean};
  responses: ResponseView[];
  /** Only third-party material shows it. */
  observed: boolean;
  /** The operation declares `security: []`: it needs no authentication (a login request). */
  anonymous: boolean;
};

type Json = Record<string, unknown>;
type Spec = Json & {paths?: Record<string, Record<string, Json>>; servers?: Array<{url: string}>; components?: Json};
/** An OpenAPI description as parsed JSON. */
export type SpecInput = object;

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A local `$ref` (`#/components/schemas/X`) resolved, recursively, with a guard against cycles. */
export function deref(spec: SpecInput, value: unknown, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(spec, v, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`OpenAPI: only local $ref is supported, got ${ref}`);
    if (seen.has(ref)) return {type: 'object', description: `(recursive: ${ref})`};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
    if (target === undefined) throw new Error(`OpenAPI: $ref ${ref} points nowhere`);
    return deref(spec, target, new Set([...seen, ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(spec, v, seen)]));
}

function text(node: unknown, field: 'summary' | 'description'): Text | undefined {
  if (!isObject(node) || typeof node[field] !== 'string') return undefined;
  const de = isObject(node['x-de']) ? node['x-de'][field] : undefined;
  return {en: node[field] as string, ...(typeof de === 'string' ? {de} : {})};
}

function typeOf(schema: unknown): string {
  if (!isObject(schema)) return 'any';
  const t = schema.type;
  if (Array.isArray(t)) return t.join(' | ');
  if (t === 'array') return `array of ${typeOf(schema.items)}`;
  if (typeof t === 'string') return schema.format ? `${t} (${String(schema.format)})` : t;
  if (schema.oneOf || schema.anyOf) return ((schema.oneOf ?? schema.anyOf) as unknown[]).map(typeOf).join(' | ');
  return isObject(schema.properties) ? 'object' : 'any';
}

/** One row per property, nested objects and arrays of objects flattened into dotted names. */
export function schemaRows(schema: unknown, prefix = '', depth = 0): SchemaRow[] {
  if (!isObject(schema) || depth > 5) return [];
  if (schema.type === 'array' && isObject(schema.items)) return schemaRows(schema.items, prefix ? `${prefix}[]` : '[]', depth + 1);
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(props).flatMap(([name, prop]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const row: SchemaRow = {
      name: full,
      type: typeOf(prop),
      required: required.has(name),
      ...(text(prop, 'description') ? {description: text(prop, 'description')} : {}),
      ...(isObject(prop) && Array.isArray(prop.enum) ? {enum: prop.enum} : {}),
    };
    const nested =
      isObject(prop) && (isObject(prop.properties) || (prop.type === 'array' && isObject(prop.items) && isObject(prop.items.properties)));
    return nested ? [row, ...schemaRows(prop, full, depth + 1)] : [row];
  });
}

function body(content: unknown, description: Text | undefined): BodyView | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isObject(media)) return undefined;
  const examples = isObject(media.examples) ? Object.values(media.examples).find(isObject) : undefined;
  const example = media.example ?? examples?.value ?? (isObject(media.schema) ? media.schema.example : undefined);
  return {contentType, ...(description ? {description} : {}), rows: schemaRows(media.schema), ...(example !== undefined ? {example} : {})};
}

/** Every operation of the description: id, method and path. */
export function listOperations(input: SpecInput): Array<{id: string; method: string; path: string}> {
  const spec = input as Spec;
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => isObject(item[m])).map((method) => ({id: String(item[method]!.operationId ?? ''), method, path})),
  );
}

/** The operation with this operationId, resolved for a page. */
export function operationView(input: SpecInput, id: string): OperationView {
  const spec = input as Spec;
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const item = deref(spec, rawItem) as Record<string, Json>;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || op.operationId !== id) continue;
      const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
      const params = [...list(item.parameters), ...list(op.parameters)].filter(isObject);
      const schemes = isObject(spec.components) && isObject(spec.components.securitySchemes) ? spec.components.securitySchemes : {};
      const requirements = (Array.isArray(op.security) ? op.security : Array.isArray(spec.security) ? spec.security : []) as Json[];
      const security = requirements.flatMap((req) =>
        Object.keys(req).map((name) => {
          const s = isObject(schemes[name]) ? (schemes[name] as Json) : {};
          return {
            name,
            type: String(s.type ?? ''),
            ...(s.scheme ? {scheme: String(s.scheme)} : {}),
            ...(s.in ? {in: String(s.in)} : {}),
            ...(s.name ? {paramName: String(s.name)} : {}),
          };
        }),
      );
      const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
      const requestView = requestBody ? body(requestBody.content, text(requestBody, 'description')) : undefined;
      return {
        id,
        method: method.toUpperCase(),
        path,
        server: spec.servers?.[0]?.url ?? '',
        summary: text(op, 'summary') ?? {en: id},
        ...(text(op, 'description') ? {description: text(op, 'description')} : {}),
        security,
        parameters: params.map((p) => ({
          name: String(p.name),
          in: p.in as ParameterView['in'],
          required: Boolean(p.required) || p.in === 'path',
          type: typeOf(p.schema),
          ...(text(p, 'description') ? {description: text(p, 'description')} : {}),
          ...((p.example ?? (isObject(p.schema) ? p.schema.example : undefined)) !== undefined
            ? {example: p.example ?? (p.schema as Json).example}
            : {}),
        })),
        ...(requestView && requestBody ? {requestBody: {...requestView, required: Boolean(requestBody.required)}} : {}),
        responses: Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, r]) => ({
          status,
          ...(body(isObject(r) ? r.content : undefined, text(r, 'description')) ?? {
            contentType: '',
            rows: [],
            description: text(r, 'description'),
          }),
        })),
        observed: op['x-observed'] === true,
        anonymous: Array.isArray(op.security) && op.security.length === 0,
      };
    }
  }
  throw new Error(`OpenAPI: no operation with operationId "${id}" in src/data/openapi.json`);
}

/** The request's URL with the parameters' examples filled in (placeholders where there are none). */
export function exampleUrl(op: OperationView): string {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    path = path.replace(`{${p.name}}`, p.example !== undefined ? encodeURIComponent(String(p.example)) : `{${p.name}}`);
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`);
  return `${op.server}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

const usesBasic = (op: OperationView) =>
  !op.anonymous && (op.security.length === 0 || op.security.some((s) => s.type === 'http' && s.scheme === 'basic'));

/** Copyable requests, from the same entry: curl, JavaScript (fetch) and Python (requests). */
export function snippets(op: OperationView): {curl: string; javascript: string; python: string} {
  const url = exampleUrl(op);
  const json = op.requestBody?.example !== undefined ? JSON.stringify(op.requestBody.example, null, 2) : undefined;
  const basic = usesBasic(op);
  const method = op.method;
  const curl = [
    `curl ${basic ? '-u "$PBX_USER:$PBX_PASSWORD" ' : ''}-X ${method} '${url}'`,
    ...(json ? [`  -H 'Content-Type: application/json'`, `  -d '${json.replace(/'/g, `'\\''`)}'`] : []),
  ].join(' \\\n');
  const jsHeaders = [
    ...(basic ? ['Authorization: `Basic ${btoa(`${user}:${password}`)}`'] : []),
    ...(json ? ["'Content-Type': 'application/json'"] : []),
  ];
  const javascript = [
    ...(basic
      ? ['const user = process.env.PBX_USER; // an administrator with API access', 'const password = process.env.PBX_PASSWORD;']
      : []),
    `const response = await fetch('${url}', {`,
    `  method: '${method}',`,
    ...(jsHeaders.length ? [`  headers: {${jsHeaders.join(', ')}},`] : []),
    ...(json ? [`  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`] : []),
    '});',
    'if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);',
    'console.log(await response.text());',
  ].join('\n');
  const pyArgs = [
    `'${url}'`,
    ...(basic ? ['auth=(user, password)'] : []),
    ...(json ? [`json=${pythonLiteral(op.requestBody!.example)}`] : []),
    'timeout=10',
  ];
  const python = [
    'import os',
    'import requests',
    '',
    ...(basic ? ["user = os.environ['PBX_USER']  # an administrator with API access", "password = os.environ['PBX_PASSWORD']", ''] : []),
    `response = requests.${method.toLowerCase()}(${pyArgs.join(', ')})`,
    'response.raise_for_status()',
    'print(response.text)',
  ].join('\n');
  return {curl, javascript, python};
}

/** A JSON value written as a Python literal. */
export function pythonLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`)
      .join(', ')}}`;
  return 'None';
}

/** REST paths a page's text names (`/rest/…`), with `{…}` and example segments kept as written. */
export function restPathsIn(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\/rest\/[A-Za-z0-9_{}\-./%@<>:]*[A-Za-z0-9_}>]/g)].map((m) => m[0]))];
}

/** Whether a path as a page writes it (`/rest/domain/tenant1.example.com/…`) is one of the description's. */
export function matchesSpecPath(written: string, specPaths: readonly string[]): boolean {
  const clean = written.split('?')[0]!.replace(/\/$/, '');
  // A scope prefix (`/rest/domain`) is fine when some path of the description starts with it.
  if (specPaths.some((p) => p.startsWith(`${clean}/`))) return true;
  return specPaths.some((p) => {
    const re = new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);
    return re.test(clean) || re.test(clean.replace(/<[^>]+>/g, 'x'));
  });
}
