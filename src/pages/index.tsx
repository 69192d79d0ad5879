import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrand from '@site/src/utils/useBrand';
import {latestRelease} from '@site/src/data/releases';
import styles from './_home/styles.module.css';

type Tile = {key: string; to: string; title: ReactNode; body: ReactNode};

function useTiles(): Tile[] {
  const brand = useBrand();
  return [
    {
      key: 'admins',
      to: `/docs/${brand.slug}-pbx-documentation`,
      title: <Translate id="home.tiles.admins.title">Administrators</Translate>,
      body: (
        <Translate id="home.tiles.admins.body">
          Install and secure the PBX, open the right ports, connect trunks and keep the system up to date.
        </Translate>
      ),
    },
    {
      key: 'tenants',
      to: '/docs/extensions',
      title: <Translate id="home.tiles.tenants.title">Tenant managers</Translate>,
      body: <Translate id="home.tiles.tenants.body">Create extensions, build call queues and shape how calls reach your team.</Translate>,
    },
    {
      key: 'users',
      to: '/docs/softphone',
      title: <Translate id="home.tiles.users.title">End users</Translate>,
      body: <Translate id="home.tiles.users.body">Make, transfer and record calls with the softphone on your desktop or phone.</Translate>,
    },
    {
      key: 'integrators',
      to: '/docs/ivr-javascript',
      title: <Translate id="home.tiles.integrators.title">Integrators</Translate>,
      body: <Translate id="home.tiles.integrators.body">Script IVR menus in JavaScript and hand calls to your own applications.</Translate>,
    },
  ];
}

function usePopularTopics(): Array<{to: string; label: string}> {
  const brand = useBrand();
  return [
    {to: '/docs/login', label: translate({id: 'home.topics.login', message: 'Logging in for the first time'})},
    {to: '/docs/extensions', label: translate({id: 'home.topics.extensions', message: 'Creating extensions'})},
    {to: '/docs/trunk-overview', label: translate({id: 'home.topics.trunks', message: 'Connecting a SIP trunk'})},
    {to: '/docs/call-queues', label: translate({id: 'home.topics.queues', message: 'Setting up a call queue'})},
    {to: `/docs/${brand.slug}ports`, label: translate({id: 'home.topics.ports', message: 'Ports and firewall rules'})},
    {to: '/docs/android-app', label: translate({id: 'home.topics.android', message: 'Rolling out the Android app'})},
  ];
}

function HomeSearch(): ReactNode {
  const action = useBaseUrl('/search');
  const label = translate({id: 'home.search.label', message: 'Search the documentation'});
  return (
    <form className={styles.search} action={action} method="get" role="search" aria-label={label}>
      <input
        className={styles.searchInput}
        type="search"
        name="q"
        aria-label={label}
        placeholder={translate({
          id: 'home.search.placeholder',
          message: 'e.g. trunk registration, call queue, ports',
        })}
      />
      <button className="button button--primary" type="submit">
        <Translate id="home.search.submit">Search</Translate>
      </button>
    </form>
  );
}

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const brand = useBrand();
  const tiles = useTiles();
  const topics = usePopularTopics();
  const lang = i18n.currentLocale === 'de' ? 'de' : 'en';
  return (
    <Layout title={translate({id: 'home.title', message: 'Documentation home'})} description={siteConfig.tagline}>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="home.heading" values={{product: brand.name}}>
                {'{product} documentation'}
              </Translate>
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <HomeSearch />
          </div>
        </header>
        <section className={`container ${styles.section}`} aria-labelledby="audiences">
          <Heading as="h2" id="audiences">
            <Translate id="home.audiences">Start where you work</Translate>
          </Heading>
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.key}>
                <Link className={styles.tile} to={tile.to}>
                  <Heading as="h3">{tile.title}</Heading>
                  <p>{tile.body}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className={`container ${styles.columns}`}>
          <section aria-labelledby="latest-release">
            <Heading as="h2" id="latest-release">
              <Translate id="home.latestRelease">Latest release</Translate>
            </Heading>
            <div className={styles.release}>
              <Heading as="h3">
                <Translate id="home.latestRelease.version" values={{product: brand.name, version: latestRelease.name[lang]}}>
                  {'{product} {version}'}
                </Translate>
              </Heading>
              {latestRelease.headline && <p>{latestRelease.headline[lang]}</p>}
              <Link to={`/docs/${latestRelease.slug ?? 'release-notes'}`}>
                <Translate id="home.latestRelease.read" values={{version: latestRelease.name[lang]}}>
                  {'Read the {version} release notes'}
                </Translate>
              </Link>
            </div>
          </section>
          <section aria-labelledby="popular-topics">
            <Heading as="h2" id="popular-topics">
              <Translate id="home.popularTopics">Popular topics</Translate>
            </Heading>
            <ul className={styles.topics}>
              {topics.map((topic) => (
                <li key={topic.to}>
                  <Link to={topic.to}>{topic.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
