/**
 * Swizzled (wrap): "Need help?" (src/components/NeedHelp) and "Read offline" (src/components/
 * SaveGuide) at the end of every doc page, before the theme's footer with the date of the last
 * change.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import NeedHelp from '@site/src/components/NeedHelp';
import SaveGuide from '@site/src/components/SaveGuide';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <NeedHelp />
      <SaveGuide />
      <Footer {...props} />
    </>
  );
}
