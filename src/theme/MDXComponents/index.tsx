/**
 * Wraps the theme's MDX components to register ours once, so that no page imports helpers
 * by relative path, and to render Markdown tables with our Table. See src/theme/README.md.
 */
import MDXComponents from '@theme-original/MDXComponents';
import PortsTable from '@site/src/components/PortsTable';
import DialPatternTester from '@site/src/components/DialPatternTester';
import MenuPath from '@site/src/components/MenuPath';
import Default from '@site/src/components/Default';
import SupportedPlatforms from '@site/src/components/SupportedPlatforms';
import SizingTable from '@site/src/components/SizingTable';
import FirewallRules from '@site/src/components/FirewallRules';
import Table from '@site/src/components/Table';
import StarCodeTable from '@site/src/components/StarCodeTable';
import StarCode from '@site/src/components/StarCode';
import AccountTypes from '@site/src/components/AccountTypes';
import QueueStrategies from '@site/src/components/QueueStrategies';
import CdrFields from '@site/src/components/CdrFields';
import ApiOperation from '@site/src/components/ApiOperation';
import DialPlanSimulator from '@site/src/components/DialPlanSimulator';
import PhoneVendorTable from '@site/src/components/PhoneVendorTable';
import MicrosoftIntegrations from '@site/src/components/MicrosoftIntegrations';
import ReleaseNotes from '@site/src/components/ReleaseNotes';
import ReleaseHub from '@site/src/components/ReleaseHub';
import SinceVersion from '@site/src/components/SinceVersion';
import ProvisioningHelper from '@site/src/components/ProvisioningHelper';

export default {
  ...MDXComponents,
  table: Table,
  PortsTable,
  DialPatternTester,
  MenuPath,
  Default,
  SupportedPlatforms,
  SizingTable,
  FirewallRules,
  StarCodeTable,
  StarCode,
  AccountTypes,
  QueueStrategies,
  CdrFields,
  ApiOperation,
  DialPlanSimulator,
  PhoneVendorTable,
  MicrosoftIntegrations,
  ReleaseNotes,
  ReleaseHub,
  SinceVersion,
  ProvisioningHelper,
};
