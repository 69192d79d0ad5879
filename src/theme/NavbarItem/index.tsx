/**
 * Swizzled (wrap): the navbar's links and menus (the guides, the version and language menus)
 * hydrate after the page around them (src/components/Deferred), each in a task of its own.
 *
 * Below the desktop breakpoint the theme's CSS hides them (the mobile menu shows its own
 * copies, built when it opens), yet they hydrated with the page: the guides' links find the
 * page's doc among all docs of the version, which on a first visit compiles a path pattern for
 * each doc. The search box is not deferred; a phone shows it.
 */
import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import Deferred from '@site/src/components/Deferred';

type Props = WrapperProps<typeof NavbarItemType>;

export default function NavbarItemWrapper(props: Props): ReactNode {
  if (props.mobile || props.type === 'search' || 'isDropdownItem' in props) return <NavbarItem {...props} />;
  return (
    <Deferred>
      <NavbarItem {...props} />
    </Deferred>
  );
}
