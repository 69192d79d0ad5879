/**
 * The network planner (ports page): the reader's public address, SIP, web and RTP ports, trunk
 * providers and admin network in; firewall rules for eight tools (the generators of
 * src/components/FirewallRules/rules.ts), a NAT and SIP-ALG checklist and outside checks out.
 * Input is read by ./plan.ts; every field says what is wrong with it, and the commands wait
 * until every field can be read. The state lives in the page's URL, so a plan can be shared.
 */
import React, {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBrand from '@site/src/utils/useBrand';
import {FIREWALL_TOOLS, firewallRules, type FirewallTool, type NetworkPlan} from '@site/src/components/FirewallRules/rules';
import {
  DEFAULT_INPUT,
  DEFAULT_TOOL,
  evaluate,
  fromQuery,
  parsePorts,
  randomSipPort,
  withState,
  type Field,
  type PlannerInput,
  type Problem,
  type Warning,
} from './plan';
import styles from './styles.module.css';

const LANGUAGE: Record<FirewallTool, string> = {
  ufw: 'bash',
  firewalld: 'bash',
  nftables: 'nginx',
  windows: 'powershell',
  aws: 'bash',
  azure: 'bash',
  gcloud: 'bash',
  doctl: 'bash',
};

/** Linux's SIP ALG: the conntrack helper module (a name, not prose). */
const SIP_HELPER_MODULE = 'nf_conntrack_sip';

/** The keys of the code blocks the server renders: the documented defaults. */
const SERVER_KEYS = {
  rules: `${DEFAULT_TOOL}:${JSON.stringify(evaluate(DEFAULT_INPUT).plan)}`,
  checks: `check:${checkCommands('pbx.example.com', evaluate(DEFAULT_INPUT).plan)}`,
};

const TOOL_NAMES: Record<FirewallTool, string> = {
  ufw: 'ufw',
  firewalld: 'firewalld',
  nftables: 'nftables',
  windows: 'Windows',
  aws: 'AWS',
  azure: 'Azure',
  gcloud: 'Google Cloud',
  doctl: 'DigitalOcean',
};

/** TCP checks from outside, for each open TCP port. */
function checkCommands(address: string, plan: NetworkPlan | null): string {
  if (!plan) return '';
  return [
    ...plan.https.map((p) => `nc -vz ${address} ${p}   # HTTPS`),
    ...plan.sipTls.map((p) => `nc -vz ${address} ${p}   # SIP over TLS`),
    ...plan.sipTcp.map((p) => `nc -vz ${address} ${p}   # SIP over TCP`),
    ...plan.http.map((p) => `nc -vz ${address} ${p}   # HTTP`),
  ].join('\n');
}

function fieldLabel(field: Field): string {
  switch (field) {
    case 'address':
      return translate({id: 'networkPlanner.field.address', message: 'Public address of the server'});
    case 'sipUdp':
      return translate({id: 'networkPlanner.field.sipUdp', message: 'SIP UDP ports'});
    case 'sipTcp':
      return translate({id: 'networkPlanner.field.sipTcp', message: 'SIP TCP ports'});
    case 'sipTls':
      return translate({id: 'networkPlanner.field.sipTls', message: 'SIP TLS ports'});
    case 'http':
      return translate({id: 'networkPlanner.field.http', message: 'HTTP ports'});
    case 'https':
      return translate({id: 'networkPlanner.field.https', message: 'HTTPS ports'});
    case 'rtpFirst':
      return translate({id: 'networkPlanner.field.rtpFirst', message: 'First RTP port'});
    case 'rtpLast':
      return translate({id: 'networkPlanner.field.rtpLast', message: 'Last RTP port'});
    case 'trunks':
      return translate({id: 'networkPlanner.field.trunks', message: 'SIP trunk providers’ addresses (optional)'});
    default:
      return translate({id: 'networkPlanner.field.admin', message: 'Admin network for SSH (optional)'});
  }
}

function problemText(p: Problem): string {
  const values = {value: p.value ?? '', other: p.other ?? ''};
  switch (p.code) {
    case 'port.invalid':
      return translate(
        {
          id: 'networkPlanner.error.portInvalid',
          message: '“{value}” is not a port number. Enter ports from 1 to 65535, separated by spaces.',
        },
        values,
      );
    case 'port.range':
      return translate({id: 'networkPlanner.error.portRange', message: '{value} is not a port: ports go from 1 to 65535.'}, values);
    case 'port.taken':
      return translate(
        {id: 'networkPlanner.error.portTaken', message: 'TCP port {value} is already in “{other}”: one TCP port serves one service.'},
        {...values, other: fieldLabel(p.other as Field)},
      );
    case 'port.ssh':
      return translate({
        id: 'networkPlanner.error.portSsh',
        message: 'Port 22 belongs to SSH, which the rules open for the admin network only. Choose another port.',
      });
    case 'list.tooLong':
      return translate({id: 'networkPlanner.error.tooLong', message: 'Enter at most {value} entries.'}, values);
    case 'rtp.incomplete':
      return translate({
        id: 'networkPlanner.error.rtpIncomplete',
        message: 'Enter both the first and the last port of the RTP range, or leave both empty.',
      });
    case 'rtp.order':
      return translate(
        {
          id: 'networkPlanner.error.rtpOrder',
          message: 'The range ends before it starts: the first port ({value}) must not be above the last ({other}).',
        },
        values,
      );
    case 'rtp.overlap':
      return translate(
        {
          id: 'networkPlanner.error.rtpOverlap',
          message: 'The RTP range contains the SIP UDP port {value}: move the range or the SIP port.',
        },
        values,
      );
    case 'address.prefix':
      return translate(
        {
          id: 'networkPlanner.error.prefix',
          message: '“{value}” has a prefix length beyond the address’s size: at most /32 for IPv4 and /128 for IPv6.',
        },
        values,
      );
    case 'address.hostBits':
      return translate(
        {id: 'networkPlanner.error.hostBits', message: '“{value}” is not the start of its network. Did you mean {other}?'},
        values,
      );
    case 'address.name':
      return p.field === 'admin'
        ? translate(
            {
              id: 'networkPlanner.error.adminName',
              message: '“{value}” is a name, and firewalls filter by address: enter the address or network you work from.',
            },
            values,
          )
        : translate(
            {
              id: 'networkPlanner.error.trunkName',
              message:
                '“{value}” is a name, and firewalls filter by address: ask your provider for the addresses or networks it sends SIP from.',
            },
            values,
          );
    case 'publicAddress.invalid':
      return translate(
        {id: 'networkPlanner.error.publicAddress', message: '“{value}” is neither an IP address nor a host name such as pbx.example.com.'},
        values,
      );
    case 'admin.several':
      return translate({id: 'networkPlanner.error.adminSeveral', message: 'Enter one address or network, such as 203.0.113.0/24.'});
    default:
      return translate(
        {
          id: 'networkPlanner.error.address',
          message: '“{value}” is not an IPv4 or IPv6 address or network, such as 198.51.100.7 or 203.0.113.0/24.',
        },
        values,
      );
  }
}

function warningText(w: Warning): string {
  switch (w.code) {
    case 'publicAddress.private':
      return translate(
        {
          id: 'networkPlanner.warning.private',
          message:
            '{value} is a private address, which the internet cannot reach. Enter the public address that phones and providers outside use.',
        },
        {value: w.value},
      );
    case 'admin.anywhere':
      return translate(
        {
          id: 'networkPlanner.warning.adminAnywhere',
          message: '{value} lets every address try SSH. Limit it to the network you work from, or use a VPN.',
        },
        {value: w.value},
      );
    default:
      return translate(
        {id: 'networkPlanner.warning.trunksAnywhere', message: '{value} is every address: SIP stays open to everyone.'},
        {value: w.value},
      );
  }
}

function toolHint(tool: FirewallTool, slug: string): ReactNode {
  const page = (to: string) => (
    <Link to={to}>
      <Translate id="networkPlanner.tool.installPage">installation page</Translate>
    </Link>
  );
  switch (tool) {
    case 'ufw':
      return <Translate id="networkPlanner.tool.ufw">Debian and Ubuntu. Check the result with sudo ufw status numbered.</Translate>;
    case 'firewalld':
      return <Translate id="networkPlanner.tool.firewalld">RHEL, Rocky and Alma Linux.</Translate>;
    case 'nftables':
      return (
        <Translate id="networkPlanner.tool.nftables">
          Save it as pbx.nft and load it with sudo nft -f pbx.nft. The table drops everything it does not list.
        </Translate>
      );
    case 'windows':
      return <Translate id="networkPlanner.tool.windows">Run the commands in an elevated PowerShell window.</Translate>;
    case 'aws':
      return (
        <Translate id="networkPlanner.tool.aws" values={{page: page('/docs/install-aws')}}>
          {'Expects the security group in SG_ID; see the {page}.'}
        </Translate>
      );
    case 'azure':
      return (
        <Translate id="networkPlanner.tool.azure" values={{page: page('/docs/install-azure')}}>
          {'Expects the resource group in RG and the network security group in NSG; see the {page}.'}
        </Translate>
      );
    case 'gcloud':
      return (
        <Translate id="networkPlanner.tool.gcloud" values={{page: page('/docs/install-google-cloud'), tag: slug}}>
          {'Expects the network in NETWORK; the rules apply to instances with the network tag {tag}. See the {page}.'}
        </Translate>
      );
    default:
      return (
        <Translate id="networkPlanner.tool.doctl" values={{page: page('/docs/install-digitalocean')}}>
          {'Expects the Droplet in DROPLET_ID; see the {page}.'}
        </Translate>
      );
  }
}

type FieldProps = {
  field: Field;
  input: PlannerInput;
  onChange: (field: Field, value: string) => void;
  problems: Problem[];
  warnings: Warning[];
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
  idBase: string;
};

function PlannerField({field, input, onChange, problems, warnings, hint, multiline, placeholder, idBase}: FieldProps): ReactNode {
  const id = `${idBase}-${field}`;
  const own = problems.filter((p) => p.field === field);
  const cautions = warnings.filter((w) => w.field === field);
  const described = [hint ? `${id}-hint` : '', own.length ? `${id}-error` : '', cautions.length ? `${id}-warning` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    value: input[field],
    placeholder,
    spellCheck: false,
    autoCapitalize: 'off',
    autoComplete: 'off',
    'aria-invalid': own.length > 0 || undefined,
    'aria-describedby': described || undefined,
    className: clsx(styles.input, own.length > 0 && styles.invalid),
  } as const;
  return (
    <div className={clsx(styles.field, multiline && styles.wide)}>
      <label htmlFor={id} className={styles.label}>
        {fieldLabel(field)}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(field, e.target.value)} />
      ) : (
        <input type="text" {...common} onChange={(e) => onChange(field, e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {own.length > 0 && (
        <ul id={`${id}-error`} className={styles.errors}>
          {own.map((p, i) => (
            <li key={i}>{problemText(p)}</li>
          ))}
        </ul>
      )}
      {cautions.length > 0 && (
        <ul id={`${id}-warning`} className={styles.warnings}>
          {cautions.map((w, i) => (
            <li key={i}>{warningText(w)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function NetworkPlanner(): ReactNode {
  const brand = useBrand();
  const [input, setInput] = useState<PlannerInput>(DEFAULT_INPUT);
  const [tool, setTool] = useState<FirewallTool>(DEFAULT_TOOL);
  /** Set once the URL's state is in: writing back before would replace a shared plan with the defaults. */
  const [ready, setReady] = useState(false);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const idBase = useId();
  const result = useMemo(() => evaluate(input), [input]);
  const {plan, problems, warnings} = result;

  // While hydrating, a code block keeps the server's markup (src/theme/CodeBlock/Content): a
  // block mounted then would stay empty. So the URL's plan comes in, and new blocks mount, only
  // once the page runs in the browser.
  const isBrowser = useIsBrowser();
  /** A block's key: the server's block stays (no remount, no Prism at start-up) while it shows the defaults. */
  const fresh = (key: string, serverKey: string) => (!isBrowser || key === serverKey ? 'server' : key);

  // A plan in the URL (a shared link) replaces the defaults once the page runs in the browser.
  useEffect(() => {
    if (!isBrowser) return;
    const shared = fromQuery(window.location.search);
    setInput(shared.input);
    setTool(shared.tool);
    setReady(true);
  }, [isBrowser]);

  // Every change goes back into the URL, without a history entry per keystroke.
  useEffect(() => {
    if (!ready) return;
    const next = withState(window.location.href, input, tool);
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (next !== current) window.history.replaceState(window.history.state, '', next);
  }, [input, tool, ready]);

  const change = (field: Field, value: string) => setInput((prev) => ({...prev, [field]: value}));

  const onTabKeyDown = (event: KeyboardEvent) => {
    const at = FIREWALL_TOOLS.indexOf(tool);
    const to = {ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: FIREWALL_TOOLS.length - 1}[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = FIREWALL_TOOLS[(to + FIREWALL_TOOLS.length) % FIREWALL_TOOLS.length]!;
    setTool(next);
    tabs.current[next]?.focus();
  };

  const fieldProps = {input, onChange: change, problems, warnings, idBase};
  const address = input.address.trim() || 'pbx.example.com';
  const list = (ports: number[]) => ports.join(', ');
  // The checklist names the ports of every field that can be read, even while another field cannot.
  const sip = {udp: parsePorts(input.sipUdp).ports, tcp: parsePorts(input.sipTcp).ports, tls: parsePorts(input.sipTls).ports};
  const sipPorts = [...sip.udp.map((p) => `${p}/udp`), ...sip.tcp.map((p) => `${p}/tcp`), ...sip.tls.map((p) => `${p}/tcp`)];
  const rtpEnds = [input.rtpFirst.trim(), input.rtpLast.trim()];
  const rtpText = rtpEnds.every((n) => /^\d+$/.test(n)) ? `${rtpEnds[0]}–${rtpEnds[1]}/udp` : 'RTP_FIRST–RTP_LAST/udp';
  const uses5060 = sip.udp.includes(5060) || sip.tcp.includes(5060);
  const checks = checkCommands(address, plan);

  return (
    <div className={styles.planner}>
      <fieldset className={styles.group}>
        <legend>
          <Translate id="networkPlanner.group.server">Server and ports</Translate>
        </legend>
        <PlannerField
          field="address"
          {...fieldProps}
          placeholder="203.0.113.10"
          hint={
            <Translate id="networkPlanner.hint.address">IPv4, IPv6 or host name. Used in the checklist and the checks below.</Translate>
          }
        />
        <div className={styles.grid}>
          {(['sipUdp', 'sipTcp', 'sipTls', 'http', 'https'] as const).map((field) => (
            <PlannerField key={field} field={field} {...fieldProps} />
          ))}
        </div>
        <p className={styles.hint}>
          <Translate id="networkPlanner.hint.ports">
            As in the PBX’s own fields: several ports separated by spaces, each alone or with the address it binds (0.0.0.0:5060,
            [::]:5080). An empty field means the service is off, and no rule opens it.
          </Translate>
        </p>
        <div className={styles.grid}>
          <PlannerField field="rtpFirst" {...fieldProps} placeholder="20000" />
          <PlannerField field="rtpLast" {...fieldProps} placeholder="20999" />
        </div>
        <p className={styles.hint}>
          {result.rtpPorts ? (
            <Translate
              id="networkPlanner.hint.rtpSize"
              values={{count: String(result.rtpPorts), calls: String(Math.floor(result.rtpPorts / 4))}}
            >
              {'{count} ports: room for about {calls} concurrent external calls, at four ports per call.'}
            </Translate>
          ) : (
            <Translate
              id="networkPlanner.hint.rtp"
              values={{
                link: <Link to="#rtp-range">{translate({id: 'networkPlanner.hint.rtpLink', message: 'Finding your RTP range'})}</Link>,
              }}
            >
              {
                'The product documents no default RTP range: take yours from your settings ({link}). With both fields empty, the commands use RTP_FIRST and RTP_LAST.'
              }
            </Translate>
          )}
        </p>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>
          <Translate id="networkPlanner.group.restrict">Who may connect</Translate>
        </legend>
        <PlannerField
          field="trunks"
          {...fieldProps}
          multiline
          placeholder="198.51.100.10 198.51.100.0/28"
          hint={
            <Translate id="networkPlanner.hint.trunks">
              Addresses or networks (CIDR) your SIP providers send from, separated by spaces or commas. SIP is then open to them only;
              empty: SIP is open to everyone.
            </Translate>
          }
        />
        <PlannerField
          field="admin"
          {...fieldProps}
          placeholder="203.0.113.0/24"
          hint={
            <Translate id="networkPlanner.hint.admin">
              The address or network you administer the server from. Empty: the commands use ADMIN_CIDR.
            </Translate>
          }
        />
      </fieldset>
      <div className={styles.controls}>
        <button type="button" className="button button--sm button--secondary" onClick={() => setInput(DEFAULT_INPUT)}>
          <Translate id="networkPlanner.reset">Back to the defaults</Translate>
        </button>
      </div>

      <h3 className={styles.heading}>
        <Translate id="networkPlanner.rules">Firewall rules</Translate>
      </h3>
      <div
        role="tablist"
        aria-label={translate({id: 'networkPlanner.tools', message: 'Firewall tool'})}
        className={clsx('tabs', styles.tabs)}
      >
        {FIREWALL_TOOLS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${t}`}
            aria-selected={t === tool}
            aria-controls={`${idBase}-panel`}
            tabIndex={t === tool ? 0 : -1}
            className={clsx('tabs__item', styles.tab, t === tool && 'tabs__item--active')}
            onClick={() => setTool(t)}
            onKeyDown={onTabKeyDown}
          >
            {TOOL_NAMES[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${tool}`} className={styles.panel}>
        <p className={styles.hint}>{toolHint(tool, brand.slug)}</p>
        {plan ? (
          <>
            {(plan.rtp === null || plan.adminSource === null) && (
              <p className={styles.hint}>
                <Translate
                  id="networkPlanner.variables"
                  values={{
                    link: <Link to="#variables">{translate({id: 'networkPlanner.variablesLink', message: 'Setting the variables'})}</Link>,
                  }}
                >
                  {'The commands use variables for what you left empty; set them first ({link}).'}
                </Translate>
              </p>
            )}
            {/* Keyed by the code: a code block keeps the markup it first rendered. */}
            <CodeBlock key={fresh(`${tool}:${JSON.stringify(plan)}`, SERVER_KEYS.rules)} language={LANGUAGE[tool]}>
              {firewallRules(tool, brand.slug, plan)}
            </CodeBlock>
          </>
        ) : (
          <p className={styles.blocked} data-testid="planner-blocked">
            <Translate id="networkPlanner.blocked">
              The commands appear once every field above can be read: see the messages under the fields.
            </Translate>
          </p>
        )}
      </div>

      <h3 className={styles.heading}>
        <Translate id="networkPlanner.checklist">NAT and SIP ALG checklist</Translate>
      </h3>
      <ol className={styles.checklist}>
        <li>
          <strong>
            <Translate id="networkPlanner.check.design.title">Best: no NAT in front of the PBX.</Translate>
          </strong>{' '}
          <Translate id="networkPlanner.check.design" values={{address: <code>{address}</code>}}>
            {
              'The product’s recommended design: give the server a private address for the office phones and a public one ({address}) for everything outside, and let the firewall pass the SIP ports and the RTP range to the public address without translating them, like a host in a DMZ.'
            }
          </Translate>
        </li>
        <li>
          <strong>
            <Translate id="networkPlanner.check.forward.title">If you must forward ports:</Translate>
          </strong>{' '}
          <Translate
            id="networkPlanner.check.forward"
            values={{sip: <code>{sipPorts.join(', ') || '–'}</code>, rtp: <code>{rtpText}</code>}}
          >
            {
              'forward {sip} and the whole RTP range {rtp} to the same port numbers on the server. A range forwarded in part, or to other numbers, gives calls without audio.'
            }
          </Translate>
        </li>
        <li>
          <strong>
            <Translate id="networkPlanner.check.alg.title">Switch off SIP ALG</Translate>
          </strong>{' '}
          <Translate id="networkPlanner.check.alg" values={{module: <code>{SIP_HELPER_MODULE}</code>}}>
            {
              '(also called SIP helper, SIP inspection or SIP fixup) on every router and firewall between the PBX and the internet: it rewrites SIP messages a second time and causes one-way audio, dropped calls and lost registrations. On a Linux router it is the conntrack module {module}: unload it and keep it from loading again (a blacklist line in /etc/modprobe.d/).'
            }
          </Translate>
        </li>
        <li>
          <strong>
            <Translate id="networkPlanner.check.public.title">Tell the PBX its public address</Translate>
          </strong>{' '}
          <Translate
            id="networkPlanner.check.public"
            values={{
              address: <code>{address}</code>,
              link: <Link to="/docs/admin-nat">{translate({id: 'networkPlanner.check.public.link', message: 'NAT traversal'})}</Link>,
            }}
          >
            {
              'when it sits behind NAT, including the 1:1 NAT of AWS, Azure and Google Cloud: SIP and SDP carry addresses, and the PBX must write one the other side can reach ({address}). See {link}.'
            }
          </Translate>
        </li>
        <li>
          {uses5060 ? (
            <>
              <strong>
                <Translate id="networkPlanner.check.random.title">The product’s advice: a random SIP port.</Translate>
              </strong>{' '}
              <Translate id="networkPlanner.check.random">
                Run SIP over UDP, and TCP too, on a non-standard, randomly chosen port instead of 5060: scanners that try 5060 on every
                address then never reach the PBX. Phones must fetch their configuration again, and providers that send calls to a fixed port
                need the new one.
              </Translate>{' '}
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => {
                  const port = String(randomSipPort(input));
                  setInput((prev) => ({...prev, sipUdp: port, sipTcp: port}));
                }}
              >
                <Translate id="networkPlanner.check.random.button">Choose a random SIP port</Translate>
              </button>
            </>
          ) : (
            <Translate id="networkPlanner.check.randomDone" values={{ports: <code>{sipPorts.join(', ') || '–'}</code>}}>
              {'SIP listens on {ports}: tell phones that are not provisioned and providers that send calls to a fixed port.'}
            </Translate>
          )}
        </li>
        <li>
          {plan && plan.sipSources.length > 0 ? (
            <Translate id="networkPlanner.check.restricted" values={{tls: <code>{list(sip.tls) || '–'}</code>}}>
              {
                'SIP is open to your providers only. Phones and apps elsewhere cannot register on these ports: connect them through a VPN, or open the TLS port {tls} to everyone and restrict only UDP and TCP.'
              }
            </Translate>
          ) : (
            <Translate id="networkPlanner.check.open">
              SIP is open to everyone, as phones and apps outside the office need. If your providers send from fixed addresses, enter them
              above to close SIP to everyone else.
            </Translate>
          )}
        </li>
        <li>
          <strong>
            <Translate id="networkPlanner.check.keepalive.title">Keep NAT mappings alive.</Translate>
          </strong>{' '}
          <Translate id="networkPlanner.check.keepalive">
            A router forgets an idle UDP mapping after a while, often 30 to 180 seconds. Phones behind NAT must register or send keep-alives
            more often than that, or incoming calls stop reaching them.
          </Translate>
        </li>
        <li>
          <strong>
            <Translate id="networkPlanner.check.test.title">Test from outside.</Translate>
          </strong>{' '}
          <Translate id="networkPlanner.check.test">
            Register a phone from another network and make a call with audio in both directions: UDP cannot be tested reliably with a port
            check. The TCP ports can, from a computer outside your network:
          </Translate>
        </li>
      </ol>
      {plan && checks ? (
        <CodeBlock key={fresh(`check:${checks}`, SERVER_KEYS.checks)} language="bash">
          {checks}
        </CodeBlock>
      ) : null}
    </div>
  );
}
