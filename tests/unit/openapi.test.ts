/**
 * The REST reference's one source (src/data/openapi.json): a valid OpenAPI 3.1 description,
 * unique operation ids, German texts beside the English ones, and no page that names a REST
 * path the description lacks. The resolver and the request snippets are checked on a fixture.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import SwaggerParser from '@apidevtools/swagger-parser';
import {describe, expect, it} from 'vitest';
import {
  exampleUrl,
  listOperations,
  matchesSpecPath,
  operationView,
  pythonLiteral,
  restPathsIn,
  snippets,
} from '../../src/plugins/openapi/spec';
import {listDocs, DE_DOCS} from '../../scripts/content/checks';

const root = path.resolve(__dirname, '../..');
const SPEC = path.join(root, 'src/data/openapi.json');

const fixture = {
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  servers: [{url: 'https://pbx.example.com'}],
  security: [{basic: []}],
  components: {
    securitySchemes: {basic: {type: 'http', scheme: 'basic'}},
    schemas: {
      Account: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string', description: 'Account number', 'x-de': {description: 'Kontonummer'}},
          tags: {type: 'array', items: {type: 'object', properties: {label: {type: 'string'}}}},
        },
      },
    },
  },
  paths: {
    '/rest/domain/{domain}/accounts': {
      parameters: [{name: 'domain', in: 'path', required: true, schema: {type: 'string', example: 'tenant1.example.com'}}],
      post: {
        operationId: 'createAccount',
        summary: 'Create an account',
        'x-de': {summary: 'Ein Konto anlegen'},
        requestBody: {
          required: true,
          content: {'application/json': {schema: {$ref: '#/components/schemas/Account'}, example: {name: "40'1"}}},
        },
        responses: {'200': {description: 'Created', content: {'application/json': {schema: {type: 'object'}, example: {ok: 'true'}}}}},
      },
    },
  },
};

describe('OpenAPI resolver and snippets', () => {
  const op = operationView(fixture, 'createAccount');

  it('resolves references, path-level parameters, German texts and nested rows', () => {
    expect(op).toMatchObject({
      method: 'POST',
      path: '/rest/domain/{domain}/accounts',
      summary: {en: 'Create an account', de: 'Ein Konto anlegen'},
    });
    expect(op.parameters).toEqual([expect.objectContaining({name: 'domain', in: 'path', required: true, example: 'tenant1.example.com'})]);
    expect(op.requestBody?.rows.map((r) => r.name)).toEqual(['name', 'tags', 'tags[].label']);
    expect(op.requestBody?.rows[0]).toMatchObject({required: true, description: {en: 'Account number', de: 'Kontonummer'}});
    expect(op.security).toEqual([{name: 'basic', type: 'http', scheme: 'basic'}]);
    expect(() => operationView(fixture, 'noSuchOperation')).toThrow(/noSuchOperation/);
  });

  it('writes runnable requests from the same entry, quoting the body safely', () => {
    expect(exampleUrl(op)).toBe('https://pbx.example.com/rest/domain/tenant1.example.com/accounts');
    const {curl, javascript, python} = snippets(op);
    expect(curl).toContain(`curl -u "$PBX_USER:$PBX_PASSWORD" -X POST 'https://pbx.example.com/rest/domain/tenant1.example.com/accounts'`);
    // The apostrophe in the body closes and reopens the shell's single quotes.
    expect(curl).toContain(`"name": "40'\\''1"`);
    // All three take the user and the password from the same environment variables.
    expect(javascript).toContain('const user = process.env.PBX_USER;');
    expect(python).toContain("user = os.environ['PBX_USER']");
    expect(javascript).toContain("method: 'POST'");
    expect(javascript).toContain('JSON.stringify(');
    expect(python).toContain(
      `requests.post('https://pbx.example.com/rest/domain/tenant1.example.com/accounts', auth=(user, password), json={"name": "40'1"}, timeout=10)`,
    );
    expect(pythonLiteral({a: [true, null, 1]})).toBe('{"a": [True, None, 1]}');
    // The curl command is valid shell.
    execFileSync('bash', ['-n', '-c', curl]);
  });

  it('finds REST paths in text and matches them against the description', () => {
    expect(restPathsIn('Call `GET /rest/domain/tenant1.example.com/accounts` and /rest/system/x.')).toEqual([
      '/rest/domain/tenant1.example.com/accounts',
      '/rest/system/x',
    ]);
    expect(matchesSpecPath('/rest/domain/tenant1.example.com/accounts', ['/rest/domain/{domain}/accounts'])).toBe(true);
    expect(matchesSpecPath('/rest/domain/{domain}/accounts', ['/rest/domain/{domain}/accounts'])).toBe(true);
    expect(matchesSpecPath('/rest/domain/x/invented', ['/rest/domain/{domain}/accounts'])).toBe(false);
  });
});

describe('the REST reference (src/data/openapi.json)', () => {
  type Spec = Parameters<typeof operationView>[0];
  const spec = JSON.parse(fs.readFileSync(SPEC, 'utf8')) as Spec;

  it('is a valid OpenAPI 3.1 description', async () => {
    expect((spec as {openapi?: string}).openapi).toMatch(/^3\.1\./);
    await SwaggerParser.validate(structuredClone(spec) as never);
  });

  it('has unique operation ids, each resolvable, with German texts', () => {
    const ops = listOperations(spec);
    expect(ops.length).toBeGreaterThan(0);
    const ids = ops.map((o) => o.id);
    expect(ids.every(Boolean), 'every operation has an operationId').toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const {id} of ops) {
      const view = operationView(spec, id);
      expect(view.summary.de, `${id}: x-de summary`).toBeTruthy();
    }
  });

  it('no page names a REST path the description lacks, and every <ApiOperation> id exists', () => {
    const specPaths = Object.keys((spec as {paths: Record<string, unknown>}).paths);
    const ids = new Set(listOperations(spec).map((o) => o.id));
    const pages = [
      ...listDocs(path.join(root, 'docs')).map((d) => ({rel: `docs/${d.rel}`, body: d.body})),
      ...listDocs(path.join(root, DE_DOCS)).map((d) => ({rel: `${DE_DOCS}/${d.rel}`, body: d.body})),
    ];
    const unknown: string[] = [];
    for (const page of pages) {
      for (const p of restPathsIn(page.body)) if (!matchesSpecPath(p, specPaths)) unknown.push(`${page.rel}: ${p}`);
      for (const m of page.body.matchAll(/<ApiOperation\s+id="([^"]+)"/g))
        if (!ids.has(m[1]!)) unknown.push(`${page.rel}: <ApiOperation id="${m[1]}">`);
    }
    expect(unknown).toEqual([]);
  });
});
