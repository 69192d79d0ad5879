import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {moveCardDescriptions} from '../../src/plugins/cardDescriptions';

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    admin: [
      {
        type: 'category',
        label: 'Trunks',
        href: '/docs/category/trunks',
        collapsed: true,
        collapsible: true,
        items: [
          {type: 'link', label: 'Trunks', href: '/docs/trunks', docId: 'trunks/trunks'},
          {
            type: 'category',
            label: 'Providers',
            href: '/docs/category/providers',
            collapsed: true,
            collapsible: true,
            items: [{type: 'link', label: 'Provider A', href: '/docs/provider-a', docId: 'trunks/provider-a'}],
          },
        ],
      },
    ],
  },
  docs: {
    'trunks/trunks': {id: 'trunks/trunks', title: 'Trunks', description: 'Connect the PBX to a provider.', sidebar: 'admin'},
    'trunks/provider-a': {id: 'trunks/provider-a', title: 'Provider A', description: 'Provider A step by step.', sidebar: 'admin'},
  },
};

const index = (permalink: string) => ({title: 'x', slug: permalink, permalink, navigation: {}});

const tree: RouteConfig = {
  path: '/docs',
  component: 'DocsRoot',
  routes: [
    {
      path: '/docs',
      component: 'DocVersionRoot',
      props: {version},
      routes: [
        {
          path: '/docs',
          component: 'DocRoot',
          routes: [
            {path: '/docs/trunks', component: 'DocItem', exact: true, sidebar: 'admin'},
            {
              path: '/docs/category/trunks',
              component: 'Index',
              exact: true,
              sidebar: 'admin',
              props: {categoryGeneratedIndex: index('/docs/category/trunks')},
            },
            {
              path: '/docs/category/providers',
              component: 'Index',
              exact: true,
              sidebar: 'admin',
              props: {categoryGeneratedIndex: index('/docs/category/providers')},
            },
          ],
        },
      ],
    },
  ],
};

function find(route: RouteConfig, path: string, component: string): RouteConfig | undefined {
  if (route.path === path && route.component === component) return route;
  for (const child of route.routes ?? []) {
    const found = find(child, path, component);
    if (found) return found;
  }
  return undefined;
}

describe('card descriptions', () => {
  const moved = moveCardDescriptions(tree);

  it('leaves no description in the version data every doc page loads, and keeps the rest', () => {
    const docs = (find(moved, '/docs', 'DocVersionRoot')?.props?.version as typeof version).docs;
    expect(Object.values(docs).map((d) => 'description' in d)).toEqual([false, false]);
    expect(docs['trunks/trunks']).toEqual({id: 'trunks/trunks', title: 'Trunks', sidebar: 'admin'});
  });

  it('gives each category page the descriptions of the docs it lists, and only those', () => {
    const at = (path: string) => (find(moved, path, 'Index')?.props?.categoryGeneratedIndex as {cardDescriptions: object}).cardDescriptions;
    expect(at('/docs/category/trunks')).toEqual({'trunks/trunks': 'Connect the PBX to a provider.'});
    expect(at('/docs/category/providers')).toEqual({'trunks/provider-a': 'Provider A step by step.'});
  });

  it('does not change the tree it is given, and passes other routes through', () => {
    expect(version.docs['trunks/trunks'].description).toBe('Connect the PBX to a provider.');
    const blog: RouteConfig = {path: '/blog', component: 'Blog', exact: true};
    expect(moveCardDescriptions(blog)).toEqual(blog);
  });
});
