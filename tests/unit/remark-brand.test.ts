import {describe, it, expect} from 'vitest';
import {transformTree} from '../../src/plugins/brand/remark';
import {brandFrontMatter} from '../../src/plugins/brand/frontMatter';
import {resolveBrand} from '../../brand';

const brand = resolveBrand({name: 'Kestrel Voice', slug: 'kestrel'});

type N = {type: string; [k: string]: unknown};

describe('remark brand plugin', () => {
  it('replaces the MDX {product} expression with the name, inline and on its own line', () => {
    const tree: N = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'mdxTextExpression', value: 'product'},
            {type: 'text', value: ' sends a NOTIFY'},
          ],
        },
        {type: 'mdxFlowExpression', value: ' product '},
        {type: 'mdxTextExpression', value: 'other'},
      ],
    };
    transformTree(tree as never, brand);
    expect(tree.children).toEqual([
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Kestrel Voice'},
          {type: 'text', value: ' sends a NOTIFY'},
        ],
      },
      {type: 'paragraph', children: [{type: 'text', value: 'Kestrel Voice'}]},
      {type: 'mdxTextExpression', value: 'other'},
    ]);
  });

  it('uses the slug in URLs, code and URL-like JSX attributes, the name in other attributes', () => {
    const tree: N = {
      type: 'root',
      children: [
        {type: 'link', url: '/docs/{product}-app', children: [{type: 'text', value: 'The {product} app'}]},
        {type: 'definition', url: 'https://x/{product}'},
        {type: 'code', value: 'systemctl restart {product}'},
        {type: 'inlineCode', value: '/usr/local/{product}'},
        {
          type: 'mdxJsxFlowElement',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'href', value: '/docs/{product}ports'},
            {type: 'mdxJsxAttribute', name: 'title', value: '{product} ports'},
          ],
          children: [],
        },
      ],
    };
    transformTree(tree as never, brand);
    const [link, def, code, inline, jsx] = tree.children as N[];
    expect(link).toMatchObject({url: '/docs/kestrel-app', children: [{value: 'The Kestrel Voice app'}]});
    expect(def).toMatchObject({url: 'https://x/kestrel'});
    expect(code).toMatchObject({value: 'systemctl restart kestrel'});
    expect(inline).toMatchObject({value: '/usr/local/kestrel'});
    expect((jsx as unknown as {attributes: unknown[]}).attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'href', value: '/docs/kestrelports'},
      {type: 'mdxJsxAttribute', name: 'title', value: 'Kestrel Voice ports'},
    ]);
  });

  it('brands front matter: slug gets the slug, everything else the name; dates survive', () => {
    const date = new Date('2025-03-03');
    const fm = brandFrontMatter(
      {title: 'The {product} app', slug: '/{product}-app', description: 'What {product} apps do', date, keywords: ['{product}']},
      brand,
    );
    expect(fm).toEqual({
      title: 'The Kestrel Voice app',
      slug: '/kestrel-app',
      description: 'What Kestrel Voice apps do',
      date,
      keywords: ['Kestrel Voice'],
    });
  });
});
