/**
 * "Read offline" at the end of every doc page (src/theme/DocItem/Footer): saves the guide in
 * the page's language, with its search index, for reading and searching without a connection
 * (the service worker of src/plugins/offline does the work and reports its progress). Nothing
 * runs at start-up but one read of localStorage after hydration (the saved state's hint).
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SW_SCOPE, SW_URL, savedKey, type FromWorker, type ToWorker} from '@site/src/plugins/offline/protocol';
import styles from './styles.module.css';

type State =
  | {kind: 'idle'}
  | {kind: 'saving'; done: number; total: number}
  | {kind: 'saved'; fresh: boolean}
  | {kind: 'removed'}
  | {kind: 'failed'; error: string}
  | {kind: 'unsupported'};

function remember(locale: string, saved: boolean): void {
  try {
    if (saved) localStorage.setItem(savedKey(locale), '1');
    else localStorage.removeItem(savedKey(locale));
  } catch {
    // storage blocked: the button just does not remember
  }
}

/** Sends a message to the active worker (registering it first if the page has not yet). */
async function send(message: ToWorker, onReply: (reply: FromWorker) => boolean): Promise<void> {
  try {
    // The page registers the worker after it has loaded; a reader may be quicker.
    await navigator.serviceWorker.register(SW_URL, {scope: SW_SCOPE});
  } catch {
    throw new Error('unsupported');
  }
  const ready = await navigator.serviceWorker.ready;
  const channel = new MessageChannel();
  await new Promise<void>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<FromWorker>) => {
      if (onReply(event.data)) resolve();
    };
    ready.active!.postMessage(message, [channel.port2]);
  });
  channel.port1.close();
}

function status(state: State): ReactNode {
  switch (state.kind) {
    case 'saving':
      return translate(
        {
          id: 'offline.save.progress',
          message: 'Saving… {done} of {total} files',
          description: 'Progress while the guide is saved for offline reading',
        },
        {done: state.done, total: state.total},
      );
    case 'saved':
      return state.fresh
        ? translate({
            id: 'offline.save.saved',
            message: 'Saved. This guide and its search now work on this device without a connection.',
            description: 'Shown when the guide has been saved for offline reading',
          })
        : translate({
            id: 'offline.save.savedBefore',
            message: 'This guide is saved on this device for reading and searching without a connection.',
            description: 'Shown on a later visit when the guide was saved for offline reading before',
          });
    case 'removed':
      return translate({
        id: 'offline.save.removed',
        message: 'The saved copy has been removed.',
        description: 'Shown after the saved guide was removed',
      });
    case 'failed':
      return translate(
        {
          id: 'offline.save.failed',
          message: 'The guide could not be saved ({error}). Check your connection and try again.',
          description: 'Shown when saving the guide for offline reading failed',
        },
        {error: state.error},
      );
    case 'unsupported':
      return translate({
        id: 'offline.save.unsupported',
        message: 'This browser cannot save pages for offline reading.',
        description: 'Shown when the browser has no service workers (or they are turned off)',
      });
    default:
      return null;
  }
}

export default function SaveGuide(): ReactNode {
  const {
    i18n: {currentLocale: locale},
  } = useDocusaurusContext();
  const id = useId();
  const [state, setState] = useState<State>({kind: 'idle'});

  useEffect(() => {
    try {
      if (localStorage.getItem(savedKey(locale)) === '1') setState({kind: 'saved', fresh: false});
    } catch {
      // storage blocked
    }
  }, [locale]);

  const save = () => {
    if (!('serviceWorker' in navigator)) {
      setState({kind: 'unsupported'});
      return;
    }
    setState({kind: 'saving', done: 0, total: 0});
    send({type: 'SAVE_GUIDE', locale}, (reply) => {
      if (reply.type === 'progress') setState({kind: 'saving', done: reply.done, total: reply.total});
      else if (reply.type === 'saved') {
        remember(locale, true);
        setState({kind: 'saved', fresh: true});
      } else if (reply.type === 'failed') setState({kind: 'failed', error: reply.error});
      return reply.type !== 'progress';
    }).catch((error: unknown) =>
      setState(error instanceof Error && error.message === 'unsupported' ? {kind: 'unsupported'} : {kind: 'failed', error: String(error)}),
    );
  };

  const remove = () => {
    send({type: 'REMOVE_GUIDE', locale}, () => true).then(
      () => {
        remember(locale, false);
        setState({kind: 'removed'});
      },
      (error: unknown) => setState({kind: 'failed', error: String(error)}),
    );
  };

  const saved = state.kind === 'saved';
  return (
    <section className={clsx('save-guide', styles.saveGuide)} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        <Translate id="offline.save.title" description="Heading of the offline-reading box at the end of a doc page">
          Read offline
        </Translate>
      </h2>
      <p className={styles.text}>
        <Translate id="offline.save.intro" description="What saving the guide for offline reading does">
          Save this guide in this language, with its search, on this device to read it without a connection. Pages you have opened are kept
          anyway.
        </Translate>
      </p>
      <div className={styles.row}>
        {saved ? (
          <button type="button" className="button button--secondary button--sm" onClick={remove}>
            <Translate id="offline.save.remove" description="Button that removes the guide saved for offline reading">
              Remove the saved copy
            </Translate>
          </button>
        ) : (
          <button type="button" className="button button--primary button--sm" onClick={save} disabled={state.kind === 'saving'}>
            <Translate id="offline.save.button" description="Button that saves the guide for offline reading">
              Save for offline reading
            </Translate>
          </button>
        )}
        <p className={styles.status} role="status">
          {status(state)}
        </p>
      </div>
    </section>
  );
}
