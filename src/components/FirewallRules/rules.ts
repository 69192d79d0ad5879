/**
 * Firewall commands generated from the ports list (src/data/ports.ts): every inbound port
 * that is open by default, for the firewall tools the installation guides use.
 */
import {ports, type Port} from '../../data/ports';

export type FirewallTool = 'ufw' | 'firewalld' | 'nftables' | 'windows';

const inbound = (): Port[] => ports.filter((p) => p.direction === 'inbound' && p.enabledByDefault);

const protocols = (p: Port): Array<'udp' | 'tcp'> =>
  p.transport === 'UDP/TCP' ? ['udp', 'tcp'] : [p.transport.toLowerCase() as 'udp' | 'tcp'];

export function firewallRules(tool: FirewallTool, slug: string): string {
  const rules = inbound().flatMap((p) => protocols(p).map((proto) => ({p, proto})));
  switch (tool) {
    case 'ufw':
      return [
        'sudo ufw allow OpenSSH   # keep your SSH session when the firewall turns on',
        ...rules.map(({p, proto}) => `sudo ufw allow ${p.port.replace('-', ':')}/${proto}   # ${p.service}`),
        'sudo ufw enable',
      ].join('\n');
    case 'firewalld':
      return [
        'sudo firewall-cmd --permanent --add-service=ssh   # keep SSH open',
        ...rules.map(({p, proto}) => `sudo firewall-cmd --permanent --add-port=${p.port}/${proto}   # ${p.service}`),
        'sudo firewall-cmd --reload',
      ].join('\n');
    case 'nftables': {
      const byProto = (proto: 'udp' | 'tcp') =>
        rules.filter((r) => r.proto === proto).map((r) => r.p.port).join(', ');
      return [
        'table inet filter {',
        '  chain input {',
        '    type filter hook input priority 0; policy drop;',
        '    ct state established,related accept',
        '    iif lo accept',
        '    ip protocol icmp accept',
        '    meta l4proto ipv6-icmp accept',
        '    tcp dport 22 accept',
        `    tcp dport { ${byProto('tcp')} } accept`,
        `    udp dport { ${byProto('udp')} } accept`,
        '  }',
        '}',
      ].join('\n');
    }
    case 'windows':
      return rules
        .map(
          ({p, proto}) =>
            `New-NetFirewallRule -DisplayName "${slug} ${p.service} ${proto.toUpperCase()}" -Direction Inbound -Protocol ${proto.toUpperCase()} -LocalPort ${p.port} -Action Allow`,
        )
        .join('\n');
    default:
      throw new Error(`FirewallRules: unknown tool "${String(tool)}"`);
  }
}
