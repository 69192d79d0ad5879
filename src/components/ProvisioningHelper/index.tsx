import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import useLang from '@site/src/utils/useLang';
import {DHCP_SERVERS, phoneVendors, type DhcpServer, type PhoneVendor} from '@site/src/data/phoneVendors';
import {DEFAULT_STATE, evaluate, fromQuery, withState, type HelperState, type Scheme} from './state';
import styles from './styles.module.css';

/** Text with `inline code` spans, as the data module writes them. */
function withCode(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** A labelled text input whose error, when there is one, is shown below it and described to screen readers. */
function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}): ReactNode {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        name={name}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </label>
  );
}

const DHCP_LANGUAGE: Record<DhcpServer, string> = {
  'isc-dhcpd': 'text',
  kea: 'json',
  dnsmasq: 'ini',
  windows: 'powershell',
  mikrotik: 'text',
};

/** The default state's blocks, rendered by the server: they stay as they are until the state changes. */
const SERVER_KEY = JSON.stringify(evaluate(DEFAULT_STATE));

/**
 * The provisioning helper on the provisioning overview: the reader chooses a phone maker (and
 * model family) and enters the PBX's address; it shows the provisioning URL, the DHCP option
 * for common DHCP servers and the steps, from src/data/phoneVendors.ts. The state lives in the
 * page's URL, so a filled-in helper can be shared.
 */
export default function ProvisioningHelper(): ReactNode {
  const lang = useLang();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<HelperState>(DEFAULT_STATE);
  /** Set once the URL's state is in: writing back before would replace a shared state with the defaults. */
  const [ready, setReady] = useState(false);
  const id = useId();
  const result = useMemo(() => evaluate(state), [state]);
  const {vendor, problems} = result;
  const family = vendor.families.find((f) => f.id === state.family);

  useEffect(() => {
    if (!isBrowser) return;
    setState(fromQuery(window.location.search));
    setReady(true);
  }, [isBrowser]);

  useEffect(() => {
    if (!ready) return;
    const next = withState(window.location.href, state);
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (next !== current) window.history.replaceState(window.history.state, '', next);
  }, [state, ready]);

  const set = <K extends keyof HelperState>(key: K, value: HelperState[K]) => setState((s) => ({...s, [key]: value}));
  // A code block mounted while hydrating would stay empty (src/theme/CodeBlock/Content): the
  // server's blocks keep their key until the state differs from the default.
  const key = (name: string) =>
    !isBrowser || JSON.stringify(result) === SERVER_KEY ? `server-${name}` : `${name}:${JSON.stringify(state)}`;
  const vendorName = (v: PhoneVendor) => (v.displayName ? v.displayName[lang] : v.name);
  const pbxError = problems.includes('pbx.invalid');
  const subnetError = problems.includes('subnet.invalid');

  return (
    <div className={styles.helper} data-testid="provisioning-helper">
      <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          <span>
            <Translate id="provisioningHelper.vendor">Maker or device</Translate>
          </span>
          <select value={state.vendor} onChange={(e) => setState((s) => ({...s, vendor: e.target.value, family: ''}))} name="vendor">
            {phoneVendors.map((v) => (
              <option key={v.id} value={v.id}>
                {vendorName(v)}
              </option>
            ))}
          </select>
        </label>
        {vendor.families.length > 0 && (
          <label className={styles.field}>
            <span>
              <Translate id="provisioningHelper.family">Model family</Translate>
            </span>
            <select value={state.family} onChange={(e) => set('family', e.target.value)} name="family">
              <option value="">{translate({id: 'provisioningHelper.anyFamily', message: 'Any'})}</option>
              {vendor.families.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <TextField
          id={`${id}-pbx`}
          name="pbx"
          label={<Translate id="provisioningHelper.pbx">PBX address (host name or IP address, optionally with a port)</Translate>}
          value={state.pbx}
          onChange={(value) => set('pbx', value)}
          error={
            pbxError && (
              <Translate id="provisioningHelper.pbxInvalid">
                Enter a host name or an IP address, optionally with a port, such as pbx.example.com or 203.0.113.10:8443.
              </Translate>
            )
          }
        />
        <fieldset className={styles.field}>
          <legend>
            <Translate id="provisioningHelper.scheme">Protocol the phones use</Translate>
          </legend>
          {(['https', 'http'] as Scheme[]).map((scheme) => (
            <label key={scheme} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-scheme`}
                value={scheme}
                checked={state.scheme === scheme}
                onChange={() => set('scheme', scheme)}
              />
              {scheme.toUpperCase()}
            </label>
          ))}
        </fieldset>
      </form>

      {family?.note && <p className={styles.note}>{withCode(family.note[lang])}</p>}

      <div aria-live="polite" className={styles.result}>
        {result.url ? (
          <>
            <h3 className={styles.heading} id={`${id}-url`}>
              <Translate id="provisioningHelper.urlTitle">Provisioning URL</Translate>
            </h3>
            <p>
              <code data-testid="provisioning-url">{result.url}</code>
            </p>
          </>
        ) : (
          <p className={styles.error}>
            <Translate id="provisioningHelper.fixAddress">Correct the PBX address to see the URL, the DHCP option and the steps.</Translate>
          </p>
        )}
      </div>

      {result.url && (
        <>
          <h3 className={styles.heading}>
            <Translate id="provisioningHelper.dhcpTitle">DHCP option</Translate>
          </h3>
          {result.option === undefined ? (
            <p>
              <Translate id="provisioningHelper.noTextOption">
                These devices read no DHCP option that carries the provisioning URL as text: use the maker’s redirect service or enter the
                URL on the device.
              </Translate>
            </p>
          ) : (
            <>
              <p>
                <Translate
                  id="provisioningHelper.optionValue"
                  values={{option: String(result.option), value: <code>{result.optionValue}</code>}}
                >
                  {'Option {option} with the value {value}.'}
                </Translate>
              </p>
              <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
                <label className={styles.field}>
                  <span>
                    <Translate id="provisioningHelper.dhcpServer">DHCP server</Translate>
                  </span>
                  <select value={state.dhcp} onChange={(e) => set('dhcp', e.target.value as DhcpServer)} name="dhcp">
                    {(Object.keys(DHCP_SERVERS) as DhcpServer[]).map((server) => (
                      <option key={server} value={server}>
                        {DHCP_SERVERS[server]}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField
                  id={`${id}-subnet`}
                  name="subnet"
                  label={<Translate id="provisioningHelper.subnet">The phones’ subnet (IPv4, CIDR)</Translate>}
                  value={state.subnet}
                  onChange={(value) => set('subnet', value)}
                  error={
                    subnetError && <Translate id="provisioningHelper.subnetInvalid">Enter an IPv4 subnet such as 192.0.2.0/24.</Translate>
                  }
                />
              </form>
              {result.config && (
                <CodeBlock key={key('dhcp')} language={DHCP_LANGUAGE[state.dhcp]} title={DHCP_SERVERS[state.dhcp]}>
                  {result.config}
                </CodeBlock>
              )}
            </>
          )}

          <h3 className={styles.heading}>
            <Translate id="provisioningHelper.stepsTitle">Steps</Translate>
          </h3>
          <ol data-testid="provisioning-steps">
            {result.steps!.map((step, i) => (
              <li key={i}>{withCode(step[lang])}</li>
            ))}
          </ol>
          <p>
            <Translate id="provisioningHelper.vendorPage" values={{page: <Link to={`/docs/${vendor.page}`}>{vendorName(vendor)}</Link>}}>
              {'More on these devices: {page}.'}
            </Translate>
          </p>
        </>
      )}
    </div>
  );
}
