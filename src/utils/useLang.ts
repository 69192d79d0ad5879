import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Localized} from '@site/src/data/types';

/** The current site language as a key of `Localized` texts in src/data/. */
export default function useLang(): keyof Localized {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'de' ? 'de' : 'en';
}
