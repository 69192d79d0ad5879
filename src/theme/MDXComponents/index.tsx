/**
 * Wraps the theme's MDX components to register ours once, so that no page imports helpers
 * by relative path. See src/theme/README.md.
 */
import MDXComponents from '@theme-original/MDXComponents';
import PortsTable from '@site/src/components/PortsTable';
import DialPatternTester from '@site/src/components/DialPatternTester';

export default {
  ...MDXComponents,
  PortsTable,
  DialPatternTester,
};
