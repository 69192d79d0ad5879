import {describe, it, expect} from 'vitest';
import {ports} from '../../src/data/ports';
import {menuPaths, menuPathText, menuPathModules} from '../../src/data/menuPaths';
import {defaults, defaultModules} from '../../src/data/defaults';
import {platforms, sizing} from '../../src/data/platforms';
import {terminology} from '../../src/data/terminology';
import {firewallRules, DEFAULT_PLAN, FIREWALL_TOOLS, type FirewallTool, type NetworkPlan} from '../../src/components/FirewallRules/rules';
import {loadPagePlan} from '../../src/data/pagePlan';

describe('product data', () => {
  it('ports: unique ids, valid numbers and ranges, both languages', () => {
    expect(new Set(ports.map((p) => p.id)).size).toBe(ports.length);
    for (const p of ports) {
      expect(p.purpose.en && p.purpose.de).toBeTruthy();
      expect(p.purpose.de).not.toBe(p.purpose.en);
      // Only a port the administrator chooses has no number.
      expect(p.port === null, p.id).toBe(p.basis === 'chosen');
      if (p.port === null) continue;
      const [lo, hi = lo] = p.port.split('-').map(Number);
      expect(lo).toBeGreaterThan(0);
      expect(hi).toBeLessThanOrEqual(65535);
      expect(hi).toBeGreaterThanOrEqual(lo!);
    }
    // No two services claim the same port and transport.
    const keys = ports
      .filter((p) => p.port)
      .flatMap((p) => (p.transport === 'UDP/TCP' ? ['UDP', 'TCP'] : [p.transport]).map((t) => `${p.port}/${t}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ports: the documented defaults, and no invented ones', () => {
    const byId = Object.fromEntries(ports.map((p) => [p.id, p]));
    expect(byId.http?.port).toBe('80');
    expect(byId.https?.port).toBe('443');
    expect(byId.sip?.port).toBe('5060');
    expect(byId['sip-tls']?.port).toBe('5061');
    expect(byId.rtp?.port).toBeNull();
    for (const invented of ['turn', 'ldap', 'ldaps']) expect(byId[invented], invented).toBeUndefined();
  });

  it('ports: every setting is a known menu path', () => {
    for (const p of ports) if (p.setting) expect(Object.keys(menuPaths)).toContain(p.setting);
  });

  it('menu paths: ids unique across the area modules, no path under two ids', () => {
    const ids = Object.values(menuPathModules).flatMap((m) => Object.keys(m));
    expect(new Set(ids).size).toBe(ids.length);
    const texts = Object.keys(menuPaths).map((id) => menuPathText(id as keyof typeof menuPaths));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('defaults: ids unique across the area modules; no invented file system layout', () => {
    const ids = Object.values(defaultModules).flatMap((m) => Object.keys(m));
    expect(new Set(ids).size).toBe(ids.length);
    const all = JSON.stringify(Object.entries(defaults));
    for (const invented of ['/var/lib', '/etc/', '/var/log', 'ProgramData']) expect(all).not.toContain(invented);
    expect(defaults['service-name'].code).toBe('pbx');
    expect(defaults['install-dir'].code).toBe('/usr/local/pbx');
  });

  it('firewall rules: the default plan opens the documented ports and leaves the RTP range to variables', () => {
    const ufw = firewallRules('ufw', 'heron');
    expect(ufw).toContain('ufw allow 5060/udp');
    expect(ufw).toContain('ufw allow 5060/tcp');
    expect(ufw).toContain('ufw allow 5061/tcp');
    expect(ufw).toContain('ufw allow "$RTP_FIRST:$RTP_LAST"/udp');
    expect(ufw).toMatch(/^# Set RTP_FIRST and RTP_LAST/m);
    expect(ufw).not.toContain(' 69/'); // TFTP is not opened
    expect(ufw).not.toContain('3478');
    expect(ufw.indexOf('port 22')).toBeLessThan(ufw.indexOf('ufw enable'));
    expect(firewallRules('nftables', 'heron')).toMatch(/udp dport \{ 5060, \$rtp_ports \} accept/);
    expect(firewallRules('windows', 'heron')).toContain('-LocalPort 5061');
    expect(firewallRules('firewalld', 'heron')).toContain('--add-port="443/tcp"');
  });

  it('firewall rules: every tool follows a plan with other ports, an RTP range and trunk sources', () => {
    const plan: NetworkPlan = {
      ...DEFAULT_PLAN,
      http: [],
      https: [8443],
      sipUdp: [5080],
      sipTcp: [],
      sipTls: [5081],
      rtp: {first: 20000, last: 20999},
      sipSources: ['198.51.100.10', '2001:db8::/48'],
      adminSource: '203.0.113.0/24',
    };
    const expectations: Record<FirewallTool, RegExp[]> = {
      ufw: [
        /ufw allow 8443\/tcp/,
        /ufw allow 20000:20999\/udp/,
        /from 198\.51\.100\.10 to any port 5080/,
        /from 2001:db8::\/48 to any port 5081/,
        /from 203\.0\.113\.0\/24 to any port 22/,
      ],
      firewalld: [
        /--add-port="8443\/tcp"/,
        /--add-port="20000-20999\/udp"/,
        /family="ipv6" source address="2001:db8::\/48" port port="5080" protocol="udp"/,
      ],
      nftables: [
        /tcp dport \{ 8443 \} accept/,
        /udp dport \{ 20000-20999 \} accept/,
        /ip saddr \{ 198\.51\.100\.10 \} udp dport 5080 accept/,
        /ip6 saddr \{ 2001:db8::\/48 \} tcp dport 5081 accept/,
        /ip saddr 203\.0\.113\.0\/24 tcp dport 22/,
      ],
      windows: [/-LocalPort 8443 /, /-LocalPort 20000-20999 /, /-LocalPort 5080 -RemoteAddress 198\.51\.100\.10,2001:db8::\/48/],
      aws: [
        /FromPort=20000,ToPort=20999/,
        /FromPort=5080,ToPort=5080,IpRanges=\[\{CidrIp=198\.51\.100\.10\}\],Ipv6Ranges=\[\{CidrIpv6=2001:db8::\/48\}\]/,
        /CidrIp=203\.0\.113\.0\/24/,
      ],
      azure: [
        /--destination-port-ranges 20000-20999 --source-address-prefixes Internet/,
        /--destination-port-ranges 5080 --source-address-prefixes 198\.51\.100\.10 2001:db8::\/48/,
      ],
      gcloud: [/--rules="tcp:8443,udp:20000-20999"/, /--rules="udp:5080,tcp:5081"/, /--source-ranges=198\.51\.100\.10,2001:db8::\/48/],
      doctl: [
        /protocol:udp,ports:20000-20999,address:0\.0\.0\.0\/0/,
        /protocol:udp,ports:5080,address:198\.51\.100\.10,address:2001:db8::\/48/,
        /ports:22,address:203\.0\.113\.0\/24/,
      ],
    };
    for (const tool of FIREWALL_TOOLS) {
      const out = firewallRules(tool, 'heron', plan);
      for (const re of expectations[tool]) expect(out, tool).toMatch(re);
      // Nothing of the default plan leaks into a plan that changed every port.
      expect(out, tool).not.toMatch(/\b5060\b|\b443\b|RTP_FIRST|\$RtpFirst|ADMIN_CIDR/);
    }
  });

  it('platforms link to planned installation pages; sizing grows with size', async () => {
    const {IPV4_UDP_RTP_HEADER_BYTES, payloadBytes, ipKbitPerDirection, payloadMbPerHour} = await import('../../src/data/platforms');
    // Every platform links to a planned installation page, says in both languages how the
    // software gets there and what the product's material shows, and claims no invented
    // support: no OS release list, no image registry, no package or SELinux module, no limits.
    const slugs = new Set(loadPagePlan().map((p) => p.slug));
    expect(new Set(platforms.map((p) => p.id)).size).toBe(platforms.length);
    for (const p of platforms) {
      expect(slugs).toContain(p.guide);
      for (const text of [p.name, p.method, p.material]) {
        expect(text.en && text.de, p.id).toBeTruthy();
      }
      expect(p.material.de, p.id).not.toBe(p.material.en);
      const all = JSON.stringify(p);
      for (const invented of [
        'Debian 12',
        'Debian 13',
        '22.04',
        'RHEL 9',
        'Server 2022',
        'Server 2025',
        'Bookworm',
        'registry',
        'SELinux',
        'policy module',
        'extensions',
        'Nebenstellen',
        'apt ',
        'dnf ',
        '.msi',
      ]) {
        expect(all, `${p.id}: ${invented}`).not.toContain(invented);
      }
    }
    // "Sizing" is generic codec arithmetic, not vendor tiers: 20 ms packets (the table's caption
    // says so), IPv4/UDP/RTP headers, and the known results (G.711: 160 + 40 bytes, 80 kbit/s,
    // 28.8 MB of payload per hour; G.729: 24 kbit/s). Bandwidth grows with the payload rate.
    expect(IPV4_UDP_RTP_HEADER_BYTES).toBe(40);
    for (const c of sizing) expect(c.ptimeMs, c.id).toBe(20);
    const byId = Object.fromEntries(sizing.map((c) => [c.id, c]));
    expect(payloadBytes(byId.g711!)).toBe(160);
    expect(ipKbitPerDirection(byId.g711!)).toBe(80);
    expect(payloadMbPerHour(byId.g711!)).toBeCloseTo(28.8);
    expect(ipKbitPerDirection(byId.g729!)).toBe(24);
    const sorted = [...sizing].sort((a, b) => a.payloadKbit - b.payloadKbit);
    const rates = sorted.map(ipKbitPerDirection);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('terminology: no variant is also a preferred term', () => {
    const preferred = new Set(terminology.map((t) => t.de));
    for (const t of terminology) for (const v of t.avoid) expect(preferred).not.toContain(v);
  });
});
