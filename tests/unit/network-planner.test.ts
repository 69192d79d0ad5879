/** The network planner's input (src/components/NetworkPlanner/plan.ts): parsing, validation, URL state. */
import {describe, it, expect} from 'vitest';
import {
  DEFAULT_INPUT,
  DEFAULT_TOOL,
  evaluate,
  fromQuery,
  ipv6Groups,
  isHostName,
  isIPv4,
  isPrivateAddress,
  parseNetwork,
  parsePorts,
  randomSipPort,
  toParams,
  withState,
  MAX_ENTRIES,
  type PlannerInput,
} from '../../src/components/NetworkPlanner/plan';
import {DEFAULT_PLAN, firewallRules} from '../../src/components/FirewallRules/rules';

const input = (changes: Partial<PlannerInput>): PlannerInput => ({...DEFAULT_INPUT, ...changes});
const codes = (changes: Partial<PlannerInput>) => evaluate(input(changes)).problems.map((p) => `${p.field}:${p.code}`);

describe('ports', () => {
  it('reads the PBX’s field syntax: several ports, with or without a bound address; empty is off', () => {
    expect(parsePorts('5060 5064').ports).toEqual([5060, 5064]);
    expect(parsePorts('0.0.0.0:5060 [::]:5080, 5060').ports).toEqual([5060, 5080]);
    expect(parsePorts('  ')).toEqual({ports: [], problems: []});
  });

  it('names the entry that is not a port, and ports outside 1–65535', () => {
    expect(parsePorts('50a60').problems).toEqual([{code: 'port.invalid', value: '50a60'}]);
    expect(parsePorts('0 65536 65535').problems).toEqual([
      {code: 'port.range', value: '0'},
      {code: 'port.range', value: '65536'},
    ]);
    expect(parsePorts('65535 1').ports).toEqual([65535, 1]);
    expect(parsePorts('-1').problems[0]?.code).toBe('port.invalid');
    expect(parsePorts(Array.from({length: MAX_ENTRIES + 1}, (_, i) => String(i + 1)).join(' ')).problems[0]?.code).toBe('list.tooLong');
  });

  it('one TCP port serves one service; 22 stays SSH’s; SIP UDP may share a number with SIP TCP', () => {
    expect(codes({https: '5061'})).toEqual(['https:port.taken']);
    expect(evaluate(input({https: '5061'})).problems[0]).toMatchObject({value: '5061', other: 'sipTls'});
    expect(codes({http: '22'})).toEqual(['http:port.ssh']);
    expect(codes({sipUdp: '5060', sipTcp: '5060'})).toEqual([]);
  });
});

describe('the RTP range', () => {
  it('needs both ends or neither; the first not above the last', () => {
    expect(evaluate(input({})).plan?.rtp).toBeNull();
    expect(evaluate(input({rtpFirst: '20000', rtpLast: '20999'})).plan?.rtp).toEqual({first: 20000, last: 20999});
    expect(evaluate(input({rtpFirst: '20000', rtpLast: '20999'})).rtpPorts).toBe(1000);
    expect(codes({rtpFirst: '20000'})).toEqual(['rtpLast:rtp.incomplete']);
    expect(codes({rtpLast: '20000'})).toEqual(['rtpFirst:rtp.incomplete']);
    expect(codes({rtpFirst: '30000', rtpLast: '20000'})).toEqual(['rtpLast:rtp.order']);
    expect(codes({rtpFirst: '20000', rtpLast: '20000'})).toEqual([]);
    expect(codes({rtpFirst: 'x', rtpLast: '70000'})).toEqual(['rtpFirst:port.invalid', 'rtpLast:port.range']);
  });

  it('must not contain a SIP UDP port', () => {
    expect(codes({rtpFirst: '5000', rtpLast: '6000'})).toEqual(['rtpFirst:rtp.overlap']);
    expect(codes({rtpFirst: '5000', rtpLast: '6000', sipUdp: '7000'})).toEqual([]);
  });
});

