/**
 * The web interface's menu paths that pages refer to. Pages render them with
 * `<MenuPath id="…" />` (bold, with › separators), so a renamed menu is changed here once,
 * and the content check fails on a page that writes a known path out by hand.
 *
 * One module per area of the guide, so that each area's pages own their paths; ids are unique
 * across all of them and no path has two ids (a unit test checks both). Every path comes from
 * the fact base. Labels are the product's English labels: the sources give no German ones.
 */
import {systemMenuPaths as system} from './system';
import gettingStarted from './gettingStarted';
import installation from './installation';
import adminA from './adminA';
import adminB from './adminB';
import tenants from './tenants';
import accounts from './accounts';
import routing from './routing';
import records from './records';
import provisioning from './provisioning';
import apps from './apps';
import integrations from './integrations';
import analytics from './analytics';
import api from './api';
import scripting from './scripting';
import user from './user';
import releases from './releases';

/** The modules by area, for the uniqueness test. */
export const menuPathModules = {
  system,
  gettingStarted,
  installation,
  adminA,
  adminB,
  tenants,
  accounts,
  routing,
  records,
  provisioning,
  apps,
  integrations,
  analytics,
  api,
  scripting,
  user,
  releases,
} as const;

export const menuPaths = {
  ...system,
  ...gettingStarted,
  ...installation,
  ...adminA,
  ...adminB,
  ...tenants,
  ...accounts,
  ...routing,
  ...records,
  ...provisioning,
  ...apps,
  ...integrations,
  ...analytics,
  ...api,
  ...scripting,
  ...user,
  ...releases,
} as const satisfies Record<string, readonly string[]>;

export type MenuPathId = keyof typeof menuPaths;

export const MENU_SEPARATOR = ' › ';

export function menuPathText(id: MenuPathId): string {
  return menuPaths[id].join(MENU_SEPARATOR);
}
