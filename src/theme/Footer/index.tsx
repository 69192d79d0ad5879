/**
 * Swizzled (wrap): the site's footer hydrates after the page around it
 * (src/components/Deferred); it is the same markup as the theme's.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import Deferred from '@site/src/components/Deferred';

export default function FooterWrapper(): ReactNode {
  return (
    <Deferred>
      <Footer />
    </Deferred>
  );
}
