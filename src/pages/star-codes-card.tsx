import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrand from '@site/src/utils/useBrand';
import useLang from '@site/src/utils/useLang';
import {starCodes, STAR_CODE_AREAS, type StarCodeArea} from '@site/src/data/starCodes';
import styles from './_star-codes-card/styles.module.css';

/** The areas a user dials codes for; hotel and administrative codes are for staff. */
const CARD_AREAS: StarCodeArea[] = [
  'forwarding',
  'voicemail',
  'park-pickup',
  'calls',
  'queues',
  'presence',
  'cell-phone',
  'privacy',
  'monitoring',
];

/**
 * The printable star-code card: one sheet (A4 or Letter) per language, from the same data as
 * the star-code pages (src/data/starCodes.ts). On screen it is a page of the site; printed, the
 * navigation and footer drop out and the codes fill one page.
 */
export default function StarCodesCard(): ReactNode {
  const brand = useBrand();
  const lang = useLang();
  const title = translate({id: 'starCodesCard.title', message: 'Star-code card'}, {});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'starCodesCard.description',
        message: 'A printable card of the star codes a tenant starts with: forwarding, voicemail, park and pickup, queues and more.',
      })}
    >
      <main className={styles.page}>
        <div className={styles.card}>
          <header className={styles.header}>
            <Heading as="h1" className={styles.title}>
              <Translate id="starCodesCard.heading" values={{product: brand.name}}>
                {'{product} star codes'}
              </Translate>
            </Heading>
            <p className={styles.note}>
              <Translate id="starCodesCard.note">
                Dial the code from your phone; where a column says what to dial after it, add that. Codes are set per tenant, so yours may
                differ: codes marked † are typical defaults, not confirmed for every version. Ask your administrator when a code does not
                work.
              </Translate>
            </p>
            <p className={styles.screenOnly}>
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                <Translate id="starCodesCard.print">Print the card</Translate>
              </button>{' '}
              <Link to="/docs/star-codes">
                <Translate id="starCodesCard.back">Star codes in the guide</Translate>
              </Link>
            </p>
          </header>
          <div className={styles.areas}>
            {CARD_AREAS.map((area) => (
              <section key={area} className={styles.area} aria-labelledby={`card-${area}`}>
                <Heading as="h2" id={`card-${area}`} className={styles.areaTitle}>
                  {STAR_CODE_AREAS[area][lang]}
                </Heading>
                <table className={styles.table}>
                  <tbody>
                    {starCodes
                      .filter((c) => c.area === area)
                      .map((c) => (
                        <tr key={c.id}>
                          <th scope="row">
                            <code>{c.code}</code>
                            {c.basis === 'typical' && <span aria-hidden="true">†</span>}
                          </th>
                          <td>
                            {c.feature[lang]}
                            {c.argument && <span className={styles.argument}>{` + ${c.argument[lang]}`}</span>}
                            {c.basis === 'typical' && (
                              <span className={styles.visuallyHidden}>
                                <Translate id="starCodesCard.typical"> (typical default)</Translate>
                              </span>
                            )}
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
