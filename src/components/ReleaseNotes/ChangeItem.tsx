import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrand from '@site/src/utils/useBrand';
import useLang from '@site/src/utils/useLang';
import {AREAS, KINDS, type Change} from '@site/src/data/releases';
import styles from './styles.module.css';

export type ChangeItemProps = {
  change: Change;
  /** Show the version that brought the change (on pages that list several versions). */
  showVersion?: boolean;
  /** Show the area (where the list is not grouped by area). */
  showArea?: boolean;
  /** The list item's id, a link target. */
  id?: string;
};

/** The URL path of a documentation page, with the brand's slug for `{product}`. */
export function useDocPath(): (slug: string, anchor?: string) => string {
  const brand = useBrand();
  return (slug, anchor) => `/docs/${slug.replaceAll('{product}', brand.slug)}${anchor ? `#${anchor}` : ''}`;
}

/** One change: its kind, optionally version and area, its name (linked to the guide) and text. */
export default function ChangeItem({change, showVersion = false, showArea = false, id}: ChangeItemProps): ReactNode {
  const lang = useLang();
  const brand = useBrand();
  const docPath = useDocPath();
  const text = (s: string) => s.replaceAll('{product}', brand.name);
  const title = <strong>{text(change.title[lang])}</strong>;
  return (
    <li id={id} className={styles.change}>
      <span className={styles.badges}>
        <span className={styles.kind} data-kind={change.kind}>
          {KINDS[change.kind][lang]}
        </span>
        {showVersion && <span className={styles.version}>{change.version}</span>}
        {showArea && <span className={styles.area}>{AREAS[change.area][lang]}</span>}
      </span>{' '}
      {change.page ? <Link to={docPath(change.page, change.anchor)}>{title}</Link> : title}
      <span className={styles.text}>{text(change.text[lang])}</span>
    </li>
  );
}
