/**
 * Firewall commands for the PBX's inbound ports, for the firewall tools the installation
 * guides use. The ports come from a network plan: by default the documented defaults of
 * src/data/ports.ts; the network planner on the ports page passes the reader's own.
 */
import {ports} from '../../data/ports';

export type FirewallTool = 'ufw' | 'firewalld' | 'nftables' | 'windows' | 'aws' | 'azure' | 'gcloud' | 'doctl';

export const FIREWALL_TOOLS: readonly FirewallTool[] = ['ufw', 'firewalld', 'nftables', 'windows', 'aws', 'azure', 'gcloud', 'doctl'];

export type PortRange = {first: number; last: number};

export type NetworkPlan = {
  http: number[];
  https: number[];
  sipUdp: number[];
  sipTcp: number[];
  sipTls: number[];
  /** The RTP port range; null: the commands use the variables RTP_FIRST and RTP_LAST. */
  rtp: PortRange | null;
  /** Addresses or networks (CIDR) SIP signalling may come from; empty: anywhere. */
  sipSources: string[];
  /** The network SSH may come from; null: the variable ADMIN_CIDR. */
  adminSource: string | null;
};

const productPort = (id: string): number[] => {
  const port = ports.find((p) => p.id === id)?.port;
  return port ? [Number(port)] : [];
};

/** The documented defaults; the RTP range has none, so it stays a variable. */
export const DEFAULT_PLAN: NetworkPlan = {
  http: productPort('http'),
  https: productPort('https'),
  sipUdp: productPort('sip'),
  sipTcp: productPort('sip'),
  sipTls: productPort('sip-tls'),
  rtp: null,
  sipSources: [],
  adminSource: null,
};

type Proto = 'udp' | 'tcp';

/** One rule: a service on a port or range, from anywhere or from listed sources. */
export type Rule = {
  id: string;
  service: string;
  proto: Proto;
  /** `5060`, `10000-20000`, or the variable range of the RTP ports. */
  first: string;
  last: string;
  sources: string[];
};

const VAR = {
  shell: {first: '$RTP_FIRST', last: '$RTP_LAST', admin: '$ADMIN_CIDR'},
  powershell: {first: '$RtpFirst', last: '$RtpLast'},
};

/** The rules a plan asks for, in a stable order (web, SIP, TLS, RTP). */
export function planRules(plan: NetworkPlan): Rule[] {
  const rules: Rule[] = [];
  const add = (id: string, service: string, proto: Proto, list: number[], sources: string[] = []) => {
    for (const port of [...new Set(list)])
      rules.push({id: `${id}-${port}`, service, proto, first: String(port), last: String(port), sources});
  };
  add('http', 'HTTP', 'tcp', plan.http);
  add('https', 'HTTPS', 'tcp', plan.https);
  add('sip-udp', 'SIP', 'udp', plan.sipUdp, plan.sipSources);
  add('sip-tcp', 'SIP', 'tcp', plan.sipTcp, plan.sipSources);
  add('sip-tls', 'SIP-TLS', 'tcp', plan.sipTls, plan.sipSources);
  const rtp = plan.rtp;
  rules.push({
    id: 'rtp',
    service: 'RTP',
    proto: 'udp',
    first: rtp ? String(rtp.first) : '',
    last: rtp ? String(rtp.last) : '',
    sources: [],
  });
  return rules;
}

const isV6 = (address: string) => address.includes(':');
const single = (r: Rule) => r.first === r.last;
/** The RTP rule when its range is not given: commands use variables. */
const isVariable = (r: Rule) => r.first === '';

function range(r: Rule, sep: string, vars: {first: string; last: string} = VAR.shell): string {
  if (isVariable(r)) return `${vars.first}${sep}${vars.last}`;
  return single(r) ? r.first : `${r.first}${sep}${r.last}`;
}

/** Comment lines that name the variables the commands use. */
function variableNotes(rules: Rule[], plan: NetworkPlan, comment: string, powershell = false): string[] {
  const notes: string[] = [];
  if (rules.some(isVariable)) {
    notes.push(
      powershell
        ? `${comment} Set $RtpFirst and $RtpLast to the first and last port of your RTP range (RTP settings of the PBX).`
        : `${comment} Set RTP_FIRST and RTP_LAST to the first and last port of your RTP range (RTP settings of the PBX).`,
    );
  }
  if (plan.adminSource === null && !powershell)
    notes.push(`${comment} Set ADMIN_CIDR to the network you administer the server from (SSH).`);
  return notes;
}

