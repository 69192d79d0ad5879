/**
 * The patched getActiveDocContext (patches/@docusaurus+plugin-content-docs+…+active-doc-by-path)
 * finds a doc by its path as the original's matchPath did: exact, not case-sensitive, with or
 * without a trailing slash, and still by pattern for a path that is not literally a doc's.
 */
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/router', async () => ({matchPath: (await import('react-router')).matchPath}));

const {getActiveDocContext} = await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');

const doc = (id: string, path: string) => ({id, path, sidebar: 'main'});
const data = {
  path: '/docs',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'a',
      draftIds: [],
      docs: [doc('a', '/docs/a'), doc('b', '/docs/b'), doc('pattern', '/docs/p/:name')],
    },
    {name: '5', label: '5', isLast: false, path: '/docs/5', mainDocId: 'a', draftIds: [], docs: [doc('a', '/docs/5/a')]},
  ],
  breadcrumbs: true,
};

describe('getActiveDocContext (patched)', () => {
  it('finds the doc of a path, with a trailing slash or in other case, and its other versions', () => {
    for (const pathname of ['/docs/a', '/docs/a/', '/docs/A']) {
      const context = getActiveDocContext(data, pathname);
      expect(context.activeVersion?.name, pathname).toBe('current');
      expect(context.activeDoc?.id, pathname).toBe('a');
      expect(Object.keys(context.alternateDocVersions).sort()).toEqual(['5', 'current']);
    }
    expect(getActiveDocContext(data, '/docs/5/a').activeDoc?.path).toBe('/docs/5/a');
  });

  it('matches a pattern as before, and finds nothing for a path that is no doc', () => {
    expect(getActiveDocContext(data, '/docs/p/x').activeDoc?.id).toBe('pattern');
    const none = getActiveDocContext(data, '/docs/none');
    expect(none.activeVersion?.name).toBe('current');
    expect(none.activeDoc).toBeUndefined();
    expect(none.alternateDocVersions).toEqual({});
  });
});
