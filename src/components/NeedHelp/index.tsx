/**
 * "Need help?" at the end of every doc page (src/theme/DocItem/Footer): the brand's forum,
 * support desk (ticket system) and status page, from brand.ts, so a reseller's brand file
 * points them to its own. The class `need-help` hides it in print (src/css/custom.css).
 */
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBrand from '@site/src/utils/useBrand';
import styles from './styles.module.css';

export default function NeedHelp(): ReactNode {
  const {links} = useBrand();
  const id = useId();
  return (
    <section className={clsx('need-help', styles.needHelp)} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        <Translate id="needHelp.title" description="Heading of the support links at the end of a doc page">
          Need help?
        </Translate>
      </h2>
      <ul className={styles.list}>
        <li>
          <Link href={links.forum}>
            <Translate id="needHelp.forum">Ask in the forum</Translate>
          </Link>
          <span className={styles.what}>
            <Translate id="needHelp.forum.what">questions, answers and tips from other administrators and users</Translate>
          </span>
        </li>
        <li>
          <Link href={links.supportDesk}>
            <Translate id="needHelp.supportDesk">Open a support ticket</Translate>
          </Link>
          <span className={styles.what}>
            <Translate id="needHelp.supportDesk.what">for a problem with your system or your account</Translate>
          </span>
        </li>
        <li>
          <Link href={links.statusPage}>
            <Translate id="needHelp.status">Check the service status</Translate>
          </Link>
          <span className={styles.what}>
            <Translate id="needHelp.status.what">outages and planned maintenance</Translate>
          </span>
        </li>
      </ul>
    </section>
  );
}
