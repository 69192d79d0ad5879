import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {fromQuery, simulate, toQuery, type DialPlanEntry, type EntryResult, type PatternError} from './dialPlan';
import styles from './styles.module.css';

export type Props = {
  /** The plan shown before the reader changes it (the documentation's examples by default). */
  entries?: DialPlanEntry[];
  number?: string;
  /** Keep the plan in the page's URL (default); off where a page shows several simulators. */
  urlState?: boolean;
};

/** The documentation's own examples: a prefix rewrite, and two trunks for failover. */
const EXAMPLE: DialPlanEntry[] = [
  {pref: 10, pattern: '123*', replacement: '', trunk: 'Trunk 1'},
  {pref: 11, pattern: '123*', replacement: '', trunk: 'Trunk 2'},
  {pref: 20, pattern: '9*', replacement: '1*', trunk: 'Trunk 1'},
];

function errorText(error: PatternError): string {
  switch (error.code) {
    case 'empty':
      return translate({id: 'dialPlanSimulator.error.empty', message: 'The pattern is empty.'});
    case 'unclosedBracket':
      return translate({id: 'dialPlanSimulator.error.unclosedBracket', message: 'A "[" is never closed with "]".'});
    case 'emptyAlternative':
      return translate({
        id: 'dialPlanSimulator.error.emptyAlternative',
        message: 'A list in brackets has an empty alternative, as in "[911||411]".',
      });
    default:
      return translate(
        {
          id: 'dialPlanSimulator.error.badRegExp',
          message: 'The pattern is read as a regular expression, and it is not a valid one: {detail}',
        },
        {detail: error.detail ?? ''},
      );
  }
}

function describe(r: EntryResult): string {
  return `${r.entry.pref} · ${r.entry.pattern}`;
}

/**
 * The dial-plan simulator: an ordered list of entries (preference, pattern, replacement,
 * trunk) and a dialled number; it shows the entry that matches, the number sent to the trunk and
 * the failover order, following the matching rules of ./dialPlan.ts. The plan and the number
 * live in the page's URL, so a reader can share a plan.
 */
