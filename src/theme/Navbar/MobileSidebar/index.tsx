/**
 * Swizzled (wrap): the mobile menu is built the first time it opens, and keyboard use of it.
 *
 * The theme renders the whole menu (navbar items and the page's sidebar) into the hidden panel
 * as soon as hydration finds a phone-sized window: on a doc page that is a second copy of the
 * sidebar, built on every first visit while the reader has not touched the menu yet. Here it
 * is built when the menu first opens and then kept. Opening it moves the focus into it (the
 * menu covers the page); Escape closes it and returns the focus to the menu button.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (!shown) return undefined;
    document.querySelector('.navbar-sidebar')?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return opened ? <MobileSidebar /> : null;
}
