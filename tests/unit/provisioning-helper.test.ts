import {describe, it, expect} from 'vitest';
import {DEFAULT_STATE, evaluate, fromQuery, withState} from '../../src/components/ProvisioningHelper/state';

describe('provisioning helper state', () => {
  it('computes URL, option, DHCP configuration and steps for a non-default state', () => {
    const r = evaluate({
      ...DEFAULT_STATE,
      vendor: 'poly',
      pbx: 'https://PBX.Example.org:8443/admin',
      scheme: 'https',
      dhcp: 'dnsmasq',
      subnet: '10.20.0.0/16',
    });
    expect(r.problems).toEqual([]);
    expect(r.url).toBe('https://pbx.example.org:8443/prov/');
    // Poly reads 160 and 66: the helper configures 66, which every listed server predefines.
    expect(r.option).toBe(66);
    expect(r.config).toBe('dhcp-option=66,"https://pbx.example.org:8443/prov/"');
    expect(r.steps!.some((s) => s.en.includes('`https://pbx.example.org:8443/prov/`'))).toBe(true);
  });

  it('gives a host, not a URL, to devices that take a host, and drops the default port', () => {
    const r = evaluate({...DEFAULT_STATE, vendor: 'cisco', pbx: '203.0.113.10:443', dhcp: 'isc-dhcpd'});
    expect(r.url).toBe('https://203.0.113.10/prov/');
    expect(r.optionValue).toBe('203.0.113.10');
    expect(r.config).toContain('option tftp-server-name "203.0.113.10";');
  });

  it('uses the first text option where 66 is not read, and shows none where no text option is read', () => {
    const gigaset = evaluate({...DEFAULT_STATE, vendor: 'gigaset'});
    expect(gigaset.option).toBeUndefined();
    expect(gigaset.config).toBeUndefined();
    expect(gigaset.url).toBe('https://pbx.example.com/prov/');
  });

  it('names wrong input instead of computing from it', () => {
    const bad = evaluate({...DEFAULT_STATE, pbx: 'pbx example', subnet: '10.0.0.0/40'});
    expect(bad.problems).toEqual(['pbx.invalid', 'subnet.invalid']);
    expect(bad.url).toBeUndefined();
    const subnetOnly = evaluate({...DEFAULT_STATE, subnet: 'x'});
    expect(subnetOnly.problems).toEqual(['subnet.invalid']);
    expect(subnetOnly.url).toBeDefined();
    expect(subnetOnly.config).toBeUndefined();
  });

  it('round-trips through the URL, keeps other parameters and the hash, and ignores unknown values', () => {
    const state = {
      ...DEFAULT_STATE,
      vendor: 'snom',
      family: 'm-dect',
      pbx: '[2001:db8::10]:8443',
      scheme: 'http' as const,
      dhcp: 'kea' as const,
    };
    const href = withState('https://docs.example.com/docs/provisioning?_highlight=dhcp#helper', state);
    expect(href).toMatch(/^\/docs\/provisioning\?_highlight=dhcp&/);
    expect(href.endsWith('#helper')).toBe(true);
    expect(fromQuery(new URL(href, 'https://x').search)).toEqual(state);
    // The defaults leave the URL alone.
    expect(withState('https://docs.example.com/docs/provisioning', DEFAULT_STATE)).toBe('/docs/provisioning');
    const hostile = fromQuery(`?pv=nope&pf=zzz&ps=ftp&pd=x&pbx=${'a'.repeat(10_000)}`);
    expect(hostile).toMatchObject({vendor: DEFAULT_STATE.vendor, family: '', scheme: 'https', dhcp: 'isc-dhcpd'});
    expect(hostile.pbx.length).toBe(256);
    // A family of another vendor is not kept.
    expect(fromQuery('?pv=poly&pf=m-dect').family).toBe('');
  });
});
