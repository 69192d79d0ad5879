import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {cdrFields, CDR_FORMATS, CDR_FIELD_HEADINGS, type CdrFormat} from '@site/src/data/cdrFields';

export type Props = {
  /** One format, several (comma-separated), or every format when absent. */
  format?: CdrFormat | string;
};

/** The fields of the CDR formats, from src/data/cdrFields.ts. */
export default function CdrFields({format}: Props): ReactNode {
  const lang = useLang();
  const formats = format ? format.split(',').map((f) => f.trim()) : Object.keys(CDR_FORMATS);
  for (const f of formats) {
    if (!(f in CDR_FORMATS)) throw new Error(`CdrFields: unknown format "${f}"`);
  }
  const rows = cdrFields.filter((r) => formats.includes(r.format));
  const showFormat = formats.length > 1;
  return (
    <Table>
      <thead>
        <tr>
          <th>{CDR_FIELD_HEADINGS.field[lang]}</th>
          {showFormat && <th>{CDR_FIELD_HEADINGS.format[lang]}</th>}
          <th>{CDR_FIELD_HEADINGS.type[lang]}</th>
          <th>{CDR_FIELD_HEADINGS.meaning[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.format}-${r.field}`} id={`cdr-${r.format}-${r.field.toLowerCase()}`}>
            <td>
              <code>{r.field}</code>
            </td>
            {showFormat && <td>{CDR_FORMATS[r.format as CdrFormat].name[lang]}</td>}
            <td>{r.type ? <code>{r.type}</code> : '–'}</td>
            <td>{r.meaning[lang]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
