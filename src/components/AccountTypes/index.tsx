import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {menuPaths, MENU_SEPARATOR} from '@site/src/data/menuPaths';
import {accountTypes, ACCOUNT_TYPE_COLUMNS as col} from '@site/src/data/accountTypes';

export type Props = Record<string, never>;

/**
 * The account types of a tenant, from src/data/accountTypes.ts: one row per type with its
 * page, what it is for and its list in the web interface (the product's English labels).
 */
export default function AccountTypes(): ReactNode {
  const lang = useLang();
  return (
    <Table>
      <thead>
        <tr>
          <th>{col.type[lang]}</th>
          <th>{col.purpose[lang]}</th>
          <th>{col.list[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {accountTypes.map((t) => (
          <tr key={t.id} id={`account-type-${t.id}`}>
            <td>
              <Link to={`/docs/${t.page}`}>{t.name[lang]}</Link>
              {t.formerly && (
                <>
                  {' '}
                  ({col.formerly[lang]}: {t.formerly})
                </>
              )}
            </td>
            <td>{t.purpose[lang]}</td>
            <td>
              <strong className="menu-path">{menuPaths[t.menuPath].join(MENU_SEPARATOR)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
