import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {defaults} from '@site/src/data/defaults';
import {microsoftIntegrations, MICROSOFT_INTEGRATION_COLUMNS as col, type MicrosoftIntegration} from '@site/src/data/microsoftIntegrations';

export type Props = {
  /** Show only these integrations (comma-separated ids); all three when absent. */
  only?: string;
};

/**
 * The ready-made Microsoft integrations of a tenant with the documented labels of their
 * consent and token steps, from src/data/microsoftIntegrations.ts.
 */
/** A version kept in src/data/defaults, as plain text. */
function versionOf(id: NonNullable<MicrosoftIntegration['since']>): string {
  const value: {code?: string; text?: {en: string}} = defaults[id];
  return value.code ?? value.text?.en ?? '';
}

export default function MicrosoftIntegrations({only}: Props): ReactNode {
  const lang = useLang();
  const ids = only ? only.split(',').map((s) => s.trim()) : null;
  const rows: readonly MicrosoftIntegration[] = ids ? microsoftIntegrations.filter((m) => ids.includes(m.id)) : microsoftIntegrations;
  if (ids && rows.length !== ids.length) throw new Error(`MicrosoftIntegrations: unknown id in "${only}"`);
  return (
    <Table>
      <thead>
        <tr>
          <th>{col.entry[lang]}</th>
          <th>{col.purpose[lang]}</th>
          <th>{col.scope[lang]}</th>
          <th>{col.consent[lang]}</th>
          <th>{col.token[lang]}</th>
          <th>{col.since[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id} id={`ms-${m.id}`}>
            <td>
              <strong>{m.entry}</strong>
            </td>
            <td>{m.purpose[lang]}</td>
            <td>{m.scope ? <strong>{m.scope}</strong> : col.checkOnSystem[lang]}</td>
            <td>
              <strong>{m.consentButton}</strong>: {m.consentBy[lang]}
            </td>
            <td>
              <strong>{m.tokenButton}</strong>: {m.tokenBy[lang]}
            </td>
            <td>{m.since ? `${col.sinceVersion[lang]} ${versionOf(m.since)}` : col.anyVersion[lang]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
