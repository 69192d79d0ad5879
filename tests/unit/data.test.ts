import {describe, it, expect} from 'vitest';
import {ports} from '../../src/data/ports';
import {menuPaths, menuPathText} from '../../src/data/menuPaths';
import {platforms, sizing} from '../../src/data/platforms';
import {terminology} from '../../src/data/terminology';
import {releases} from '../../src/data/releases';
import {firewallRules} from '../../src/components/FirewallRules/rules';
import {loadPagePlan} from '../../src/data/pagePlan';

describe('product data', () => {
  it('ports: unique ids, valid numbers and ranges, both languages', () => {
    expect(new Set(ports.map((p) => p.id)).size).toBe(ports.length);
    for (const p of ports) {
      const [lo, hi = lo] = p.port.split('-').map(Number);
      expect(lo).toBeGreaterThan(0);
      expect(hi).toBeLessThanOrEqual(65535);
      expect(hi).toBeGreaterThanOrEqual(lo!);
      expect(p.purpose.en && p.purpose.de).toBeTruthy();
      expect(p.purpose.de).not.toBe(p.purpose.en);
    }
    // No two services claim the same port and transport.
    const keys = ports.flatMap((p) => (p.transport === 'UDP/TCP' ? ['UDP', 'TCP'] : [p.transport]).map((t) => `${p.port}/${t}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ports: every setting is a known menu path', () => {
    for (const p of ports) expect(menuPathText(p.setting), p.id).toMatch(/^Admin › /);
    expect(Object.keys(menuPaths)).toEqual(expect.arrayContaining(ports.map((p) => p.setting)));
  });

  it('firewall rules open exactly the inbound default ports, and keep SSH reachable', () => {
    const ufw = firewallRules('ufw', 'heron');
    expect(ufw).toContain('ufw allow 5060/udp');
    expect(ufw).toContain('ufw allow 5060/tcp');
    expect(ufw).toContain('ufw allow 49152:64999/udp');
    expect(ufw).not.toContain(' 69/'); // TFTP is off by default
    expect(ufw.indexOf('OpenSSH')).toBeLessThan(ufw.indexOf('ufw enable'));
    expect(firewallRules('nftables', 'heron')).toMatch(/udp dport \{ 5060, 49152-64999, 3478 \}/);
    expect(firewallRules('windows', 'heron')).toContain('-LocalPort 5061');
    expect(firewallRules('firewalld', 'heron')).toContain('--add-port=443/tcp');
  });

  it('platforms link to planned installation pages; sizing grows with size', () => {
    const slugs = new Set(loadPagePlan().map((p) => p.slug));
    for (const p of platforms) expect(slugs).toContain(p.guide);
    const ram = sizing.map((s) => Number(s.ramGb));
    expect([...ram].sort((a, b) => a - b)).toEqual(ram);
  });

  it('releases point at planned release-notes pages, newest first', () => {
    const slugs = new Set(loadPagePlan().map((p) => p.slug));
    for (const r of releases) expect(slugs).toContain(r.slug);
    const months = releases.map((r) => r.released);
    expect([...months].sort().reverse()).toEqual(months);
  });

  it('terminology: no variant is also a preferred term', () => {
    const preferred = new Set(terminology.map((t) => t.de));
    for (const t of terminology) for (const v of t.avoid) expect(preferred).not.toContain(v);
  });
});
