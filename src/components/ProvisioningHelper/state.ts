/**
 * The provisioning helper's state (what the reader chose and typed), its URL form, and what it
 * shows for that state: the provisioning URL, the DHCP option and the DHCP server's
 * configuration, and the steps. Everything is computed by the helpers of src/data/phoneVendors.ts,
 * the module the vendor pages render their tables from. No React and no translations here:
 * problems are codes, the component words them.
 */
import {
  DHCP_SERVERS,
  TEXT_OPTIONS,
  dhcpConfig,
  dhcpOptionValue,
  parsePbxAddress,
  phoneVendors,
  provisioningSteps,
  provisioningUrl,
  type DhcpServer,
  type PhoneVendor,
} from '../../data/phoneVendors';
import type {Localized} from '../../data/types';

export type Scheme = 'http' | 'https';

export type HelperState = {
  vendor: string;
  /** A family id of the vendor, or '' for none chosen. */
  family: string;
  /** The PBX's address as typed. */
  pbx: string;
  scheme: Scheme;
  dhcp: DhcpServer;
  /** The phones' subnet as typed. */
  subnet: string;
};

export const DEFAULT_STATE: HelperState = {
  vendor: phoneVendors[0]!.id,
  family: '',
  pbx: 'pbx.example.com',
  scheme: 'https',
  dhcp: 'isc-dhcpd',
  subnet: '192.0.2.0/24',
};

/** URL parameter names, prefixed so they cannot meet another tool's or the search's. */
const PARAMS: Record<keyof HelperState, string> = {
  vendor: 'pv',
  family: 'pf',
  pbx: 'pbx',
  scheme: 'ps',
  dhcp: 'pd',
  subnet: 'pn',
};

/** Typed values longer than this in a URL are cut: a hostile link cannot make the page compute on megabytes. */
const MAX_PARAM_LENGTH = 256;

const DHCP_IDS = Object.keys(DHCP_SERVERS) as DhcpServer[];

/** The state a URL carries; anything unknown falls back to the default. */
export function fromQuery(search: string): HelperState {
  const params = new URLSearchParams(search);
  const get = (key: keyof HelperState) => params.get(PARAMS[key])?.slice(0, MAX_PARAM_LENGTH) ?? null;
  const vendor = phoneVendors.find((v) => v.id === get('vendor')) ?? phoneVendors.find((v) => v.id === DEFAULT_STATE.vendor)!;
  const family = vendor.families.some((f) => f.id === get('family')) ? get('family')! : '';
  const scheme = get('scheme');
  const dhcp = get('dhcp');
  return {
    vendor: vendor.id,
    family,
    pbx: get('pbx') ?? DEFAULT_STATE.pbx,
    scheme: scheme === 'http' || scheme === 'https' ? scheme : DEFAULT_STATE.scheme,
    dhcp: DHCP_IDS.includes(dhcp as DhcpServer) ? (dhcp as DhcpServer) : DEFAULT_STATE.dhcp,
    subnet: get('subnet') ?? DEFAULT_STATE.subnet,
  };
}

/** The page's URL with the helper's state (defaults left out); other parameters and the hash stay. */
export function withState(href: string, state: HelperState): string {
  const url = new URL(href);
  for (const key of Object.keys(PARAMS) as Array<keyof HelperState>) {
    url.searchParams.delete(PARAMS[key]);
    if (state[key] !== DEFAULT_STATE[key]) url.searchParams.set(PARAMS[key], state[key]);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export type Problem = 'pbx.invalid' | 'subnet.invalid';

export type HelperResult = {
  vendor: PhoneVendor;
  problems: Problem[];
  /** Set when the address can be read. */
  url?: string;
  /** The DHCP option the helper configures: 66 where the devices read it, else their first text option. */
  option?: number;
  optionValue?: string;
  /** The chosen DHCP server's configuration; absent when the devices read no text option or an input is wrong. */
  config?: string;
  steps?: Localized[];
};

const SUBNET = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;

function validSubnet(text: string): boolean {
  const m = SUBNET.exec(text.trim());
  return !!m && m.slice(1, 5).every((o) => Number(o) <= 255) && Number(m[5]) <= 32;
}

/** Everything the helper shows for a state. */
export function evaluate(state: HelperState): HelperResult {
  const vendor = phoneVendors.find((v) => v.id === state.vendor) ?? phoneVendors[0]!;
  const problems: Problem[] = [];
  if (!parsePbxAddress(state.pbx)) problems.push('pbx.invalid');
  if (!validSubnet(state.subnet)) problems.push('subnet.invalid');
  if (problems.includes('pbx.invalid')) return {vendor, problems};
  const url = provisioningUrl(vendor, state.pbx, state.scheme);
  const steps = provisioningSteps(vendor, state.pbx, state.scheme);
  const text = vendor.dhcpOptions.filter((o) => (TEXT_OPTIONS as readonly number[]).includes(o));
  if (text.length === 0) return {vendor, problems, url, steps};
  const option = text.includes(66) ? 66 : text[0]!;
  const optionValue = dhcpOptionValue(vendor, state.pbx, state.scheme);
  const config = problems.length ? undefined : dhcpConfig(state.dhcp, option, optionValue, {subnet: state.subnet.trim()});
  return {vendor, problems, url, option, optionValue, config, steps};
}
