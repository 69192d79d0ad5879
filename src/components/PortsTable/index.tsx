import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Translate from '@docusaurus/Translate';
import useLang from '@site/src/utils/useLang';
import {ports, type Port} from '@site/src/data/ports';
import MenuPath from '@site/src/components/MenuPath';

export type Props = {
  /** Show only inbound or only outbound ports; all by default. */
  direction?: Port['direction'];
};

/** The table of the PBX's ports, rendered from src/data/ports.ts. */
export default function PortsTable({direction}: Props): ReactNode {
  const lang = useLang();
  const rows = direction ? ports.filter((p) => p.direction === direction) : ports;
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="portsTable.port">Port</Translate>
          </th>
          <th>
            <Translate id="portsTable.transport">Transport</Translate>
          </th>
          <th>
            <Translate id="portsTable.direction">Direction</Translate>
          </th>
          <th>
            <Translate id="portsTable.service">Service</Translate>
          </th>
          <th>
            <Translate id="portsTable.purpose">Purpose</Translate>
          </th>
          <th>
            <Translate id="portsTable.default">Open by default</Translate>
          </th>
          <th>
            <Translate id="portsTable.setting">Where to change it</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} id={`port-${p.id}`}>
            <td>
              <code>{p.port.replace('-', '–')}</code>
            </td>
            <td>{p.transport}</td>
            <td>
              {p.direction === 'inbound' ? (
                <Translate id="portsTable.inbound">inbound</Translate>
              ) : (
                <Translate id="portsTable.outbound">outbound</Translate>
              )}
            </td>
            <td>{p.service}</td>
            <td>{p.purpose[lang]}</td>
            <td>
              {p.enabledByDefault ? (
                <Translate id="portsTable.yes">yes</Translate>
              ) : (
                <Translate id="portsTable.no">no</Translate>
              )}
            </td>
            <td>
              <MenuPath id={p.setting} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
