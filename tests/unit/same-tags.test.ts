import React from 'react';
import {describe, expect, it} from 'vitest';
import {sameTags} from '../../src/plugins/startup/sameTags.js';

const h = React.createElement;

describe('sameTags (when a Head’s tags changed)', () => {
  const tags = (title: string, description = 'A page') => [
    h('title', {key: 't'}, title),
    h('meta', {key: 'd', name: 'description', content: description}),
    h('link', {key: 'c', rel: 'canonical', href: 'https://example.com/a'}),
  ];

  it('takes two renders of the same tags as the same', () => {
    expect(sameTags({children: tags('A')}, {children: tags('A')})).toBe(true);
    expect(sameTags({children: h('title', null, 'A', ' | ', 'Site')}, {children: h('title', null, 'A', ' | ', 'Site')})).toBe(true);
  });

  it('sees a changed title, attribute, key, tag or number of tags', () => {
    expect(sameTags({children: tags('A')}, {children: tags('B')})).toBe(false);
    expect(sameTags({children: tags('A')}, {children: tags('A', 'Another page')})).toBe(false);
    expect(sameTags({children: [h('meta', {key: 'x', name: 'robots'})]}, {children: [h('meta', {key: 'y', name: 'robots'})]})).toBe(false);
    expect(sameTags({children: h('meta', {name: 'robots'})}, {children: h('link', {name: 'robots'})})).toBe(false);
    expect(sameTags({children: tags('A')}, {children: tags('A').slice(1)})).toBe(false);
    expect(sameTags({children: h('meta', {name: 'a'})}, {children: h('meta', {name: 'a', content: undefined})})).toBe(false);
  });

  it('compares other props and values', () => {
    expect(sameTags({htmlAttributes: {lang: 'de'}}, {htmlAttributes: {lang: 'de'}})).toBe(true);
    expect(sameTags({htmlAttributes: {lang: 'de'}}, {htmlAttributes: {lang: 'en'}})).toBe(false);
    expect(sameTags({children: null}, {children: undefined})).toBe(false);
    expect(sameTags({children: 'x'}, {children: ['x']})).toBe(false);
    expect(sameTags({n: Number.NaN}, {n: Number.NaN})).toBe(true);
  });
});
