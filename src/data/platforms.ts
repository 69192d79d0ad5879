/**
 * Supported operating systems and sizing figures. The installation pages render them with
 * `<SupportedPlatforms />` and `<SizingTable />`.
 */
import type {Localized} from './types';

export type Platform = {
  id: string;
  name: string;
  versions: string;
  architectures: string;
  /** Slug of the installation page (without `/docs/`). */
  guide: string;
  notes: Localized;
};

export const platforms: readonly Platform[] = [
  {id: 'debian', name: 'Debian', versions: '12, 13', architectures: 'x86-64, ARM64', guide: 'install-debian', notes: {en: 'Reference platform; every release is tested on it first.', de: 'Referenzplattform; jede Version wird zuerst darauf getestet.'}},
  {id: 'ubuntu', name: 'Ubuntu Server', versions: '22.04 LTS, 24.04 LTS', architectures: 'x86-64, ARM64', guide: 'install-ubuntu', notes: {en: 'LTS releases only.', de: 'Nur LTS-Versionen.'}},
  {id: 'rhel', name: 'RHEL, Rocky Linux, AlmaLinux', versions: '9', architectures: 'x86-64, ARM64', guide: 'install-rhel', notes: {en: 'SELinux stays enforcing; the package ships its policy module.', de: 'SELinux bleibt im Modus „enforcing“; das Paket bringt sein Policy-Modul mit.'}},
  {id: 'windows', name: 'Windows Server', versions: '2022, 2025', architectures: 'x86-64', guide: 'install-windows', notes: {en: 'Runs as a Windows service; suited to small and medium systems.', de: 'Läuft als Windows-Dienst; geeignet für kleine und mittlere Systeme.'}},
  {id: 'container', name: 'OCI container (Docker, Podman)', versions: 'image per release', architectures: 'x86-64, ARM64', guide: 'install-docker', notes: {en: 'Host networking required for SIP and RTP.', de: 'Host-Netzwerk für SIP und RTP erforderlich.'}},
  {id: 'raspberry-pi', name: 'Raspberry Pi OS (64-bit)', versions: 'Bookworm', architectures: 'ARM64', guide: 'install-raspberry-pi', notes: {en: 'Raspberry Pi 4 or 5 with 4 GB RAM or more; up to 20 extensions.', de: 'Raspberry Pi 4 oder 5 mit mindestens 4 GB RAM; bis zu 20 Nebenstellen.'}},
];

export type SizingTier = {
  id: string;
  label: Localized;
  extensions: string;
  concurrentCalls: string;
  vcpu: string;
  ramGb: string;
  diskGb: string;
};

/** Without call recording or transcription; see the capacity planning page for those. */
export const sizing: readonly SizingTier[] = [
  {id: 'tiny', label: {en: 'Small office', de: 'Kleines Büro'}, extensions: '≤ 20', concurrentCalls: '≤ 8', vcpu: '1', ramGb: '1', diskGb: '10'},
  {id: 'small', label: {en: 'Small business', de: 'Kleines Unternehmen'}, extensions: '≤ 100', concurrentCalls: '≤ 30', vcpu: '2', ramGb: '2', diskGb: '20'},
  {id: 'medium', label: {en: 'Medium business', de: 'Mittleres Unternehmen'}, extensions: '≤ 500', concurrentCalls: '≤ 120', vcpu: '4', ramGb: '4', diskGb: '50'},
  {id: 'large', label: {en: 'Large site or call centre', de: 'Großer Standort oder Callcenter'}, extensions: '≤ 2,000', concurrentCalls: '≤ 400', vcpu: '8', ramGb: '8', diskGb: '100'},
  {id: 'hosted', label: {en: 'Hosted, multi-tenant', de: 'Gehostet, mandantenfähig'}, extensions: '≤ 10,000', concurrentCalls: '≤ 1,500', vcpu: '16', ramGb: '32', diskGb: '500'},
];

/** Added per concurrent recorded call (G.711, written to disk as it happens). */
export const recordingOverhead = {diskMbPerHour: 29, cpuPercentPerCall: 0.5};
