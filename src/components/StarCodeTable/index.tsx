import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {starCodes, STAR_CODE_AREAS, type StarCodeArea} from '@site/src/data/starCodes';

export type Props = {
  /** One area, several (comma-separated), or every area when absent. */
  area?: StarCodeArea | string;
};

/** The default star codes of a tenant, from src/data/starCodes.ts. */
export default function StarCodeTable({area}: Props): ReactNode {
  const lang = useLang();
  // Row ids are link targets (`…#port-sip`): the build's anchor check must know them.
  const brokenLinks = useBrokenLinks();
  const anchor = (id: string) => {
    brokenLinks.collectAnchor(id);
    return id;
  };
  const areas = area ? area.split(',').map((a) => a.trim()) : Object.keys(STAR_CODE_AREAS);
  for (const a of areas) {
    if (!(a in STAR_CODE_AREAS)) throw new Error(`StarCodeTable: unknown area "${a}"`);
  }
  const rows = starCodes.filter((c) => areas.includes(c.area));
  const showArea = areas.length > 1;
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="starCodes.code">Code</Translate>
          </th>
          <th>
            <Translate id="starCodes.feature">Feature</Translate>
          </th>
          <th>
            <Translate id="starCodes.argument">Dial after the code</Translate>
          </th>
          {showArea && (
            <th>
              <Translate id="starCodes.area">Area</Translate>
            </th>
          )}
          <th>
            <Translate id="starCodes.basis">Source</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id} id={anchor(`star-${c.id}`)}>
            <td>
              <code>{c.code}</code>
            </td>
            <td>{c.feature[lang]}</td>
            <td>{c.argument ? c.argument[lang] : '–'}</td>
            {showArea && <td>{STAR_CODE_AREAS[c.area][lang]}</td>}
            <td>
              {c.basis === 'vendor' ? (
                <Translate id="starCodes.vendor">product documentation</Translate>
              ) : (
                <Translate
                  id="starCodes.typical"
                  description="a star code known from published default tables, not confirmed for the current version"
                >
                  typical default
                </Translate>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
