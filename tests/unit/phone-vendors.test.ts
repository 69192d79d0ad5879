import fs from 'node:fs';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {
  phoneVendors,
  phoneVendor,
  parsePbxAddress,
  provisioningUrl,
  dhcpOptionValue,
  dhcpConfig,
  provisioningSteps,
  toHex,
  DHCP_SERVERS,
  PROVISIONING_PATH,
  type DhcpServer,
  type PhoneVendor,
} from '../../src/data/phoneVendors';
import {loadPagePlan} from '../../src/data/pagePlan';

const yealink = phoneVendor('yealink');
const cisco = phoneVendor('cisco');
const gigaset = phoneVendor('gigaset');

describe('phone vendors: data', () => {
  it('ids are unique, and every vendor page is a planned provisioning page', () => {
    const ids = phoneVendors.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    const plan = new Map(loadPagePlan().map((p) => [p.slug, p]));
    for (const v of phoneVendors) {
      expect(plan.get(v.page)?.section, v.id).toBe('Provisioning');
      const file = path.join(__dirname, '../../docs/admin/provisioning', `${v.page}.md`);
      expect(fs.existsSync(file), `${v.id} → ${v.page}.md`).toBe(true);
    }
  });

  it('families have unique ids; DHCP options are valid option codes without repeats', () => {
    for (const v of phoneVendors) {
      const fam = v.families.map((f) => f.id);
      expect(fam.length, v.id).toBeGreaterThan(0);
      expect(new Set(fam).size, v.id).toBe(fam.length);
      expect(new Set(v.dhcpOptions).size, v.id).toBe(v.dhcpOptions.length);
      for (const o of v.dhcpOptions) expect(o >= 1 && o <= 254, `${v.id} ${o}`).toBe(true);
    }
  });

  it('every text is there in both languages, and the German never says "Provisioning"', () => {
    const texts = (v: PhoneVendor) =>
      [
        v.displayName,
        v.dhcpNote,
        v.optionValueNote,
        v.redirect,
        v.factoryReset,
        v.productFacts,
        v.notes,
        ...v.families.map((f) => f.note),
      ].filter((t) => t !== undefined);
    for (const v of phoneVendors) {
      for (const t of texts(v)) {
        expect(t.en.trim(), v.id).not.toBe('');
        expect(t.de.trim(), v.id).not.toBe('');
        expect(t.de, v.id).not.toMatch(/(^|[^\p{L}-])Provisioning(?!\p{L})/u);
      }
    }
  });

  it('keeps to the fact base where it is specific', () => {
    expect(phoneVendor('panasonic').dhcpOptions).toEqual([160, 159, 66]);
    expect(phoneVendor('snom').multicastPnp).toBe(true);
    expect(gigaset.redirect?.en).toContain('%MACD');
    expect(phoneVendors.some((v) => v.id.includes('gateway'))).toBe(false);
  });
});

describe('phone vendors: parsePbxAddress', () => {
  it('accepts host names, IPv4 and IPv6, with or without a port', () => {
    expect(parsePbxAddress('pbx.example.com')).toEqual({host: 'pbx.example.com'});
    expect(parsePbxAddress('  PBX.Example.COM ')).toEqual({host: 'pbx.example.com'});
    expect(parsePbxAddress('pbx.example.com:8443')).toEqual({host: 'pbx.example.com', port: 8443});
    expect(parsePbxAddress('192.0.2.10')).toEqual({host: '192.0.2.10'});
    expect(parsePbxAddress('192.0.2.10:8080')).toEqual({host: '192.0.2.10', port: 8080});
    expect(parsePbxAddress('2001:db8::10')).toEqual({host: '[2001:db8::10]'});
    expect(parsePbxAddress('[2001:db8::10]:8443')).toEqual({host: '[2001:db8::10]', port: 8443});
    expect(parsePbxAddress('pbx')).toEqual({host: 'pbx'});
  });

  it('drops a pasted scheme and path', () => {
    expect(parsePbxAddress('https://pbx.example.com/')).toEqual({host: 'pbx.example.com'});
    expect(parsePbxAddress('http://pbx.example.com:8080/prov/x.cfg?model=a')).toEqual({host: 'pbx.example.com', port: 8080});
  });

  it('rejects what is not an address', () => {
    for (const bad of [
      '',
      '   ',
      'pbx example.com',
      'user@pbx.example.com',
      '-pbx.example.com',
      'pbx.example.com:',
      'pbx.example.com:0',
      'pbx.example.com:65536',
      'pbx.example.com:http',
      '999.0.2.1',
      '192.0.2',
      '[pbx.example.com]',
      '2001:db8::zz',
      'pbx..example.com',
      'pbx.example.com.',
    ]) {
      expect(parsePbxAddress(bad), bad).toBeNull();
    }
  });
});

