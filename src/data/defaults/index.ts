/**
 * Defaults and fixed names that several pages state (paths, the service name, timeouts).
 * Pages render them with `<Default id="…" />`. Values in code form are the same in every
 * language; values with words carry both languages. `{product}` becomes the brand's slug in
 * code values. One module per area of the guide; ids are unique across all of them.
 */
import type {DefaultValue} from './types';
import {systemDefaults as system} from './system';
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

export type {DefaultValue};

export const defaultModules = {
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

export const defaults = {
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
} as const satisfies Record<string, DefaultValue>;

export type DefaultId = keyof typeof defaults;
