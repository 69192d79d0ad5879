/**
 * Wraps the theme's MDX components to register the few of ours that nearly every page uses,
 * and to render Markdown tables with our Table. The others are imported into the pages that
 * use them by src/plugins/pageComponents, so their code loads only there. See src/theme/README.md.
 */
import MDXComponents from '@theme-original/MDXComponents';
import MenuPath from '@site/src/components/MenuPath';
import Default from '@site/src/components/Default';
import Table from '@site/src/components/Table';
import StarCode from '@site/src/components/StarCode';
import SinceVersion from '@site/src/components/SinceVersion';

export default {
  ...MDXComponents,
  table: Table,
  MenuPath,
  Default,
  StarCode,
  SinceVersion,
};
