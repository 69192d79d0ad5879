import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useLang from '@site/src/utils/useLang';
import {AREAS, changesBetween, latestRelease, releases, releasesInLine, type Change, type GuideArea} from '@site/src/data/releases';
import ChangeItem from './ChangeItem';
import styles from './styles.module.css';

export type Props = {
  /** One version's page: the changes of this version and its updates (`69` lists 69.5.13 too). */
  version?: string;
  /** Or the upgrade view: what changed after this version … */
  from?: string;
  /** … up to and including this one (default: the latest release). */
  to?: string;
};

function known(version: string, prop: string): void {
  if (!releases.some((r) => r.version === version)) {
    throw new Error(`ReleaseNotes: ${prop}="${version}" is not a release in src/data/releases.ts`);
  }
}

/** The changes of one version, grouped by area of the guide, each with its kind. */
function VersionChanges({version}: {version: string}): ReactNode {
  const lang = useLang();
  const brokenLinks = useBrokenLinks();
  const inLine = releasesInLine(version);
  const changes = inLine.flatMap((r) => r.changes);
  const dated = inLine.filter((r) => r.released);
  const areas = (Object.keys(AREAS) as GuideArea[]).filter((a) => changes.some((c) => c.area === a));
  const anchor = (c: Change) => {
    const id = `change-${c.id}`;
    brokenLinks.collectAnchor(id);
    return id;
  };
  return (
    <div className={styles.notes}>
      {dated.map((r) => (
        <p key={r.version} className={styles.meta}>
          <Translate
            id="releases.announced"
            description="the month a version was announced, e.g. 'Version 69.5.3: announced 2024-11'"
            values={{version: r.name[lang], month: r.released}}
          >
            {'{version}: announced {month}'}
          </Translate>
        </p>
      ))}
      {changes.length === 0 ? (
        <p className={styles.none}>
          <Translate id="releases.noChanges">No change of this version is documented in this guide.</Translate>
        </p>
      ) : (
        areas.map((area) => (
          <section key={area}>
            <h3>{AREAS[area][lang]}</h3>
            <ul className={styles.list}>
              {changes
                .filter((c) => c.area === area)
                .map((c) => (
                  <ChangeItem key={c.id} change={c} id={anchor(c)} showVersion={c.version !== version} />
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** What changed after `from` up to `to`, newest last. */
export function UpgradeChanges({from, to}: {from: string; to: string}): ReactNode {
  const changes = changesBetween(from, to);
  if (changes.length === 0) {
    return (
      <p className={styles.none}>
        <Translate id="releases.upgrade.none">No change between these versions is documented in this guide.</Translate>
      </p>
    );
  }
  return (
    <ol className={styles.list}>
      {changes.map((c) => (
        <ChangeItem key={c.id} change={c} showVersion showArea />
      ))}
    </ol>
  );
}

/**
 * Release notes from src/data/releases.ts: `<ReleaseNotes version="69" />` on a version's page,
 * `<ReleaseNotes from="61" />` for what an upgrade from that version to the latest brings.
 */
export default function ReleaseNotes({version, from, to}: Props): ReactNode {
  if (version !== undefined) {
    known(version, 'version');
    return <VersionChanges version={version} />;
  }
  if (from === undefined) throw new Error('ReleaseNotes: give version="…" or from="…"');
  known(from, 'from');
  if (to !== undefined) known(to, 'to');
  return <UpgradeChanges from={from} to={to ?? latestRelease.version} />;
}
