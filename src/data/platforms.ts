/**
 * Platforms and the per-call arithmetic the installation pages use. `<SupportedPlatforms />`
 * renders `platforms`, `<SizingTable />` renders `sizing`.
 *
 * There is no official platform matrix and there are no vendor sizing figures. `platforms`
 * therefore says, per platform, how the product gets onto it and what the product's material
 * (and third-party material built on the vendor's installer) shows; it names no OS versions as
 * "supported". `sizing` is not a sizing table in the vendor's sense: it is the generic codec
 * arithmetic (payload rate plus IPv4/UDP/RTP headers), computed, not typed in.
 */
import type {Localized} from './types';

/** How far the product's material covers a platform. */
export type Coverage =
  /** The vendor's current installer is seen in use on it. */
  | 'installer'
  /** Only old vendor material (scripts, manuals) covers it. */
  | 'old'
  /** Nothing in the product's material covers it; the page gives the generic route. */
  | 'none';

export type Platform = {
  id: string;
  name: Localized;
  /** Slug of the installation page (without `/docs/`). */
  guide: string;
  coverage: Coverage;
  /** How the software gets onto the platform. */
  method: Localized;
  /** What the product's material shows for the platform, and what it leaves open. */
  material: Localized;
};

export const platforms: readonly Platform[] = [
  {
    id: 'debian',
    name: {en: 'Debian (64-bit)', de: 'Debian (64 Bit)'},
    guide: 'install-debian',
    coverage: 'installer',
    method: {en: 'The vendor’s Linux installer `install-linux.sh`', de: 'Der Linux-Installer `install-linux.sh` des Herstellers'},
    material: {
      en: 'The vendor builds the PBX for 64-bit Debian; older vendor scripts installed these builds into /usr/local/pbx. No list of supported Debian releases.',
      de: 'Der Hersteller baut die Telefonanlage für 64-Bit-Debian; ältere Skripte des Herstellers installierten diese Builds nach /usr/local/pbx. Keine Liste unterstützter Debian-Versionen.',
    },
  },
  {
    id: 'ubuntu',
    name: {en: 'Ubuntu Server', de: 'Ubuntu Server'},
    guide: 'install-ubuntu',
    coverage: 'installer',
    method: {en: 'The vendor’s Linux installer `install-linux.sh`', de: 'Der Linux-Installer `install-linux.sh` des Herstellers'},
    material: {
      en: 'Ubuntu 24.04 with the vendor’s installer is seen in a third-party deployment. No list of supported Ubuntu releases.',
      de: 'Ubuntu 24.04 mit dem Installer des Herstellers ist in einer Installation durch Dritte belegt. Keine Liste unterstützter Ubuntu-Versionen.',
    },
  },
  {
    id: 'rhel',
    name: {en: 'RHEL, Rocky Linux, AlmaLinux', de: 'RHEL, Rocky Linux, AlmaLinux'},
    guide: 'install-rhel',
    coverage: 'old',
    method: {
      en: 'Ask the vendor whether the Linux installer supports it',
      de: 'Fragen Sie den Hersteller, ob der Linux-Installer sie unterstützt',
    },
    material: {
      en: 'Only an old vendor script for CentOS (init script pbx, /usr/local/pbx). Nothing on current RHEL-family releases.',
      de: 'Nur ein altes Skript des Herstellers für CentOS (Init-Skript pbx, /usr/local/pbx). Nichts zu aktuellen Versionen der RHEL-Familie.',
    },
  },
  {
    id: 'windows',
    name: {en: 'Windows', de: 'Windows'},
    guide: 'install-windows',
    coverage: 'old',
    method: {en: 'A Windows service running `pbxctrl.exe`', de: 'Ein Windows-Dienst, der `pbxctrl.exe` ausführt'},
    material: {
      en: 'A manual of the product’s predecessor: the PBX runs as a Windows service. Ask the vendor for the installer file, its folders and the supported Windows versions.',
      de: 'Ein Handbuch des Vorgängerprodukts: Die Telefonanlage läuft als Windows-Dienst. Installationsdatei, Ordner und unterstützte Windows-Versionen erfahren Sie beim Hersteller.',
    },
  },
  {
    id: 'container',
    name: {en: 'Containers (Docker, Podman)', de: 'Container (Docker, Podman)'},
    guide: 'install-docker',
    coverage: 'none',
    method: {
      en: 'No official image; a self-built image that starts `pbxctrl --no-daemon`',
      de: 'Kein offizielles Image; ein selbst gebautes Image, das `pbxctrl --no-daemon` startet',
    },
    material: {
      en: 'Community Dockerfiles wrap the old vendor scripts. The vendor publishes no image.',
      de: 'Dockerfiles aus der Community bauen auf den alten Skripten des Herstellers auf. Der Hersteller veröffentlicht kein Image.',
    },
  },
  {
    id: 'raspberry-pi',
    name: {en: 'Raspberry Pi and ARM', de: 'Raspberry Pi und ARM'},
    guide: 'install-raspberry-pi',
    coverage: 'none',
    method: {en: 'Only if the vendor provides an ARM build', de: 'Nur, wenn der Hersteller einen ARM-Build bereitstellt'},
    material: {
      en: 'No ARM build and no Raspberry Pi support are known; ask the vendor before you plan one.',
      de: 'Ein ARM-Build oder Unterstützung für den Raspberry Pi ist nicht bekannt; fragen Sie den Hersteller, bevor Sie damit planen.',
    },
  },
  {
    id: 'aws',
    name: {en: 'Amazon Web Services (EC2)', de: 'Amazon Web Services (EC2)'},
    guide: 'install-aws',
    coverage: 'installer',
    method: {
      en: 'The AWS Marketplace image, or the Linux installer on your own instance',
      de: 'Das Image im AWS Marketplace oder der Linux-Installer auf einer eigenen Instanz',
    },
    material: {
      en: 'A Marketplace image exists and has its own initial credentials. A third-party deployment runs the installer on Ubuntu 24.04.',
      de: 'Ein Marketplace-Image existiert und hat eigene Zugangsdaten für die erste Anmeldung. Eine Installation durch Dritte führt den Installer unter Ubuntu 24.04 aus.',
    },
  },
  {
    id: 'azure',
    name: {en: 'Microsoft Azure', de: 'Microsoft Azure'},
    guide: 'install-azure',
    coverage: 'none',
    method: {en: 'The Linux installer on a Linux VM', de: 'Der Linux-Installer auf einer Linux-VM'},
    material: {
      en: 'Named by the vendor among cloud deployments; no Azure-specific guidance.',
      de: 'Vom Hersteller unter den Cloud-Installationen genannt; keine Hinweise speziell für Azure.',
    },
  },
  {
    id: 'google-cloud',
    name: {en: 'Google Cloud (Compute Engine)', de: 'Google Cloud (Compute Engine)'},
    guide: 'install-google-cloud',
    coverage: 'none',
    method: {en: 'The Linux installer on a Linux VM', de: 'Der Linux-Installer auf einer Linux-VM'},
    material: {
      en: 'Named by the vendor among cloud deployments; no Google-Cloud-specific guidance.',
      de: 'Vom Hersteller unter den Cloud-Installationen genannt; keine Hinweise speziell für Google Cloud.',
    },
  },
  {
    id: 'digitalocean',
    name: {en: 'DigitalOcean', de: 'DigitalOcean'},
    guide: 'install-digitalocean',
    coverage: 'none',
    method: {en: 'The Linux installer on a droplet', de: 'Der Linux-Installer auf einem Droplet'},
    material: {
      en: 'Named by the vendor among cloud deployments; no DigitalOcean-specific guidance.',
      de: 'Vom Hersteller unter den Cloud-Installationen genannt; keine Hinweise speziell für DigitalOcean.',
    },
  },
  {
    id: 'virtualisation',
    name: {en: 'VMware and Hyper-V', de: 'VMware und Hyper-V'},
    guide: 'install-vmware-hyperv',
    coverage: 'old',
    method: {
      en: 'The Linux installer in a Linux guest, or a Windows guest',
      de: 'Der Linux-Installer in einem Linux-Gast oder ein Windows-Gast',
    },
    material: {
      en: 'A vendor blog (2014): a hosted PBX VM needs effectively exclusive CPU time, roughly one core.',
      de: 'Ein Blogbeitrag des Herstellers (2014): Eine VM mit gehosteter Telefonanlage braucht praktisch exklusive CPU-Zeit, etwa einen Kern.',
    },
  },
];

