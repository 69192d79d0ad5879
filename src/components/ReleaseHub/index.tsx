import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useQueryString, useQueryStringList} from '@docusaurus/theme-common';
import useLang from '@site/src/utils/useLang';
import {AREAS, KINDS, allChanges, compareVersions, latestRelease, releases, type ChangeKind, type GuideArea} from '@site/src/data/releases';
import Table from '@site/src/components/Table';
import useBrand from '@site/src/utils/useBrand';
import ChangeItem, {useDocPath} from '@site/src/components/ReleaseNotes/ChangeItem';
import {UpgradeChanges} from '@site/src/components/ReleaseNotes';
import styles from './styles.module.css';

export type Props = {
  /**
   * `changes`: every change of every version, with filters by area and kind (in the URL as
   * `?area=…&kind=…`); `upgrade`: what changed between two versions (`?from=…&to=…`);
   * `versions`: a table of every version with its page and the names of its changes;
   * `feeds`: links to the RSS and Atom feeds.
   */
  view?: 'changes' | 'upgrade' | 'versions' | 'feeds';
};

const AREA_KEYS = (Object.keys(AREAS) as GuideArea[]).filter((a) => allChanges.some((c) => c.area === a));
const KIND_KEYS = (Object.keys(KINDS) as ChangeKind[]).filter((k) => allChanges.some((c) => c.kind === k));
const VERSIONS = releases.map((r) => r.version);

/** A set of checkboxes whose checked values live in the URL's query string under `param`. */
function CheckboxFilter<K extends string>({
  param,
  legend,
  keys,
  label,
  count,
}: {
  param: string;
  legend: ReactNode;
  keys: readonly K[];
  label: (key: K) => string;
  count: (key: K) => number;
}): ReactNode {
  const [values, setValues] = useQueryStringList(param);
  const toggle = (key: K) => setValues((old) => (old.includes(key) ? old.filter((v) => v !== key) : [...old, key]));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {keys.map((key) => (
        <label key={key} className={styles.option}>
          <input type="checkbox" checked={values.includes(key)} onChange={() => toggle(key)} /> {label(key)}{' '}
          <span className={styles.count}>({count(key)})</span>
        </label>
      ))}
    </fieldset>
  );
}

function ChangesView(): ReactNode {
  const lang = useLang();
  const docPath = useDocPath();
  const [areaParam, setAreaParam] = useQueryStringList('area');
  const [kindParam, setKindParam] = useQueryStringList('kind');
  const areas = areaParam.filter((a): a is GuideArea => (AREA_KEYS as string[]).includes(a));
  const kinds = kindParam.filter((k): k is ChangeKind => (KIND_KEYS as string[]).includes(k));
  const visible = allChanges.filter(
    (c) => (areas.length === 0 || areas.includes(c.area)) && (kinds.length === 0 || kinds.includes(c.kind)),
  );
  const filtered = areas.length > 0 || kinds.length > 0;
  const clear = () => {
    setAreaParam([]);
    setKindParam([]);
  };
  const withChanges = releases.filter((r) => r.changes.some((c) => visible.includes(c)));
  const empty = releases.filter((r) => r.changes.length === 0 && r.slug);
  return (
    <div className={styles.hub}>
      <div className={styles.filters}>
        <CheckboxFilter
          param="area"
          legend={<Translate id="releases.filter.area">Area of the guide</Translate>}
          keys={AREA_KEYS}
          label={(a) => AREAS[a][lang]}
          count={(a) => allChanges.filter((c) => c.area === a).length}
        />
        <CheckboxFilter
          param="kind"
          legend={<Translate id="releases.filter.kind">Kind of change</Translate>}
          keys={KIND_KEYS}
          label={(k) => KINDS[k][lang]}
          count={(k) => allChanges.filter((c) => c.kind === k).length}
        />
        <button type="button" className="button button--secondary button--sm" onClick={clear} disabled={!filtered}>
          <Translate id="releases.filter.clear">Show all changes</Translate>
        </button>
      </div>
      <p role="status" className={styles.status}>
        {filtered ? (
          <Translate
            id="releases.filter.status"
            description="how many changes the filters let through"
            values={{shown: visible.length, total: allChanges.length}}
          >
            {'{shown} of {total} changes shown'}
          </Translate>
        ) : (
          <Translate id="releases.filter.all" values={{total: allChanges.length}}>
            {'All {total} documented changes'}
          </Translate>
        )}
      </p>
      {withChanges.map((r) => (
        <section key={r.version} className={styles.release}>
          <h3>{r.slug ? <Link to={docPath(r.slug)}>{r.name[lang]}</Link> : r.name[lang]}</h3>
          {r.released && (
            <p className={styles.meta}>
              <Translate id="releases.announcedMonth" description="the month a version was announced" values={{month: r.released}}>
                {'Announced {month}'}
              </Translate>
            </p>
          )}
          <ul className={styles.list}>
            {r.changes
              .filter((c) => visible.includes(c))
              .map((c) => (
                <ChangeItem key={c.id} change={c} showArea />
              ))}
          </ul>
        </section>
      ))}
      <p className={styles.meta}>
        <Translate id="releases.withoutChanges">Versions without a documented change:</Translate>{' '}
        {empty.map((r, i) => (
          <React.Fragment key={r.version}>
            {i > 0 && ', '}
            <Link to={docPath(r.slug!)}>{r.version}</Link>
          </React.Fragment>
        ))}
      </p>
    </div>
  );
}