describe('addresses', () => {
  it('IPv4: four decimal octets up to 255, no leading zeros', () => {
    expect(isIPv4('198.51.100.7')).toBe(true);
    expect(isIPv4('0.0.0.0')).toBe(true);
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.x', '']) expect(isIPv4(bad), bad).toBe(false);
  });

  it('IPv6: full, compressed and with an IPv4 tail; `::` once, at most eight groups', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toHaveLength(8);
    for (const bad of ['1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'fe80::1%eth0', '1:2:3:4:5:6:7', 'g::1', '::ffff:300.0.0.1']) {
      expect(ipv6Groups(bad), bad).toBeNull();
    }
  });

  it('networks: a prefix within the address’s size, no host bits (with the network it means)', () => {
    expect(parseNetwork('203.0.113.0/24')).toMatchObject({ok: true, family: 4});
    expect(parseNetwork('2001:db8::/48')).toMatchObject({ok: true, family: 6});
    expect(parseNetwork('0.0.0.0/0')).toMatchObject({ok: true});
    expect(parseNetwork('203.0.113.0/33')).toMatchObject({ok: false, code: 'address.prefix'});
    expect(parseNetwork('2001:db8::/129')).toMatchObject({ok: false, code: 'address.prefix'});
    expect(parseNetwork('192.168.1.5/24')).toEqual({ok: false, code: 'address.hostBits', other: '192.168.1.0/24'});
    expect(parseNetwork('2001:db8::1/32')).toEqual({ok: false, code: 'address.hostBits', other: '2001:db8::/32'});
    expect(parseNetwork('sip.provider.example')).toMatchObject({ok: false, code: 'address.name'});
    expect(parseNetwork('1.2.3.4/24/8')).toMatchObject({ok: false, code: 'address.invalid'});
    expect(parseNetwork('300.1.1.1')).toMatchObject({ok: false, code: 'address.invalid'});
  });

  it('host names for the public address; private and shared addresses are flagged', () => {
    expect(isHostName('pbx.example.com')).toBe(true);
    expect(isHostName('localhost')).toBe(false);
    expect(isHostName('-bad.example')).toBe(false);
    expect(isHostName('1.2.3.999')).toBe(false);
    for (const a of ['10.0.0.1', '172.16.5.4', '192.168.0.10', '100.64.0.1', '127.0.0.1', 'fd00::1', 'fe80::1', '::1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['203.0.113.10', '172.32.0.1', '2001:db8::1']) expect(isPrivateAddress(a), a).toBe(false);
    expect(evaluate(input({address: '192.168.1.10'})).warnings).toEqual([
      {field: 'address', code: 'publicAddress.private', value: '192.168.1.10'},
    ]);
    expect(codes({address: 'not an address'})).toEqual(['address:publicAddress.invalid']);
    expect(codes({address: 'pbx.example.com'})).toEqual([]);
  });

  it('trunk providers: addresses and networks, each a problem of its own; the admin network: one', () => {
    expect(evaluate(input({trunks: '198.51.100.10, 2001:db8::/48\n198.51.100.10'})).plan?.sipSources).toEqual([
      '198.51.100.10',
      '2001:db8::/48',
    ]);
    expect(codes({trunks: 'sip.provider.example 198.51.100.300'})).toEqual(['trunks:address.name', 'trunks:address.invalid']);
    expect(evaluate(input({trunks: '0.0.0.0/0'})).warnings[0]?.code).toBe('trunks.anywhere');
    expect(evaluate(input({admin: '203.0.113.0/24'})).plan?.adminSource).toBe('203.0.113.0/24');
    expect(codes({admin: '203.0.113.0/24 198.51.100.0/24'})).toEqual(['admin:admin.several']);
    expect(evaluate(input({admin: '0.0.0.0/0'})).warnings[0]?.code).toBe('admin.anywhere');
  });
});

describe('the plan', () => {
  it('the defaults are the documented ports, the same plan as the pages’ firewall rules', () => {
    expect(evaluate(DEFAULT_INPUT).plan).toEqual(DEFAULT_PLAN);
  });

  it('holds back the plan while any field has a problem', () => {
    expect(evaluate(input({sipUdp: 'abc'})).plan).toBeNull();
  });

  it('turns the reader’s fields into the generators’ plan', () => {
    const {plan} = evaluate(
      input({
        sipUdp: '5080',
        sipTcp: '',
        http: '',
        https: '8443',
        rtpFirst: '20000',
        rtpLast: '20999',
        trunks: '198.51.100.10',
        admin: '203.0.113.0/24',
      }),
    );
    const ufw = firewallRules('ufw', 'heron', plan!);
    expect(ufw).toContain('sudo ufw allow 8443/tcp');
    expect(ufw).toContain('sudo ufw allow 20000:20999/udp');
    expect(ufw).toContain('from 198.51.100.10 to any port 5080');
    expect(ufw).not.toMatch(/\b80\/tcp|5060|ADMIN_CIDR|RTP_FIRST/);
  });

  it('a random SIP port avoids the RTP range and the other TCP ports', () => {
    const values = [0, 0.2, 0.5, 0.999];
    let i = 0;
    const random = () => values[i++ % values.length]!;
    expect(randomSipPort(input({}), random)).toBe(10000);
    // 10000 is in the range, 20000 is the TLS port: the next draw wins.
    i = 0;
    expect(randomSipPort(input({rtpFirst: '10000', rtpLast: '10999', sipTls: '20000'}), random)).toBe(35000);
    expect(randomSipPort(input({rtpFirst: '10000', rtpLast: '65535'}), () => 0)).toBe(1024);
  });
});

describe('URL state', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const changed = input({sipUdp: '5080', sipTcp: '', rtpFirst: '20000', rtpLast: '20999', trunks: '198.51.100.10 2001:db8::/48'});
    const params = toParams(changed, 'nftables');
    expect(params).toEqual([
      ['sip-udp', '5080'],
      ['sip-tcp', ''],
      ['rtp-first', '20000'],
      ['rtp-last', '20999'],
      ['trunks', '198.51.100.10 2001:db8::/48'],
      ['tool', 'nftables'],
    ]);
    expect(toParams(DEFAULT_INPUT, DEFAULT_TOOL)).toEqual([]);
    const href = withState('https://docs.example/docs/heronports?_highlight=rtp#planner', changed, 'nftables');
    expect(href).toBe(
      '/docs/heronports?_highlight=rtp&sip-udp=5080&sip-tcp=&rtp-first=20000&rtp-last=20999&trunks=198.51.100.10+2001%3Adb8%3A%3A%2F48&tool=nftables#planner',
    );
    expect(fromQuery(href.split('#')[0]!.split('?')[1]!)).toEqual({input: changed, tool: 'nftables'});
  });

  it('back to the defaults: the planner’s parameters leave the URL, others stay', () => {
    expect(withState('https://docs.example/p?sip-udp=5080&tool=aws&q=x', DEFAULT_INPUT, DEFAULT_TOOL)).toBe('/p?q=x');
  });

  it('a URL with bad values: the fields keep them (the planner says what is wrong), an unknown tool is ignored', () => {
    const {input: read, tool} = fromQuery('?sip-udp=abc&tool=iptables&admin=' + 'x'.repeat(5000));
    expect(read.sipUdp).toBe('abc');
    expect(read.admin).toHaveLength(2048);
    expect(tool).toBe(DEFAULT_TOOL);
    expect(evaluate(read).plan).toBeNull();
  });
});
