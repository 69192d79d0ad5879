import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Brand} from '@site/brand';

/** The brand the site was built with (passed from brand.ts through `customFields`). */
export default function useBrand(): Brand {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.brand as Brand;
}