function UpgradeView(): ReactNode {
  const lang = useLang();
  const base = useId();
  const [fromParam, setFrom] = useQueryString('from');
  const [toParam, setTo] = useQueryString('to');
  const from = VERSIONS.includes(fromParam) ? fromParam : '';
  const to = VERSIONS.includes(toParam) ? toParam : latestRelease.version;
  const between = from ? releases.filter((r) => compareVersions(r.version, from) > 0 && compareVersions(r.version, to) <= 0) : [];
  const quiet = between.filter((r) => r.changes.length === 0).reverse();
  const options = VERSIONS.map((v) => (
    <option key={v} value={v}>
      {releases.find((r) => r.version === v)!.name[lang]}
    </option>
  ));
  return (
    <div className={styles.hub}>
      <div className={styles.filters}>
        <div className={styles.select}>
          <label htmlFor={`${base}-from`}>
            <Translate id="releases.upgrade.from">From the version you run</Translate>
          </label>
          <select id={`${base}-from`} value={from} onChange={(e) => setFrom(e.target.value || null)}>
            <option value="">{translate({id: 'releases.upgrade.choose', message: 'Choose a version'})}</option>
            {options}
          </select>
        </div>
        <div className={styles.select}>
          <label htmlFor={`${base}-to`}>
            <Translate id="releases.upgrade.to">To the version you install</Translate>
          </label>
          <select id={`${base}-to`} value={to} onChange={(e) => setTo(e.target.value === latestRelease.version ? null : e.target.value)}>
            {options}
          </select>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {!from ? (
          <Translate id="releases.upgrade.prompt">Choose the version you run to see what changed since, oldest change first.</Translate>
        ) : compareVersions(to, from) <= 0 ? (
          <Translate id="releases.upgrade.order">Choose a target version newer than the version you run.</Translate>
        ) : (
          <Translate
            id="releases.upgrade.status"
            description="the upgrade view's summary, e.g. 'From 61 to 70: 12 documented changes, oldest first'"
            values={{from, to, count: between.reduce((n, r) => n + r.changes.length, 0)}}
          >
            {'From {from} to {to}: {count} documented changes, oldest first'}
          </Translate>
        )}
      </p>
      {from && compareVersions(to, from) > 0 && (
        <>
          <UpgradeChanges from={from} to={to} />
          {quiet.length > 0 && (
            <p className={styles.meta}>
              <Translate id="releases.upgrade.quiet" values={{versions: quiet.map((r) => r.version).join(', ')}}>
                {'No documented change in: {versions}.'}
              </Translate>
            </p>
          )}
        </>
      )}
    </div>
  );
}

function VersionsView(): ReactNode {
  const lang = useLang();
  const brand = useBrand();
  const docPath = useDocPath();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="releases.table.version">Version</Translate>
          </th>
          <th>
            <Translate id="releases.table.changes">Documented changes</Translate>
          </th>
          <th>
            <Translate id="releases.table.announced">Announced</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {releases.map((r) => (
          <tr key={r.version}>
            <td>{r.slug ? <Link to={docPath(r.slug)}>{r.name[lang]}</Link> : r.name[lang]}</td>
            <td>
              {r.changes.length === 0 ? (
                <Translate id="releases.table.none">none documented</Translate>
              ) : (
                r.changes.map((c) => c.title[lang].replaceAll('{product}', brand.name)).join('; ')
              )}
            </td>
            <td>{r.released ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function FeedsView(): ReactNode {
  const rss = useBaseUrl('/release-notes.rss.xml');
  const atom = useBaseUrl('/release-notes.atom.xml');
  // `pathname://`: the files are written after the build, so the link check must not look for a route.
  return (
    <ul>
      <li>
        <Link to={`pathname://${rss}`} type="application/rss+xml">
          <Translate id="releases.feeds.rss">RSS feed of the release notes</Translate>
        </Link>
      </li>
      <li>
        <Link to={`pathname://${atom}`} type="application/atom+xml">
          <Translate id="releases.feeds.atom">Atom feed of the release notes</Translate>
        </Link>
      </li>
    </ul>
  );
}

/** The release-notes index: every change with filters, the upgrade view, and the feeds. */
export default function ReleaseHub({view = 'changes'}: Props): ReactNode {
  if (view === 'upgrade') return <UpgradeView />;
  if (view === 'versions') return <VersionsView />;
  if (view === 'feeds') return <FeedsView />;
  return <ChangesView />;
}
