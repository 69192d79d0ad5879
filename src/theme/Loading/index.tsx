/**
 * Swizzled (ejected; the original is a fallback theme component of @docusaurus/core 3.10.2):
 * the original shows an untranslated "Retry" button with inline colours that ignore dark mode.
 * Same behaviour: the error text and Retry while a failed route chunk is shown; a spinner after
 * the loading delay; nothing before.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The props react-loadable passes (see @docusaurus/core's fallback Loading). */
export type Props = {error?: Error | null; retry: () => void; pastDelay: boolean};

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.error}`} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--danger" onClick={retry}>
          <Translate id="theme.Loading.retry" description="Button that retries loading a page that failed to load">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerBox} role="status">
        <span className={styles.spinner} />
        <span className="sr-only">
          <Translate id="theme.Loading.loading" description="Screen-reader text while a page loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
