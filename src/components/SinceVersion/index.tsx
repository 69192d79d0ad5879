import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {compareVersions, releaseSlugFor} from '@site/src/data/releases';
import styles from './styles.module.css';

export type Props = {
  /** The version that brought the feature, as the product writes it: `69.5.13`, `70`, `5.1.1`. */
  version: string;
};

/**
 * A small "since version N" badge that links to the release notes of that version (or of the
 * version it updates; the release-notes index when the version has no page), from
 * src/data/releases.ts: `<SinceVersion version="69.5.13" />`.
 */
export default function SinceVersion({version}: Props): ReactNode {
  compareVersions(version, version); // throws on anything that is not a version number
  const slug = releaseSlugFor(version) ?? 'release-notes';
  return (
    <Link
      to={`/docs/${slug}`}
      className={styles.since}
      title={translate(
        {
          id: 'releases.since.title',
          message: 'Available since version {version}: read the release notes',
          description: 'tooltip of the since-version badge',
        },
        {version},
      )}
    >
      <Translate id="releases.since" description="badge text, e.g. 'since 69.5.13'" values={{version}}>
        {'since {version}'}
      </Translate>
    </Link>
  );
}