describe('phone vendors: provisioningUrl', () => {
  it('builds scheme, host and the /prov/ path (the path is an inference from one example URL)', () => {
    expect(PROVISIONING_PATH).toBe('/prov/');
    expect(provisioningUrl(yealink, 'pbx.example.com', 'https')).toBe('https://pbx.example.com/prov/');
    expect(provisioningUrl(yealink, 'pbx.example.com', 'http')).toBe('http://pbx.example.com/prov/');
    expect(provisioningUrl(yealink, '192.0.2.10', 'http')).toBe('http://192.0.2.10/prov/');
  });

  it('keeps a port that is not the scheme’s default, and drops one that is', () => {
    expect(provisioningUrl(yealink, 'pbx.example.com:8443', 'https')).toBe('https://pbx.example.com:8443/prov/');
    expect(provisioningUrl(yealink, 'pbx.example.com:443', 'https')).toBe('https://pbx.example.com/prov/');
    expect(provisioningUrl(yealink, 'pbx.example.com:80', 'http')).toBe('http://pbx.example.com/prov/');
    expect(provisioningUrl(yealink, 'pbx.example.com:443', 'http')).toBe('http://pbx.example.com:443/prov/');
  });

  it('puts IPv6 addresses in brackets', () => {
    expect(provisioningUrl(yealink, '2001:db8::10', 'https')).toBe('https://[2001:db8::10]/prov/');
    expect(provisioningUrl(yealink, '[2001:db8::10]:8080', 'http')).toBe('http://[2001:db8::10]:8080/prov/');
  });

  it('the scheme argument wins over a pasted one', () => {
    expect(provisioningUrl(yealink, 'http://pbx.example.com', 'https')).toBe('https://pbx.example.com/prov/');
  });

  it('is the same for every vendor (the fact base has one form)', () => {
    const urls = new Set(phoneVendors.map((v) => provisioningUrl(v, 'pbx.example.com', 'https')));
    expect([...urls]).toEqual(['https://pbx.example.com/prov/']);
  });

  it('throws on an address it cannot read', () => {
    expect(() => provisioningUrl(yealink, 'not an address', 'https')).toThrow(RangeError);
  });
});

