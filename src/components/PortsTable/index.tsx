import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
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
  // Row ids are link targets (`…#port-sip`): the build's anchor check must know them.
  const brokenLinks = useBrokenLinks();
  const anchor = (id: string) => {
    brokenLinks.collectAnchor(id);
    return id;
  };
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
          <tr key={p.id} id={anchor(`port-${p.id}`)}>
            <td>
              {p.port ? <code>{p.port.replace('-', '–')}</code> : <Translate id="portsTable.chosen">your range</Translate>}
              {p.basis === 'protocol' && (
                <>
                  {' '}
                  <Translate id="portsTable.protocolStandard" description="after a port number the product documents no default for">
                    (protocol standard)
                  </Translate>
                </>
              )}
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
              {p.enabledByDefault === null ? (
                <Translate id="portsTable.checkOnSystem">check on your system</Translate>
              ) : p.enabledByDefault ? (
                <Translate id="portsTable.yes">yes</Translate>
              ) : (
                <Translate id="portsTable.no">no</Translate>
              )}
            </td>
            <td>
              {p.setting ? (
                <MenuPath id={p.setting} />
              ) : p.direction === 'outbound' ? (
                <Translate id="portsTable.remoteServer">the remote server's setting</Translate>
              ) : (
                '–'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