export default function DialPlanSimulator({
  entries: initial = EXAMPLE,
  number: initialNumber = '1234567',
  urlState = true,
}: Props): ReactNode {
  const [entries, setEntries] = useState<DialPlanEntry[]>(initial);
  const [number, setNumber] = useState(initialNumber);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const base = useId();
  const numberId = `${base}-number`;
  const resultId = `${base}-result`;

  // A plan in the URL (a shared link) replaces the example once the page runs in the browser.
  useEffect(() => {
    if (!urlState) return;
    const shared = fromQuery(window.location.search);
    if (shared) {
      setEntries(shared.entries);
      setNumber(shared.number);
    }
  }, [urlState]);

  // Every change is written back to the URL, without a new history entry for each keystroke.
  const query = toQuery(entries, number);
  useEffect(() => {
    if (!urlState) return;
    const url = new URL(window.location.href);
    const next = `${url.pathname}?${query}${url.hash}`;
    if (`${url.pathname}${url.search}${url.hash}` !== next) window.history.replaceState(window.history.state, '', next);
  }, [query, urlState]);

  const result = useMemo(() => simulate(entries, number), [entries, number]);
  const update = (index: number, patch: Partial<DialPlanEntry>) =>
    setEntries((list) => list.map((e, i) => (i === index ? {...e, ...patch} : e)));
  const stateOf = (index: number) =>
    result.chosen?.index === index ? 'chosen' : result.failover.some((r) => r.index === index) ? 'failover' : undefined;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className={styles.simulator}>
      <table className={styles.plan}>
        <caption className={styles.caption}>
          <Translate id="dialPlanSimulator.caption">Dial plan (tried in order of preference, lowest first)</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="dialPlanSimulator.pref">Pref</Translate>
            </th>
            <th scope="col">
              <Translate id="dialPlanSimulator.pattern">Pattern</Translate>
            </th>
            <th scope="col">
              <Translate id="dialPlanSimulator.replacement">Replacement</Translate>
            </th>
            <th scope="col">
              <Translate id="dialPlanSimulator.trunk">Trunk</Translate>
            </th>
            <th scope="col">
              <span className={styles.visuallyHidden}>
                <Translate id="dialPlanSimulator.actions">Actions</Translate>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const row = index + 1;
            const state = stateOf(index);
            const label = (field: string) =>
              translate({id: 'dialPlanSimulator.fieldLabel', message: '{field} of entry {row}'}, {field, row: String(row)});
            return (
              <tr
                key={index}
                className={clsx(state === 'chosen' && styles.chosen, state === 'failover' && styles.failover)}
                data-state={state}
              >
                <td>
                  <input
                    type="number"
                    inputMode="numeric"
                    className={styles.pref}
                    value={Number.isFinite(entry.pref) ? entry.pref : ''}
                    aria-label={label(translate({id: 'dialPlanSimulator.pref', message: 'Pref'}))}
                    onChange={(e) => update(index, {pref: e.target.value === '' ? 0 : Number(e.target.value)})}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    spellCheck={false}
                    autoCapitalize="off"
                    value={entry.pattern}
                    aria-label={label(translate({id: 'dialPlanSimulator.pattern', message: 'Pattern'}))}
                    onChange={(e) => update(index, {pattern: e.target.value})}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    spellCheck={false}
                    autoCapitalize="off"
                    value={entry.replacement}
                    placeholder={translate({id: 'dialPlanSimulator.asDialled', message: '(as dialled)'})}
                    aria-label={label(translate({id: 'dialPlanSimulator.replacement', message: 'Replacement'}))}
                    onChange={(e) => update(index, {replacement: e.target.value})}
                  />
                </td>
                <td>
                  <input
                    type="text"
                    value={entry.trunk}
                    aria-label={label(translate({id: 'dialPlanSimulator.trunk', message: 'Trunk'}))}
                    onChange={(e) => update(index, {trunk: e.target.value})}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => setEntries((list) => list.filter((_, i) => i !== index))}
                    aria-label={translate({id: 'dialPlanSimulator.remove', message: 'Remove entry {row}'}, {row: String(row)})}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.controls}>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() =>
            setEntries((list) => [...list, {pref: Math.max(0, ...list.map((e) => e.pref)) + 10, pattern: '', replacement: '', trunk: ''}])
          }
        >
          <Translate id="dialPlanSimulator.add">Add entry</Translate>
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => setEntries(initial)}>
          <Translate id="dialPlanSimulator.reset">Back to the example</Translate>
        </button>
        {urlState && (
          <button type="button" className="button button--sm button--secondary" onClick={copyLink}>
            <Translate id="dialPlanSimulator.copyLink">Copy link to this plan</Translate>
          </button>
        )}
        <span role="status" className={styles.copied}>
          {copied === 'copied' && <Translate id="dialPlanSimulator.copied">Link copied.</Translate>}
          {copied === 'failed' && (
            <Translate id="dialPlanSimulator.copyFailed">
              The browser did not allow copying; copy the address from the address bar.
            </Translate>
          )}
        </span>
      </div>
      <p className={styles.numberRow}>
        <label htmlFor={numberId}>
          <Translate id="dialPlanSimulator.number">Dialled number</Translate>
        </label>{' '}
        <input
          id={numberId}
          type="text"
          inputMode="tel"
          spellCheck={false}
          value={number}
          aria-describedby={resultId}
          onChange={(e) => setNumber(e.target.value)}
        />
      </p>
      <div id={resultId} role="status" aria-live="polite" className={styles.result}>
        {number.trim() === '' ? (
          <p>
            <Translate id="dialPlanSimulator.enterNumber">Enter a number to see which entry the PBX uses.</Translate>
          </p>
        ) : result.chosen ? (
          <>
            <p>
              <Translate
                id="dialPlanSimulator.chosen"
                values={{
                  entry: <strong>{describe(result.chosen)}</strong>,
                  sent: <code>{result.chosen.sent}</code>,
                  trunk: <strong>{result.chosen.entry.trunk || '–'}</strong>,
                }}
              >
                {'Entry {entry} matches: the PBX sends {sent} to the trunk {trunk}.'}
              </Translate>
            </p>
            <p>
              {result.failover.length === 0 ? (
                <Translate id="dialPlanSimulator.noFailover">No later entry matches: if this trunk fails, the call fails.</Translate>
              ) : (
                <Translate
                  id="dialPlanSimulator.failover"
                  values={{
                    order: (
                      <>
                        {result.failover.map((r, i) => (
                          <React.Fragment key={r.index}>
                            {i > 0 && ' → '}
                            <strong>{r.entry.trunk || '–'}</strong> (<code>{r.sent}</code>)
                          </React.Fragment>
                        ))}
                      </>
                    ),
                  }}
                >
                  {'If that trunk fails over, the PBX tries next: {order}.'}
                </Translate>
              )}
            </p>
          </>
        ) : (
          <p>
            <Translate id="dialPlanSimulator.noMatch">No entry matches: the PBX cannot place this call.</Translate>
          </p>
        )}
        {result.errors.map((r) => (
          <p key={r.index} className={styles.error}>
            <Translate
              id="dialPlanSimulator.entryError"
              values={{row: String(r.index + 1), message: r.compiled.ok ? '' : errorText(r.compiled.error)}}
            >
              {'Entry {row} is skipped: {message}'}
            </Translate>
          </p>
        ))}
        {result.legacy && (
          <p className={styles.legacy}>
            <Translate id="dialPlanSimulator.legacy">
              This plan uses syntax that only older material describes (a pattern without *, x, [a|b] or a regular expression): check it on
              your version.
            </Translate>
          </p>
        )}
      </div>
    </div>
  );
}
