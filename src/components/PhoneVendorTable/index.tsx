import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {phoneVendors, phoneVendor, BASIS_LABELS, PHONE_VENDOR_LABELS as L, type PhoneVendor} from '@site/src/data/phoneVendors';
import type {Localized} from '@site/src/data/types';

export type Props = {
  /** One vendor's id from src/data/phoneVendors.ts: its facts as a two-column table. Without it: all vendors, one row each. */
  vendor?: string;
  /** For the list of all vendors: the overview (default), or one column of facts: redirect services or factory reset. */
  show?: 'overview' | 'redirect' | 'reset';
};

/** Text with `inline code` spans, as the data module writes them. */
function withCode(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function options(v: PhoneVendor, lang: keyof Localized): ReactNode {
  if (v.dhcpOptions.length === 0) return L.none[lang];
  const list = v.dhcpOptions.join(', ');
  return v.dhcpOptions.length > 1 ? `${list} (${L.inOrder[lang]})` : list;
}

function name(v: PhoneVendor, lang: keyof Localized): string {
  return v.displayName ? v.displayName[lang] : v.name;
}

/** One vendor's row of facts: families, DHCP, redirect, reset, and what the sources cover. */
function VendorFacts({v}: {v: PhoneVendor}): ReactNode {
  const lang = useLang();
  const rows: Array<[string, ReactNode]> = [
    [
      L.families[lang],
      <>
        {v.families.map((f) => (
          <React.Fragment key={f.id}>
            {f.name}
            {f.dect ? ` (${L.dect[lang]})` : ''}
            {f.note ? <>: {withCode(f.note[lang])}</> : null}
            <br />
          </React.Fragment>
        ))}
        <em>{L.familiesCaption[lang]}</em>
      </>,
    ],
    [
      L.dhcpOptions[lang],
      <>
        {options(v, lang)}
        {v.dhcpNote ? <>. {withCode(v.dhcpNote[lang])}</> : null}
      </>,
    ],
    [
      L.optionValue[lang],
      <>
        {L[v.optionValue][lang]}
        {v.optionValueNote ? <>. {withCode(v.optionValueNote[lang])}</> : null}
      </>,
    ],
  ];
  if (v.multicastPnp) rows.push([L.multicastPnp[lang], L.yes[lang]]);
  rows.push([L.redirect[lang], v.redirect ? withCode(v.redirect[lang]) : L.none[lang]]);
  if (v.factoryReset) rows.push([L.factoryReset[lang], withCode(v.factoryReset[lang])]);
  if (v.productFacts) rows.push([L.productFacts[lang], withCode(v.productFacts[lang])]);
  if (v.notes) rows.push([L.notes[lang], withCode(v.notes[lang])]);
  rows.push([L.basis[lang], BASIS_LABELS[v.basis][lang]]);
  return (
    <Table>
      <thead>
        <tr>
          <th>{L.item[lang]}</th>
          <th>{v.displayName ? v.displayName[lang] : v.name}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Phone makers and device types from src/data/phoneVendors.ts: one vendor's facts, or an
 * overview of all of them with a link to each vendor's page.
 */
export default function PhoneVendorTable({vendor, show = 'overview'}: Props): ReactNode {
  const lang = useLang();
  if (vendor) return <VendorFacts v={phoneVendor(vendor)} />;
  if (show === 'redirect' || show === 'reset') {
    const key = show === 'redirect' ? 'redirect' : 'factoryReset';
    return (
      <Table>
        <thead>
          <tr>
            <th>{L.vendor[lang]}</th>
            <th>{L[key][lang]}</th>
          </tr>
        </thead>
        <tbody>
          {phoneVendors.map((v) => (
            <tr key={v.id}>
              <td>
                <Link to={`/docs/${v.page}`}>{name(v, lang)}</Link>
              </td>
              <td>{v[key] ? withCode(v[key][lang]) : L.none[lang]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  return (
    <Table>
      <thead>
        <tr>
          <th>{L.vendor[lang]}</th>
          <th>{L.families[lang]}</th>
          <th>{L.dhcpOptions[lang]}</th>
          <th>{L.optionValue[lang]}</th>
          <th>{L.redirect[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {phoneVendors.map((v) => (
          <tr key={v.id} id={`vendor-${v.id}`}>
            <td>
              <Link to={`/docs/${v.page}`}>{name(v, lang)}</Link>
            </td>
            <td>{v.families.map((f) => f.name).join('; ')}</td>
            <td>{options(v, lang)}</td>
            <td>{L[v.optionValue][lang]}</td>
            <td>{v.redirect ? L.yes[lang] : '–'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
