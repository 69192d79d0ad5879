import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isPendingLink} from '../../src/plugins/pendingLinks/remark';

const site = path.resolve(__dirname, '../..');
const from = path.join(site, 'docs/admin/admin-level/admin-ports.md');
const fromDe = path.join(site, 'i18n/de/docusaurus-plugin-content-docs/current/admin/admin-level/admin-ports.md');

describe('pending links', () => {
  it('a link to a written page is not pending, in either language', () => {
    expect(isPendingLink('../getting-started/ports.md#defaults', from)).toBe(false);
    expect(isPendingLink('../getting-started/ports.md', fromDe)).toBe(false);
  });

  it('a link to a planned page nobody has written is pending', () => {
    expect(isPendingLink('../not-written-yet/setup-hotel.md', from)).toBe(true);
  });

  it('a link to a file that is neither written nor planned is left to the build to fail', () => {
    expect(isPendingLink('../nowhere/no-such-page.md', from)).toBe(false);
  });

  it('leaves URLs, anchors and other files alone', () => {
    for (const url of ['https://example.com/x.md', '/docs/login', '#defaults', '../img/x.png', 'mailto:a@example.com']) {
      expect(isPendingLink(url, from), url).toBe(false);
    }
  });
});