export function firewallRules(tool: FirewallTool, slug: string, plan: NetworkPlan = DEFAULT_PLAN): string {
  const rules = planRules(plan);
  const admin = plan.adminSource ?? VAR.shell.admin;
  const adminQuoted = plan.adminSource ?? '"$ADMIN_CIDR"';
  switch (tool) {
    case 'ufw':
      return [
        ...variableNotes(rules, plan, '#'),
        `sudo ufw allow proto tcp from ${adminQuoted} to any port 22   # SSH: keep your session when the firewall turns on`,
        ...rules.flatMap((r) => {
          const ports = range(r, ':');
          const quoted = isVariable(r) ? `"${ports}"` : ports;
          if (r.sources.length === 0) return [`sudo ufw allow ${quoted}/${r.proto}   # ${r.service}`];
          return r.sources.map((s) => `sudo ufw allow proto ${r.proto} from ${s} to any port ${quoted}   # ${r.service}`);
        }),
        'sudo ufw enable',
      ].join('\n');
    case 'firewalld':
      return [
        ...variableNotes(rules, plan, '#'),
        `sudo firewall-cmd --permanent --add-rich-rule="rule family=${isV6(admin) ? 'ipv6' : 'ipv4'} source address=${admin} service name=ssh accept"   # SSH`,
        ...rules.flatMap((r) => {
          const ports = range(r, '-');
          if (r.sources.length === 0) return [`sudo firewall-cmd --permanent --add-port="${ports}/${r.proto}"   # ${r.service}`];
          return r.sources.map(
            (s) =>
              `sudo firewall-cmd --permanent --add-rich-rule='rule family="${isV6(s) ? 'ipv6' : 'ipv4'}" source address="${s}" port port="${ports}" protocol="${r.proto}" accept'   # ${r.service}`,
          );
        }),
        'sudo firewall-cmd --reload',
      ].join('\n');
    case 'nftables': {
      const open = (proto: Proto) =>
        rules.filter((r) => r.proto === proto && r.sources.length === 0).map((r) => (isVariable(r) ? '$rtp_ports' : range(r, '-')));
      const lines = [
        ...(rules.some(isVariable)
          ? ['# Replace RTP_FIRST-RTP_LAST with the RTP port range of the PBX.', 'define rtp_ports = RTP_FIRST-RTP_LAST']
          : []),
        ...(plan.adminSource === null
          ? ['# Replace ADMIN_CIDR with the network you administer the server from.', 'define admin_net = ADMIN_CIDR']
          : []),
        'table inet filter {',
        '  chain input {',
        '    type filter hook input priority 0; policy drop;',
        '    ct state established,related accept',
        '    iif lo accept',
        '    ip protocol icmp accept',
        '    meta l4proto ipv6-icmp accept',
        `    ${isV6(admin) ? 'ip6' : 'ip'} saddr ${plan.adminSource ?? '$admin_net'} tcp dport 22 accept`,
      ];
      for (const proto of ['tcp', 'udp'] as const) {
        const list = open(proto);
        if (list.length) lines.push(`    ${proto} dport { ${list.join(', ')} } accept`);
      }
      for (const r of rules.filter((x) => x.sources.length > 0)) {
        const v4 = r.sources.filter((s) => !isV6(s));
        const v6 = r.sources.filter(isV6);
        if (v4.length) lines.push(`    ip saddr { ${v4.join(', ')} } ${r.proto} dport ${range(r, '-')} accept`);
        if (v6.length) lines.push(`    ip6 saddr { ${v6.join(', ')} } ${r.proto} dport ${range(r, '-')} accept`);
      }
      lines.push('  }', '}');
      return lines.join('\n');
    }
    case 'windows':
      return [
        ...variableNotes(rules, plan, '#', true),
        ...rules.map((r) => {
          const ports = isVariable(r) ? `"${range(r, '-', VAR.powershell)}"` : range(r, '-');
          const remote = r.sources.length ? ` -RemoteAddress ${r.sources.join(',')}` : '';
          return `New-NetFirewallRule -DisplayName "${slug} ${r.service} ${r.proto.toUpperCase()} ${isVariable(r) ? 'range' : range(r, '-')}" -Direction Inbound -Protocol ${r.proto.toUpperCase()} -LocalPort ${ports}${remote} -Action Allow`;
        }),
      ].join('\n');
    // Cloud firewalls: the commands expect the shell variables the installation pages set
    // (SG_ID, RG and NSG, NETWORK or DROPLET_ID).
    case 'aws': {
      const perms = rules.map((r) => {
        const [from, to] = isVariable(r) ? [VAR.shell.first, VAR.shell.last] : [r.first, r.last];
        const v4 = r.sources.length ? r.sources.filter((s) => !isV6(s)) : ['0.0.0.0/0'];
        const v6 = r.sources.length ? r.sources.filter(isV6) : ['::/0'];
        const ranges = [
          v4.length ? `IpRanges=[${v4.map((c) => `{CidrIp=${c}}`).join(',')}]` : '',
          v6.length ? `Ipv6Ranges=[${v6.map((c) => `{CidrIpv6=${c}}`).join(',')}]` : '',
        ].filter(Boolean);
        return `  "IpProtocol=${r.proto},FromPort=${from},ToPort=${to},${ranges.join(',')}"`;
      });
      return [
        ...variableNotes(rules, plan, '#'),
        'aws ec2 authorize-security-group-ingress --group-id "$SG_ID" --ip-permissions \\',
        ...perms.map((line) => `${line} \\`),
        `  "IpProtocol=tcp,FromPort=22,ToPort=22,IpRanges=[{CidrIp=${admin}}]"`,
      ].join('\n');
    }
    case 'azure':
      return [
        ...variableNotes(rules, plan, '#'),
        `az network nsg rule create --resource-group "$RG" --nsg-name "$NSG" --name ${slug}-ssh --priority 100 --direction Inbound --access Allow --protocol Tcp --destination-port-ranges 22 --source-address-prefixes ${adminQuoted}`,
        ...rules.map(
          (r, i) =>
            `az network nsg rule create --resource-group "$RG" --nsg-name "$NSG" --name ${slug}-${r.id}-${r.proto} --priority ${110 + i * 10} --direction Inbound --access Allow --protocol ${r.proto === 'udp' ? 'Udp' : 'Tcp'} --destination-port-ranges ${isVariable(r) ? `"${range(r, '-')}"` : range(r, '-')} --source-address-prefixes ${r.sources.length ? r.sources.join(' ') : 'Internet'}`,
        ),
      ].join('\n');
    case 'gcloud': {
      const open = rules.filter((r) => r.sources.length === 0);
      const restricted = rules.filter((r) => r.sources.length > 0);
      const spec = (list: Rule[]) => list.map((r) => `${r.proto}:${range(r, '-')}`).join(',');
      const lines = [
        ...variableNotes(rules, plan, '#'),
        `gcloud compute firewall-rules create ${slug}-inbound --network="$NETWORK" --direction=INGRESS --action=ALLOW \\`,
        `  --rules="${spec(open)}" \\`,
        `  --source-ranges=0.0.0.0/0 --target-tags=${slug}`,
      ];
      if (restricted.length) {
        lines.push(
          `gcloud compute firewall-rules create ${slug}-sip --network="$NETWORK" --direction=INGRESS --action=ALLOW \\`,
          `  --rules="${spec(restricted)}" \\`,
          `  --source-ranges=${[...new Set(restricted.flatMap((r) => r.sources))].join(',')} --target-tags=${slug}`,
        );
      }
      lines.push(
        `gcloud compute firewall-rules create ${slug}-ssh --network="$NETWORK" --direction=INGRESS --action=ALLOW \\`,
        `  --rules=tcp:22 --source-ranges=${adminQuoted} --target-tags=${slug}`,
      );
      return lines.join('\n');
    }
    case 'doctl': {
      const anywhere = 'address:0.0.0.0/0,address:::/0';
      const from = (r: Rule) => (r.sources.length ? r.sources.map((s) => `address:${s}`).join(',') : anywhere);
      return [
        ...variableNotes(rules, plan, '#'),
        `doctl compute firewall create --name ${slug}-firewall --droplet-ids "$DROPLET_ID" \\`,
        `  --inbound-rules "protocol:tcp,ports:22,address:${admin} ${rules.map((r) => `protocol:${r.proto},ports:${range(r, '-')},${from(r)}`).join(' ')}" \\`,
        `  --outbound-rules "protocol:tcp,ports:all,${anywhere} protocol:udp,ports:all,${anywhere} protocol:icmp,${anywhere}"`,
      ].join('\n');
    }
    default:
      throw new Error(`FirewallRules: unknown tool "${String(tool)}"`);
  }
}
