import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useLang from '@site/src/utils/useLang';
import {platforms} from '@site/src/data/platforms';

export type Props = Record<string, never>;

/** The supported operating systems, from src/data/platforms.ts. */
export default function SupportedPlatforms(): ReactNode {
  const lang = useLang();
  return (
    <Table>
      <thead>
        <tr>
          <th><Translate id="platforms.system">Operating system</Translate></th>
          <th><Translate id="platforms.versions">Versions</Translate></th>
          <th><Translate id="platforms.architectures">Architectures</Translate></th>
          <th><Translate id="platforms.notes">Notes</Translate></th>
        </tr>
      </thead>
      <tbody>
        {platforms.map((p) => (
          <tr key={p.id}>
            <td>
              <Link to={`/docs/${p.guide}`}>{p.name}</Link>
            </td>
            <td>{p.versions}</td>
            <td>{p.architectures}</td>
            <td>{p.notes[lang]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
