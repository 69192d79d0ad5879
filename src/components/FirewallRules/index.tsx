import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useBrand from '@site/src/utils/useBrand';
import {firewallRules, type FirewallTool} from './rules';

export type Props = {
  tool: FirewallTool;
};

const LANGUAGE: Record<FirewallTool, string> = {
  ufw: 'bash',
  firewalld: 'bash',
  nftables: 'nginx',
  windows: 'powershell',
  aws: 'bash',
  azure: 'bash',
  gcloud: 'bash',
  doctl: 'bash',
};

/** Firewall commands that open the PBX's inbound ports, generated from src/data/ports.ts. */
export default function FirewallRules({tool}: Props): ReactNode {
  const brand = useBrand();
  return <CodeBlock language={LANGUAGE[tool]}>{firewallRules(tool, brand.slug)}</CodeBlock>;
}