/**
 * Generic per-call arithmetic for one codec: the codec's payload bit rate at a packet interval.
 * Not vendor figures; the component computes the packet and bandwidth columns from these.
 */
export type CodecRate = {
  id: string;
  codec: string;
  /** Payload bit rate of the codec in kbit/s (a property of the codec standard). */
  payloadKbit: number;
  /** Packet interval in milliseconds. */
  ptimeMs: number;
};

/** IPv4 (20) + UDP (8) + RTP (12) header bytes per packet. */
export const IPV4_UDP_RTP_HEADER_BYTES = 40;

export const sizing: readonly CodecRate[] = [
  {id: 'g711', codec: 'G.711 (PCMU, PCMA)', payloadKbit: 64, ptimeMs: 20},
  {id: 'g722', codec: 'G.722', payloadKbit: 64, ptimeMs: 20},
  {id: 'g729', codec: 'G.729', payloadKbit: 8, ptimeMs: 20},
];

/** Packets per second in one direction. */
export function packetsPerSecond(c: CodecRate): number {
  return 1000 / c.ptimeMs;
}

/** Payload bytes in one packet. */
export function payloadBytes(c: CodecRate): number {
  return (c.payloadKbit * 1000 * c.ptimeMs) / 1000 / 8;
}

/** Bandwidth of one call leg in one direction on the IP layer (IPv4), in kbit/s. */
export function ipKbitPerDirection(c: CodecRate): number {
  return ((payloadBytes(c) + IPV4_UDP_RTP_HEADER_BYTES) * 8 * packetsPerSecond(c)) / 1000;
}

/** Audio payload of one hour of one direction at the codec's rate, in MB (10^6 bytes). */
export function payloadMbPerHour(c: CodecRate): number {
  return (c.payloadKbit * 1000 * 3600) / 8 / 1e6;
}