describe('phone vendors: DHCP', () => {
  it('the option value is the URL or the bare host, as the vendor reads it', () => {
    expect(dhcpOptionValue(yealink, 'pbx.example.com', 'https')).toBe('https://pbx.example.com/prov/');
    expect(dhcpOptionValue(cisco, 'pbx.example.com:8443', 'https')).toBe('pbx.example.com');
    expect(dhcpOptionValue(cisco, '2001:db8::10', 'http')).toBe('[2001:db8::10]');
  });

  const url = 'https://pbx.example.com/prov/';

  it('option 66 in each server’s own syntax', () => {
    expect(dhcpConfig('isc-dhcpd', 66, url)).toContain(`option tftp-server-name "${url}";`);
    expect(dhcpConfig('kea', 66, url)).toContain(`{ "name": "tftp-server-name", "data": "${url}" }`);
    expect(dhcpConfig('dnsmasq', 66, url)).toBe(`dhcp-option=66,"${url}"`);
    expect(dhcpConfig('windows', 66, url)).toBe(`Set-DhcpServerv4OptionValue -ScopeId 192.0.2.0 -OptionId 66 -Value "${url}"`);
    expect(dhcpConfig('mikrotik', 66, url, {subnet: '198.51.100.0/24'})).toBe(
      `/ip dhcp-server option add code=66 name=prov-url-66 value="'${url}'"\n` +
        '/ip dhcp-server network set [find address=198.51.100.0/24] dhcp-option=prov-url-66',
    );
  });

  it('options 159 and 160 are defined before use where the server needs it', () => {
    expect(dhcpConfig('isc-dhcpd', 160, url)).toMatch(/option prov-url-160 code 160 = text;[\s\S]*option prov-url-160 "https:/);
    expect(toHex('https://')).toBe('68747470733A2F2F');
    expect(dhcpConfig('kea', 159, url)).toContain(`{ "code": 159, "csv-format": false, "data": "${toHex(url)}" }`);
    expect(dhcpConfig('windows', 160, url)).toMatch(
      /^Add-DhcpServerv4OptionDefinition .*-OptionId 160 -Type String\nSet-DhcpServerv4OptionValue/,
    );
    expect(dhcpConfig('dnsmasq', 160, url)).toBe(`dhcp-option=160,"${url}"`);
  });

  it('quotes a bare IPv4 address for dnsmasq, which would otherwise send it as an address', () => {
    expect(dhcpConfig('dnsmasq', 66, '192.0.2.10')).toBe('dhcp-option=66,"192.0.2.10"');
  });

  it('refuses options with other formats, unsafe values and bad subnets', () => {
    expect(() => dhcpConfig('isc-dhcpd', 43, url)).toThrow(RangeError);
    expect(() => dhcpConfig('isc-dhcpd', 150, '192.0.2.10')).toThrow(RangeError);
    for (const bad of ['', 'https://pbx.example.com/a b', 'x"y', "x'y", 'a,b', 'a$b', 'a`b', 'a\\b', 'a;b']) {
      for (const server of Object.keys(DHCP_SERVERS) as DhcpServer[])
        expect(() => dhcpConfig(server, 66, bad), `${server} ${bad}`).toThrow(RangeError);
    }
    expect(() => dhcpConfig('windows', 66, url, {subnet: '192.0.2.0'})).toThrow(RangeError);
    expect(() => dhcpConfig('windows', 66, url, {subnet: '192.0.2.0/33'})).toThrow(RangeError);
  });

  it('the DHCP page shows the same syntax as the helper', () => {
    const page = path.join(__dirname, '../../docs/admin/provisioning/provisioning-dhcp.md');
    const text = fs.readFileSync(page, 'utf8');
    for (const server of Object.keys(DHCP_SERVERS) as DhcpServer[]) {
      const lines = dhcpConfig(server, 66, url)
        .split('\n')
        .filter((l) => !/^\s*(#|\/\/)/.test(l) && l.trim());
      for (const line of lines) expect(text, `${server}: ${line}`).toContain(line.trim());
    }
  });
});

describe('phone vendors: provisioningSteps', () => {
  it('fills in the option value and URL, and adds the serial number for Yealink only', () => {
    const steps = provisioningSteps(yealink, 'pbx.example.com', 'https');
    expect(steps.some((s) => s.en.includes('DHCP option 66') && s.en.includes('`https://pbx.example.com/prov/`'))).toBe(true);
    expect(steps.some((s) => s.en.includes('serial number'))).toBe(true);
    expect(provisioningSteps(phoneVendor('snom'), 'pbx.example.com', 'https').some((s) => s.en.includes('serial number'))).toBe(false);
  });

  it('uses the redirect service where the vendor reads no DHCP option', () => {
    const steps = provisioningSteps(gigaset, 'pbx.example.com', 'https');
    expect(steps.some((s) => s.en.includes('DHCP option'))).toBe(false);
    expect(steps.some((s) => s.en.startsWith('Register the MAC address'))).toBe(true);
  });

  it('gives Cisco the host, not a URL, for option 66', () => {
    const steps = provisioningSteps(cisco, 'pbx.example.com', 'https');
    expect(steps.some((s) => s.en.includes('DHCP option 66') && s.en.includes('`pbx.example.com`'))).toBe(true);
  });

  it('every step exists in both languages', () => {
    for (const v of phoneVendors) {
      for (const s of provisioningSteps(v, '192.0.2.10', 'http')) {
        expect(s.en).not.toBe('');
        expect(s.de).not.toBe('');
      }
    }
  });
});
