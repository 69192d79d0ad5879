import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Translate from '@docusaurus/Translate';
import useLang from '@site/src/utils/useLang';
import {sizing} from '@site/src/data/platforms';

export type Props = Record<string, never>;

/** Sizing by system size, from src/data/platforms.ts. */
export default function SizingTable(): ReactNode {
  const lang = useLang();
  return (
    <Table>
      <thead>
        <tr>
          <th><Translate id="sizing.size">System</Translate></th>
          <th><Translate id="sizing.extensions">Extensions</Translate></th>
          <th><Translate id="sizing.calls">Concurrent calls</Translate></th>
          <th><Translate id="sizing.vcpu">vCPU</Translate></th>
          <th><Translate id="sizing.ram">RAM (GB)</Translate></th>
          <th><Translate id="sizing.disk">Disk (GB)</Translate></th>
        </tr>
      </thead>
      <tbody>
        {sizing.map((s) => (
          <tr key={s.id}>
            <td>{s.label[lang]}</td>
            <td>{s.extensions}</td>
            <td>{s.concurrentCalls}</td>
            <td>{s.vcpu}</td>
            <td>{s.ramGb}</td>
            <td>{s.diskGb}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
