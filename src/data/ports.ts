/**
 * Every network port the PBX uses, with its default, purpose and where to change it.
 * The ports page and every ports table in the guide render from this list, and the firewall
 * rules are generated from it.
 *
 * `basis` says where a number comes from: `product` is the product's documented default;
 * `protocol` is the protocol's standard port where the product documents none of its own;
 * a port of `null` is one the administrator chooses (the RTP range has no documented default).
 */
import type {Localized} from './types';
import type {MenuPathId} from './menuPaths';

export type Transport = 'UDP' | 'TCP' | 'UDP/TCP';

export type Port = {
  /** Stable id, used as the table row's anchor. */
  id: string;
  /** A single port (`5060`) or a range (`10000-20000`); null where the administrator sets it. */
  port: string | null;
  transport: Transport;
  /** Inbound: clients connect to the PBX. Outbound: the PBX connects out. */
  direction: 'inbound' | 'outbound';
  service: string;
  purpose: Localized;
  basis: 'product' | 'protocol' | 'chosen';
  /** Whether the PBX listens on it after a fresh installation; null where that is not documented. */
  enabledByDefault: boolean | null;
  /** Where the port is changed: a menu path of the web interface (src/data/menuPaths). */
  setting?: MenuPathId;
};

export const ports: readonly Port[] = [
  {
    id: 'http',
    port: '80',
    transport: 'TCP',
    direction: 'inbound',
    service: 'HTTP',
    purpose: {
      en: 'Web interface and REST API over plain HTTP; Let’s Encrypt’s http-01 check reaches the PBX here',
      de: 'Weboberfläche und REST-API über unverschlüsseltes HTTP; die http-01-Prüfung von Let’s Encrypt erreicht die Telefonanlage hier',
    },
    basis: 'product',
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'https',
    port: '443',
    transport: 'TCP',
    direction: 'inbound',
    service: 'HTTPS',
    purpose: {
      en: 'Web interface, user portal, REST API and WebRTC over TLS',
      de: 'Weboberfläche, Benutzerportal, REST-API und WebRTC über TLS',
    },
    basis: 'product',
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'sip',
    port: '5060',
    transport: 'UDP/TCP',
    direction: 'inbound',
    service: 'SIP',
    purpose: {
      en: 'SIP signalling for phones and trunks (“SIP UDP Ports”, “SIP TCP Ports”)',
      de: 'SIP-Signalisierung für Telefone und Trunks („SIP UDP Ports“, „SIP TCP Ports“)',
    },
    basis: 'product',
    enabledByDefault: true,
    setting: 'admin-sip',
  },
  {
    id: 'sip-tls',
    port: '5061',
    transport: 'TCP',
    direction: 'inbound',
    service: 'SIP over TLS',
    purpose: {
      en: 'Encrypted SIP signalling (“SIP TLS Ports”)',
      de: 'Verschlüsselte SIP-Signalisierung („SIP TLS Ports“)',
    },
    basis: 'product',
    enabledByDefault: true,
    setting: 'admin-sip',
  },
  {
    id: 'rtp',
    port: null,
    transport: 'UDP',
    direction: 'inbound',
    service: 'RTP/SRTP',
    purpose: {
      en: 'Voice media of every call; the range is part of the system’s RTP settings',
      de: 'Sprachdaten jedes Gesprächs; der Bereich gehört zu den RTP-Einstellungen des Systems',
    },
    basis: 'chosen',
    enabledByDefault: true,
  },
  {
    id: 'snmp',
    port: '161',
    transport: 'UDP',
    direction: 'inbound',
    service: 'SNMP',
    purpose: {
      en: 'Read-only monitoring by an SNMP manager; set on the ports page',
      de: 'Nur lesende Überwachung durch einen SNMP-Manager; wird auf der Port-Seite eingestellt',
    },
    basis: 'protocol',
    enabledByDefault: null,
    setting: 'admin-ports',
  },
  {
    id: 'tftp',
    port: '69',
    transport: 'UDP',
    direction: 'inbound',
    service: 'TFTP',
    purpose: {
      en: 'Provisioning of phones that cannot use HTTP or HTTPS',
      de: 'Provisionierung von Telefonen, die weder HTTP noch HTTPS nutzen können',
    },
    basis: 'protocol',
    enabledByDefault: null,
  },
  {
    id: 'smtp',
    port: '587',
    transport: 'TCP',
    direction: 'outbound',
    service: 'SMTP submission',
    purpose: {
      en: 'Email to your mail server: voicemail, notifications, password resets (the port your mail server uses)',
      de: 'E-Mails über Ihren Mailserver: Voicemail, Benachrichtigungen, Passwort-Zurücksetzung (der Port Ihres Mailservers)',
    },
    basis: 'protocol',
    enabledByDefault: null,
  },
  {
    id: 'ntp',
    port: '123',
    transport: 'UDP',
    direction: 'outbound',
    service: 'NTP',
    purpose: {
      en: 'Time synchronisation of the server (call records, TLS, one-time codes)',
      de: 'Zeitsynchronisation des Servers (Verbindungsdatensätze, TLS, Einmalcodes)',
    },
    basis: 'protocol',
    enabledByDefault: null,
  },
  {
    id: 'syslog',
    port: '514',
    transport: 'UDP',
    direction: 'outbound',
    service: 'Syslog',
    purpose: {
      en: 'Log forwarding to a remote syslog server (the port your syslog server uses)',
      de: 'Weiterleitung der Logs an einen entfernten Syslog-Server (der Port Ihres Syslog-Servers)',
    },
    basis: 'protocol',
    enabledByDefault: null,
  },
];
