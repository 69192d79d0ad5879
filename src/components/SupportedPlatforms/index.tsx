import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useLang from '@site/src/utils/useLang';
import {platforms} from '@site/src/data/platforms';

export type Props = Record<string, never>;

/** Text with `inline code` spans, as the data module writes them. */
function withCode(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * The platforms, how the PBX gets onto each and what the product's material shows for it,
 * from src/data/platforms.ts. The platform's name links to its installation page.
 */
export default function SupportedPlatforms(): ReactNode {
  const lang = useLang();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="platforms.platform">Platform</Translate>
          </th>
          <th>
            <Translate id="platforms.method">Installation method</Translate>
          </th>
          <th>
            <Translate id="platforms.material">What the product’s material shows</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {platforms.map((p) => (
          <tr key={p.id} id={`platform-${p.id}`}>
            <td>
              <Link to={`/docs/${p.guide}`}>{p.name[lang]}</Link>
            </td>
            <td>{withCode(p.method[lang])}</td>
            <td>{withCode(p.material[lang])}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
