/**
 * Swizzled (wrap): the "Copy page" menu (src/components/CopyPageMenu) before the doc's content,
 * where it floats beside the title. Only doc pages render DocItem/Content, so every page that
 * has a `.md` (src/plugins/markdownExport) gets the menu, and no other page does.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
