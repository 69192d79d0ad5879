/**
 * Firewall commands generated from the ports list (src/data/ports.ts): every inbound port
 * that is open by default, for the firewall tools the installation guides use.
 */
import {ports, type Port} from '../../data/ports';

export type FirewallTool = 'ufw' | 'firewalld' | 'nftables' | 'windows' | 'aws' | 'azure' | 'gcloud' | 'doctl';

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
    // Cloud firewalls: the commands expect the shell variables the installation pages set
    // (ADMIN_CIDR for SSH, and SG_ID, RG/NSG, NETWORK or DROPLET_ID).
    case 'aws': {
      const [lo, hi] = ['FromPort', 'ToPort'];
      const perms = rules.map(({p, proto}) => {
        const [from, to = from] = p.port.split('-');
        return `  'IpProtocol=${proto},${lo}=${from},${hi}=${to},IpRanges=[{CidrIp=0.0.0.0/0}],Ipv6Ranges=[{CidrIpv6=::/0}]'`;
      });
      return [
        'aws ec2 authorize-security-group-ingress --group-id "$SG_ID" --ip-permissions \\',
        ...perms.map((line) => `${line} \\`),
        `  "IpProtocol=tcp,${lo}=22,${hi}=22,IpRanges=[{CidrIp=$ADMIN_CIDR}]"`,
      ].join('\n');
    }
    case 'azure':
      return [
        ...rules.map(
          ({p, proto}, i) =>
            `az network nsg rule create --resource-group "$RG" --nsg-name "$NSG" --name ${slug}-${p.id}-${proto} --priority ${110 + i * 10} --direction Inbound --access Allow --protocol ${proto === 'udp' ? 'Udp' : 'Tcp'} --destination-port-ranges ${p.port} --source-address-prefixes Internet`,
        ),
        `az network nsg rule create --resource-group "$RG" --nsg-name "$NSG" --name ${slug}-ssh --priority 100 --direction Inbound --access Allow --protocol Tcp --destination-port-ranges 22 --source-address-prefixes "$ADMIN_CIDR"`,
      ].join('\n');
    case 'gcloud':
      return [
        `gcloud compute firewall-rules create ${slug}-inbound --network="$NETWORK" --direction=INGRESS --action=ALLOW \\`,
        `  --rules=${rules.map(({p, proto}) => `${proto}:${p.port}`).join(',')} \\`,
        `  --source-ranges=0.0.0.0/0 --target-tags=${slug}`,
        `gcloud compute firewall-rules create ${slug}-ssh --network="$NETWORK" --direction=INGRESS --action=ALLOW \\`,
        `  --rules=tcp:22 --source-ranges="$ADMIN_CIDR" --target-tags=${slug}`,
      ].join('\n');
    case 'doctl': {
      const any = 'address:0.0.0.0/0,address:::/0';
      return [
        `doctl compute firewall create --name ${slug}-firewall --droplet-ids "$DROPLET_ID" \\`,
        `  --inbound-rules "protocol:tcp,ports:22,address:$ADMIN_CIDR ${rules.map(({p, proto}) => `protocol:${proto},ports:${p.port},${any}`).join(' ')}" \\`,
        `  --outbound-rules "protocol:tcp,ports:all,${any} protocol:udp,ports:all,${any} protocol:icmp,${any}"`,
      ].join('\n');
    }
    default:
      throw new Error(`FirewallRules: unknown tool "${String(tool)}"`);
  }
}
