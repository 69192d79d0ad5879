/**
 * Swizzled (eject, small): the desktop sidebar stays mounted on a phone-sized window.
 *
 * The server renders the desktop sidebar and the CSS hides it below the desktop breakpoint.
 * The theme unmounts it right after hydration on a phone, which on a first visit is a second
 * pass over the whole sidebar (and the removal of its markup) while the page starts; keeping
 * it costs nothing, since it is not displayed. On a phone the page's sidebar also goes into the
 * mobile menu, as in the theme. The desktop sidebar hydrates after the page around it
 * (src/components/Deferred).
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import Deferred from '@site/src/components/Deferred';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <Deferred>
        <DocSidebarDesktop {...props} />
      </Deferred>
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
