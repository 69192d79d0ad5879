/**
 * Phone makers and device types, as the provisioning pages describe them: model families,
 * the DHCP options the devices read, the vendor's redirect service and factory reset, and how
 * much of it the fact base supports. The vendor pages render their tables from this list
 * (`<PhoneVendorTable vendor="…" />`) and the provisioning helper reads it.
 *
 * Two kinds of statement live here, and `basis` keeps them apart:
 * - the PBX's side (`productFacts`): only what the fact base records about the product;
 * - the device's side (DHCP options, redirect, reset): the vendors' public behaviour, written as
 *   the vendor's behaviour and generic enough to hold across firmware versions.
 *
 * PSTN gateways are not listed: the PBX configures a gateway itself over the network instead
 * of the gateway fetching a file (see the pstn-gateways page).
 */
import type {Localized} from './types';

export type PhoneFamily = {
  id: string;
  /** The family or series as readers recognise it (not a list of supported models). */
  name: string;
  /** A DECT system: one base station (one MAC) carries the SIP accounts of several handsets. */
  dect?: boolean;
  note?: Localized;
};

export type PhoneVendor = {
  /** Stable id: 'yealink', 'snom', … */
  id: string;
  /** The maker's name as the maker writes it; for a device type, its English name. */
  name: string;
  /** Shown instead of `name` where the entry is a device type rather than a maker. */
  displayName?: Localized;
  /** A phone maker, or a type of device that many makers build. */
  kind: 'vendor' | 'device-type';
  /** Slug of the page that covers it (or the page it was merged into). */
  page: string;
  /** Model families/series readers recognise. */
  families: PhoneFamily[];
  /** DHCP options the devices read for the provisioning server, in the order they try them. */
  dhcpOptions: number[];
  /** How the vendor treats the options (extra options, order set on the device). */
  dhcpNote?: Localized;
  /** What the option's value should be: a full URL with scheme, or a host/IP (protocol chosen by the device). */
  optionValue: 'url' | 'host';
  /** How the device reads the option's value. */
  optionValueNote?: Localized;
  /** Whether the devices look for a server with a multicast SIP SUBSCRIBE (plug and play in the LAN). */
  multicastPnp?: boolean;
  /** The vendor's redirect (zero-touch) service, by its generic description, if the vendor has one. */
  redirect?: Localized;
  /** From the vendor's public behaviour, generic. */
  factoryReset?: Localized;
  /**
   * How much the fact base supports this row: `product` = it records the PBX's side for this
   * vendor; `vendor` = only the vendor's own documentation for the device's side; `generic` =
   * neither, general knowledge only.
   */
  basis: 'product' | 'vendor' | 'generic';
  /** What the fact base records about the PBX's side for this vendor. */
  productFacts?: Localized;
  notes?: Localized;
};

export const phoneVendors: readonly PhoneVendor[] = [
  {
    id: 'yealink',
    name: 'Yealink',
    kind: 'vendor',
    page: 'yealink-provisioning',
    families: [
      {id: 't-series', name: 'T series desk phones'},
      {id: 'cp', name: 'CP conference phones'},
      {
        id: 'w-dect',
        name: 'W series DECT',
        dect: true,
        note: {
          en: 'One base station (one MAC) carries one SIP account per handset; in a multicell system, one base is the primary.',
          de: 'Eine Basisstation (eine MAC-Adresse) trägt ein SIP-Konto je Mobilteil; in einem Mehrzellensystem ist eine Basis die primäre.',
        },
      },
    ],
    dhcpOptions: [66, 43],
    dhcpNote: {
      en: 'Yealink firmware can also read a custom option number set on the phone, checked before 66 and 43.',
      de: 'Die Firmware von Yealink kann zusätzlich eine am Telefon eingestellte eigene Optionsnummer lesen, die sie vor 66 und 43 prüft.',
    },
    optionValue: 'url',
    optionValueNote: {
      en: 'A URL with scheme (`http://`, `https://`, `tftp://`); a bare host name or address makes the phone use TFTP.',
      de: 'Eine URL mit Schema (`http://`, `https://`, `tftp://`); ein bloßer Hostname oder eine Adresse lässt das Telefon TFTP verwenden.',
    },
    multicastPnp: true,
    redirect: {
      en: 'Yealink’s redirect and provisioning service (RPS): a factory-new phone asks it at start-up and, if its MAC is registered there, is sent on to your provisioning URL.',
      de: 'Der Redirect- und Provisionierungsdienst von Yealink (RPS): Ein fabrikneues Telefon fragt ihn beim Start und wird, wenn seine MAC-Adresse dort eingetragen ist, an Ihre Provisionierungs-URL weitergeleitet.',
    },
    factoryReset: {
      en: 'Hold the OK key on the idle screen until the phone offers the reset, or use the factory reset in the phone’s web interface; DECT bases have a reset function in their web interface.',
      de: 'Die OK-Taste im Ruhebildschirm gedrückt halten, bis das Telefon das Zurücksetzen anbietet, oder die Werkseinstellung in der Weboberfläche des Telefons wählen; DECT-Basen bieten das Zurücksetzen in ihrer Weboberfläche.',
    },
    basis: 'product',
    productFacts: {
      en: 'A MAC entry for a Yealink phone needs the phone’s complete serial number, which the PBX keeps secret (observed in version 70 by a third-party tool).',
      de: 'Ein MAC-Eintrag für ein Yealink-Telefon braucht die vollständige Seriennummer des Telefons, die die Telefonanlage geheim hält (in Version 70 von einem Drittanbieter-Werkzeug beobachtet).',
    },
    notes: {
      en: 'Configuration files end in `.cfg`.',
      de: 'Die Konfigurationsdateien enden auf `.cfg`.',
    },
  },
  {
    id: 'poly',
    name: 'Poly (Polycom)',
    kind: 'vendor',
    page: 'polycom-provisioning',
    families: [
      {
        id: 'vvx',
        name: 'VVX desk phones',
        note: {
          en: 'Third-party REST examples for the PBX use the vendor string `Polycom` and the model `VVX450`.',
          de: 'REST-Beispiele eines Drittanbieters für die Telefonanlage verwenden die Herstellerangabe `Polycom` und das Modell `VVX450`.',
        },
      },
      {id: 'edge-e', name: 'Edge E desk phones'},
      {id: 'trio', name: 'Trio conference phones'},
    ],
    dhcpOptions: [160, 66],
    dhcpNote: {
      en: 'The phone’s boot server setting decides which options it reads; Poly’s default reads its custom option (160) before option 66.',
      de: 'Die Boot-Server-Einstellung des Telefons bestimmt, welche Optionen es liest; ab Werk liest Poly die eigene Option (160) vor Option 66.',
    },
    optionValue: 'url',
    optionValueNote: {
      en: 'A URL with scheme; without one, the phone uses the server type set on the phone.',
      de: 'Eine URL mit Schema; ohne Schema verwendet das Telefon den am Telefon eingestellten Servertyp.',
    },
    redirect: {
      en: 'Poly’s zero-touch provisioning (ZTP) service, which sends a factory-new phone to the provisioning URL registered for its MAC.',
      de: 'Der Zero-Touch-Dienst (ZTP) von Poly, der ein fabrikneues Telefon an die für seine MAC-Adresse hinterlegte Provisionierungs-URL weiterleitet.',
    },
    factoryReset: {
      en: 'In the phone’s advanced settings menu, protected by the phone’s administrator password; Poly also documents a key combination to hold while the phone starts.',
      de: 'Im erweiterten Einstellungsmenü des Telefons, geschützt durch dessen Administratorpasswort; Poly dokumentiert außerdem eine Tastenkombination, die beim Start gehalten wird.',
    },
    basis: 'generic',
    notes: {
      en: 'Poly phones read a master configuration file plus files named after their MAC address.',
      de: 'Poly-Telefone lesen eine Master-Konfigurationsdatei und dazu Dateien, die nach ihrer MAC-Adresse benannt sind.',
    },
  },
  {
    id: 'snom',
    name: 'Snom',
    kind: 'vendor',
    page: 'snom-provisioning',
    families: [
      {id: 'd-series', name: 'D series desk phones'},
      {
        id: 'older-desk',
        name: 'Older 300 and 700 series desk phones',
        note: {
          en: 'Older documentation says a snom 300 may need its extension opened for provisioning.',
          de: 'Ältere Dokumentation sagt, dass ein snom 300 eine für die Provisionierung geöffnete Nebenstelle brauchen kann.',
        },
      },
      {
        id: 'm-dect',
        name: 'M series DECT (such as M300, M700)',
        dect: true,
        note: {
          en: 'The bases also send the multicast plug-and-play request and can be registered with Snom’s redirect service.',
          de: 'Die Basen senden ebenfalls die Multicast-Anfrage für Plug and Play und lassen sich beim Redirect-Dienst von Snom eintragen.',
        },
      },
      {
        id: 'm9',
        name: 'm9 (older DECT)',
        dect: true,
        note: {
          en: 'Older documentation says the m9 needs extra steps, without describing them.',
          de: 'Ältere Dokumentation nennt zusätzliche Schritte für das m9, ohne sie zu beschreiben.',
        },
      },
    ],
    dhcpOptions: [66],
    dhcpNote: {
      en: 'The phone takes the server from option 66 and a file name from option 67, and asks Snom’s redirect service before it uses the DHCP result.',
      de: 'Das Telefon übernimmt den Server aus Option 66 und einen Dateinamen aus Option 67 und fragt den Redirect-Dienst von Snom, bevor es das DHCP-Ergebnis verwendet.',
    },
    optionValue: 'url',
    optionValueNote: {
      en: 'A URL with scheme, or a host name with the file name in option 67.',
      de: 'Eine URL mit Schema oder ein Hostname mit dem Dateinamen in Option 67.',
    },
    multicastPnp: true,
    redirect: {
      en: 'Snom’s secure redirect and provisioning service (SRAPS): the phone asks it before the DHCP and plug-and-play results, and follows the provisioning URL registered for its MAC.',
      de: 'Der sichere Redirect- und Provisionierungsdienst von Snom (SRAPS): Das Telefon fragt ihn vor den Ergebnissen von DHCP und Plug and Play und folgt der für seine MAC-Adresse hinterlegten Provisionierungs-URL.',
    },
    factoryReset: {
      en: 'Through the phone’s settings menu or web interface in administrator mode; a rescue menu reached with a key held at start-up also offers a reset.',
      de: 'Über das Einstellungsmenü oder die Weboberfläche des Telefons im Administratormodus; auch ein Notfallmenü, das mit einer beim Start gehaltenen Taste erscheint, bietet das Zurücksetzen an.',
    },
    basis: 'product',
    productFacts: {
      en: 'Older product documentation lists four ways for a snom phone to find the PBX (DHCP option 66, multicast SUBSCRIBE, Snom’s redirect service, manual). The current documentation shows the snom “General” template parameter, which appends raw snom XML settings that override the template.',
      de: 'Ältere Produktdokumentation nennt vier Wege, auf denen ein snom-Telefon die Telefonanlage findet (DHCP-Option 66, Multicast-SUBSCRIBE, Redirect-Dienst von Snom, manuell). Die aktuelle Dokumentation zeigt den snom-Vorlagenparameter „General“, der rohe snom-XML-Einstellungen anhängt, die die Vorlage überschreiben.',
    },
  },
  {
    id: 'cisco',
    name: 'Cisco',
    kind: 'vendor',
    page: 'cisco-provisioning',
    families: [
      {
        id: 'mpp',
        name: 'Multiplatform phones (MPP, 3PCC)',
        note: {
          en: 'Phones bought with Cisco’s firmware for its own call control need the multiplatform firmware before a third-party PBX can provision them.',
          de: 'Telefone mit der Firmware für Ciscos eigene Anrufsteuerung brauchen die Multiplatform-Firmware, bevor eine fremde Telefonanlage sie provisionieren kann.',
        },
      },
      {id: 'spa', name: 'SPA series (older)'},
    ],
    dhcpOptions: [66, 150],
    dhcpNote: {
      en: 'Option 150 carries a list of TFTP server IPv4 addresses. Newer multiplatform firmware reads further options; Cisco’s administration guide for the model gives the order.',
      de: 'Option 150 enthält eine Liste von IPv4-Adressen von TFTP-Servern. Neuere Multiplatform-Firmware liest weitere Optionen; die Reihenfolge steht im Administrationshandbuch von Cisco für das Modell.',
    },
    optionValue: 'host',
    optionValueNote: {
      en: 'A host name or address: the phone then fetches its profile over TFTP. For HTTP or HTTPS, the phone’s profile rule holds the full URL.',
      de: 'Ein Hostname oder eine Adresse: Das Telefon holt sein Profil dann über TFTP. Für HTTP oder HTTPS enthält die Profilregel (Profile Rule) des Telefons die vollständige URL.',
    },
    factoryReset: {
      en: 'Cisco documents a key sequence entered while the phone powers up, and a factory reset in the phone’s settings menu.',
      de: 'Cisco dokumentiert eine Tastenfolge, die beim Einschalten eingegeben wird, und das Zurücksetzen im Einstellungsmenü des Telefons.',
    },
    basis: 'generic',
    notes: {
      en: 'Multiplatform phones fetch XML profiles over TFTP, HTTP or HTTPS.',
      de: 'Multiplatform-Telefone holen XML-Profile über TFTP, HTTP oder HTTPS.',
    },
  },
  {
    id: 'grandstream',
    name: 'Grandstream',
    kind: 'vendor',
    page: 'grandstream-provisioning',
    families: [
      {id: 'gxp', name: 'GXP desk phones'},
      {id: 'grp', name: 'GRP desk phones'},
      {id: 'gxv', name: 'GXV video phones'},
      {id: 'dp', name: 'DP DECT bases and handsets', dect: true},
      {
        id: 'ht',
        name: 'HT analogue telephone adapters',
        note: {
          en: 'See the page on analogue telephone adapters for the FXS ports.',
          de: 'Zu den FXS-Anschlüssen siehe die Seite über analoge Telefonadapter.',
        },
      },
    ],
    dhcpOptions: [66],
    dhcpNote: {
      en: 'Depending on the phone’s settings, Grandstream firmware can also take the server from option 43 or option 160.',
      de: 'Je nach Einstellung des Telefons kann die Firmware von Grandstream den Server auch aus Option 43 oder Option 160 übernehmen.',
    },
    optionValue: 'url',
    optionValueNote: {
      en: 'Newer firmware takes a URL with scheme; older firmware expects `host/path` and takes the protocol from its own upgrade setting.',
      de: 'Neuere Firmware nimmt eine URL mit Schema; ältere Firmware erwartet `host/pfad` und wählt das Protokoll nach ihrer eigenen Upgrade-Einstellung.',
    },
    redirect: {
      en: 'Grandstream’s own provisioning and device-management cloud, which can send a factory-new device to your provisioning URL.',
      de: 'Die eigene Provisionierungs- und Geräteverwaltungs-Cloud von Grandstream, die ein fabrikneues Gerät an Ihre Provisionierungs-URL weiterleiten kann.',
    },
    factoryReset: {
      en: 'Through the phone’s menu or web interface; adapters and some phones also reset when a reset button is held for several seconds.',
      de: 'Über das Menü oder die Weboberfläche des Telefons; Adapter und manche Telefone setzen sich auch zurück, wenn eine Reset-Taste einige Sekunden gehalten wird.',
    },
    basis: 'generic',
    notes: {
      en: 'Configuration files are named after the device’s MAC address.',
      de: 'Die Konfigurationsdateien sind nach der MAC-Adresse des Geräts benannt.',
    },
  },
  {
    id: 'fanvil',
    name: 'Fanvil',
    kind: 'vendor',
    page: 'fanvil-provisioning',
    families: [
      {id: 'x-series', name: 'X series desk phones'},
      {
        id: 'v-series',
        name: 'V series desk phones',
        note: {
          en: 'Third-party REST examples for the PBX use the model string `V64`.',
          de: 'REST-Beispiele eines Drittanbieters für die Telefonanlage verwenden die Modellangabe `V64`.',
        },
      },
      {id: 'i-series', name: 'i series intercoms and door phones'},
    ],
    dhcpOptions: [66],
    optionValue: 'url',
    redirect: {
      en: 'Fanvil runs its own redirect service for factory-new devices, keyed by MAC address.',
      de: 'Fanvil betreibt einen eigenen Redirect-Dienst für fabrikneue Geräte, der nach MAC-Adresse zuordnet.',
    },
    factoryReset: {
      en: 'Through the phone’s menu or web interface (administrator password needed).',
      de: 'Über das Menü oder die Weboberfläche des Telefons (Administratorpasswort nötig).',
    },
    basis: 'product',
    productFacts: {
      en: 'Fanvil phones are added through a system-level REST call, `POST /rest/system/prov_phones`, with MAC, vendor `Fanvil`, model, extension and tenant; unlike Yealink, no serial number is needed (observed in version 70 by a third-party tool).',
      de: 'Fanvil-Telefone werden über einen REST-Aufruf auf Systemebene hinzugefügt, `POST /rest/system/prov_phones`, mit MAC-Adresse, Hersteller `Fanvil`, Modell, Nebenstelle und Mandant; anders als bei Yealink ist keine Seriennummer nötig (in Version 70 von einem Drittanbieter-Werkzeug beobachtet).',
    },
  },
  {
    id: 'gigaset',
    name: 'Gigaset',
    kind: 'vendor',
    page: 'gigaset-provisioning',
    families: [
      {
        id: 'n-dect',
        name: 'N series DECT IP base stations',
        dect: true,
        note: {
          en: 'Single-cell and multicell systems; one base (or the system’s management base) is provisioned, the handsets get their accounts through it.',
          de: 'Einzel- und Mehrzellensysteme; provisioniert wird eine Basis (oder die verwaltende Basis des Systems), die Mobilteile erhalten ihre Konten über sie.',
        },
      },
    ],
    dhcpOptions: [],
    dhcpNote: {
      en: 'Gigaset’s provisioning centres on its redirect portal; whether a base reads a DHCP option depends on the model (see Gigaset’s documentation).',
      de: 'Die Provisionierung bei Gigaset stützt sich auf das Redirect-Portal des Herstellers; ob eine Basis eine DHCP-Option liest, hängt vom Modell ab (siehe Dokumentation von Gigaset).',
    },
    optionValue: 'url',
    redirect: {
      en: 'Gigaset’s redirect portal: register the base’s MAC-ID and your provisioning URL, in which `%MACD` stands for the base’s MAC address; the portal login uses HTTP digest authentication.',
      de: 'Das Redirect-Portal von Gigaset: Dort tragen Sie die MAC-ID der Basis und Ihre Provisionierungs-URL ein, in der `%MACD` für die MAC-Adresse der Basis steht; die Anmeldung am Portal nutzt HTTP-Digest-Authentifizierung.',
    },
    factoryReset: {
      en: 'With the reset button on the base station, held for several seconds, or in the base’s web interface.',
      de: 'Mit der Reset-Taste an der Basisstation, einige Sekunden gehalten, oder in der Weboberfläche der Basis.',
    },
    basis: 'vendor',
    productFacts: {
      en: 'The redirect service for Gigaset phones is Gigaset’s own, not a service of the PBX (by a third-party account).',
      de: 'Der Redirect-Dienst für Gigaset-Telefone ist der von Gigaset, kein Dienst der Telefonanlage (nach einer Drittquelle).',
    },
  },
  {
    id: 'panasonic',
    name: 'Panasonic',
    kind: 'vendor',
    page: 'panasonic-provisioning',
    families: [
      {id: 'kx-hdv', name: 'KX-HDV desk phones'},
      {id: 'kx-utg', name: 'KX-UTG desk phones'},
    ],
    dhcpOptions: [160, 159, 66],
    optionValue: 'url',
    optionValueNote: {
      en: 'Option 66 is taken with or without a scheme; a value without a file name makes the phone ask for `{MODEL}.cfg` at that location.',
      de: 'Option 66 wird mit oder ohne Schema angenommen; ein Wert ohne Dateinamen lässt das Telefon an dieser Stelle nach `{MODEL}.cfg` fragen.',
    },
    multicastPnp: true,
    redirect: {
      en: 'Panasonic runs its own redirection server for its SIP phones.',
      de: 'Panasonic betreibt einen eigenen Redirect-Server für seine SIP-Telefone.',
    },
    factoryReset: {
      en: 'Through the phone’s menu or web interface (administrator password needed).',
      de: 'Über das Menü oder die Weboberfläche des Telefons (Administratorpasswort nötig).',
    },
    basis: 'vendor',
  },
  {
    id: 'htek',
    name: 'Htek',
    kind: 'vendor',
    page: 'htek-provisioning',
    families: [{id: 'uc9', name: 'UC9 series desk phones'}],
    dhcpOptions: [66],
    optionValue: 'url',
    multicastPnp: true,
    factoryReset: {
      en: 'Through the phone’s menu or web interface.',
      de: 'Über das Menü oder die Weboberfläche des Telefons.',
    },
    basis: 'generic',
    notes: {
      en: 'Provisioned much like Yealink phones: `.cfg` files, plug and play, option 66.',
      de: 'Wird ähnlich wie Yealink-Telefone provisioniert: `.cfg`-Dateien, Plug and Play, Option 66.',
    },
  },
  {
    id: 'ale',
    name: 'Alcatel-Lucent Enterprise',
    kind: 'vendor',
    page: 'alcatel-provisioning',
    families: [{id: 'sip-deskphones', name: 'DeskPhones with SIP firmware'}],
    dhcpOptions: [66],
    optionValue: 'url',
    factoryReset: {
      en: 'Through the phone’s menu or web interface.',
      de: 'Über das Menü oder die Weboberfläche des Telefons.',
    },
    basis: 'generic',
  },
  {
    id: 'ata',
    name: 'Analogue telephone adapters',
    displayName: {en: 'Analogue telephone adapters (ATA)', de: 'Analoge Telefonadapter (ATA)'},
    kind: 'device-type',
    page: 'ata-provisioning',
    families: [
      {
        id: 'fxs',
        name: 'ATA with one or more FXS ports',
        note: {
          en: 'One SIP account per FXS port.',
          de: 'Ein SIP-Konto je FXS-Anschluss.',
        },
      },
    ],
    dhcpOptions: [66],
    optionValue: 'url',
    optionValueNote: {
      en: 'Many adapters take a full URL; simpler ones want a TFTP host name.',
      de: 'Viele Adapter nehmen eine vollständige URL; einfachere erwarten einen TFTP-Hostnamen.',
    },
    factoryReset: {
      en: 'Usually a reset button held for several seconds, or a code dialled from the connected analogue phone (see the adapter’s manual).',
      de: 'Meist eine Reset-Taste, einige Sekunden gehalten, oder ein Code, der am angeschlossenen analogen Telefon gewählt wird (siehe Handbuch des Adapters).',
    },
    basis: 'generic',
  },
  {
    id: 'door-intercom',
    name: 'Door intercoms',
    displayName: {en: 'Door intercoms', de: 'Türsprechstellen'},
    kind: 'device-type',
    page: 'door-intercoms',
    families: [{id: 'sip-door', name: 'SIP door intercoms (audio or video)'}],
    dhcpOptions: [66],
    optionValue: 'url',
    optionValueNote: {
      en: 'Many door intercoms are set up by hand in their web interface instead.',
      de: 'Viele Türsprechstellen werden stattdessen von Hand in ihrer Weboberfläche eingerichtet.',
    },
    basis: 'generic',
  },
  {
    id: 'paging-speaker',
    name: 'Paging speakers',
    displayName: {en: 'Paging speakers', de: 'Durchsagelautsprecher'},
    kind: 'device-type',
    page: 'paging-speakers',
    families: [{id: 'sip-speaker', name: 'SIP ceiling, wall and horn speakers'}],
    dhcpOptions: [66],
    optionValue: 'url',
    optionValueNote: {
      en: 'Many speakers are set up by hand in their web interface instead.',
      de: 'Viele Lautsprecher werden stattdessen von Hand in ihrer Weboberfläche eingerichtet.',
    },
    basis: 'product',
    productFacts: {
      en: 'A speaker takes part in a paging group either by answering the group’s call automatically (unicast) or by listening to the group’s multicast address.',
      de: 'Ein Lautsprecher nimmt an einer Durchsagegruppe teil, indem er den Anruf der Gruppe automatisch annimmt (Unicast) oder die Multicast-Adresse der Gruppe abhört.',
    },
  },
];

/** Column and row labels of the vendor tables, in both languages. */
export const PHONE_VENDOR_LABELS = {
  vendor: {en: 'Maker or device', de: 'Hersteller oder Gerät'},
  families: {en: 'Model families', de: 'Modellfamilien'},
  dhcpOptions: {en: 'DHCP options read', de: 'Gelesene DHCP-Optionen'},
  optionValue: {en: 'Option value', de: 'Wert der Option'},
  multicastPnp: {en: 'Multicast plug and play', de: 'Multicast-Plug-and-Play'},
  redirect: {en: 'Vendor redirect service', de: 'Redirect-Dienst des Herstellers'},
  factoryReset: {en: 'Factory reset', de: 'Zurücksetzen auf Werkseinstellungen'},
  basis: {en: 'Source of these details', de: 'Grundlage dieser Angaben'},
  productFacts: {en: 'The PBX’s side', de: 'Seite der Telefonanlage'},
  notes: {en: 'Notes', de: 'Hinweise'},
  item: {en: 'Item', de: 'Punkt'},
  value: {en: 'Value', de: 'Wert'},
  url: {en: 'URL with scheme', de: 'URL mit Schema'},
  host: {en: 'Host name or address', de: 'Hostname oder Adresse'},
  none: {en: 'none known', de: 'keine bekannt'},
  yes: {en: 'yes', de: 'ja'},
  inOrder: {en: 'in this order', de: 'in dieser Reihenfolge'},
  dect: {en: 'DECT', de: 'DECT'},
  familiesCaption: {
    en: 'Families readers recognise; this is not a list of supported models.',
    de: 'Familien zur Orientierung; dies ist keine Liste unterstützter Modelle.',
  },
} as const satisfies Record<string, Localized>;

export const BASIS_LABELS = {
  product: {
    en: 'The PBX’s side from the PBX vendor’s documentation (partly older or third-party sources); the device’s side from the phone maker',
    de: 'Seite der Telefonanlage aus der Dokumentation ihres Herstellers (teils aus älteren Quellen oder von Dritten); Geräteseite vom Telefonhersteller',
  },
  vendor: {
    en: 'Only the phone maker’s documentation for the device’s side; the generic plug-and-play path applies',
    de: 'Nur die Dokumentation des Telefonherstellers zur Geräteseite; es gilt der allgemeine Plug-and-Play-Weg',
  },
  generic: {
    en: 'Nothing product-specific; the generic plug-and-play path applies',
    de: 'Nichts Produktspezifisches; es gilt der allgemeine Plug-and-Play-Weg',
  },
} as const satisfies Record<PhoneVendor['basis'], Localized>;

export function phoneVendor(id: string): PhoneVendor {
  const vendor = phoneVendors.find((v) => v.id === id);
  if (!vendor) throw new Error(`phoneVendors: unknown vendor "${id}"`);
  return vendor;
}

/**
 * The path under which the PBX's web server answers provisioning requests.
 * Inference: the fact base sees `/prov/` only in one example URL of the product's
 * documentation (`http://<pbx>/prov/<file>?model=<x>`); no page states it as the rule.
 * The pages say so wherever they show a URL built from it.
 */
export const PROVISIONING_PATH = '/prov/';

export type PbxAddress = {
  /** Lower-case host name, IPv4 address, or IPv6 address in brackets. */
  host: string;
  port?: number;
};

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

function isHostName(text: string): boolean {
  if (text.length > 253 || text.endsWith('.')) return false;
  const labels = text.split('.');
  if (labels.every((l) => /^\d+$/.test(l))) return false; // digits only: a malformed IPv4 address
  return labels.every((l) => HOST_LABEL.test(l));
}

/**
 * Reads what a reader types as the PBX's address: a host name, an IPv4 or IPv6 address,
 * optionally with a port (`pbx.example.com:8443`, `[2001:db8::10]:8443`). A pasted URL's
 * scheme and path are dropped. Returns null for anything else.
 */
export function parsePbxAddress(input: string): PbxAddress | null {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.replace(/[/?#].*$/, '');
  if (!text || text.includes('@')) return null;
  let host: string;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) {
    if (!isIpv6(bracketed[1]!)) return null;
    host = `[${bracketed[1]}]`;
    portText = bracketed[2];
  } else if ((text.match(/:/g) ?? []).length > 1) {
    if (!isIpv6(text)) return null;
    host = `[${text}]`;
  } else {
    const [name = '', port] = text.split(':');
    if (!(IPV4.test(name) || isHostName(name))) return null;
    host = name;
    portText = port;
    if (text.endsWith(':')) return null;
  }
  if (portText === undefined) return {host};
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65535) return null;
  return {host, port};
}

/**
 * The provisioning URL a phone is given, for a PBX address: only what the fact base supports.
 * The PBX serves the files over HTTP, HTTPS (and TFTP); the path is `PROVISIONING_PATH`, an
 * inference from one example URL (see above). The address should be the one the phones are
 * to use later as well: tags such as `{http-url}` and `{ip-adr}` in the generated files are
 * built from the address and scheme the phone's request used. A port equal to the scheme's
 * default is left out. Throws a RangeError for an address `parsePbxAddress` rejects.
 */
export function provisioningUrl(vendor: PhoneVendor, pbxAddress: string, scheme: 'http' | 'https'): string {
  // The fact base gives one path for every vendor; the vendor is part of the signature so that
  // a vendor-specific form can be added here once a source documents one.
  void vendor;
  const address = parsePbxAddress(pbxAddress);
  if (!address) throw new RangeError(`provisioningUrl: not a host name or address: "${pbxAddress}"`);
  const defaultPort = scheme === 'https' ? 443 : 80;
  const port = address.port && address.port !== defaultPort ? `:${address.port}` : '';
  return `${scheme}://${address.host}${port}${PROVISIONING_PATH}`;
}

/**
 * The value of the DHCP option for this vendor: the provisioning URL where the vendor takes a
 * URL, the PBX's host (a TFTP server) where it takes a host. Throws like `provisioningUrl`.
 */
export function dhcpOptionValue(vendor: PhoneVendor, pbxAddress: string, scheme: 'http' | 'https'): string {
  if (vendor.optionValue === 'url') return provisioningUrl(vendor, pbxAddress, scheme);
  const address = parsePbxAddress(pbxAddress);
  if (!address) throw new RangeError(`dhcpOptionValue: not a host name or address: "${pbxAddress}"`);
  return address.host;
}

export const DHCP_SERVERS = {
  'isc-dhcpd': 'ISC dhcpd',
  kea: 'Kea',
  dnsmasq: 'dnsmasq',
  windows: 'Windows DHCP Server',
  mikrotik: 'MikroTik RouterOS',
} as const;

export type DhcpServer = keyof typeof DHCP_SERVERS;

/** Options whose value is one text string (the URL or host); 43 and 150 have other formats. */
export const TEXT_OPTIONS = [66, 159, 160] as const;

export type DhcpNetwork = {
  /** The phones' IPv4 subnet in CIDR form, such as `192.0.2.0/24`. */
  subnet: string;
};

const UNSAFE_VALUE = /[\s"'\\,$`;]/;

/** The value's bytes (UTF-8) as upper-case hex, for options a server takes raw. */
export function toHex(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * The DHCP server's own syntax for handing out one text option (66, 159 or 160) to the phones'
 * subnet. Option 66 is predefined in every server listed; 159 and 160 are defined first
 * (ISC dhcpd, Windows), named (MikroTik), or given as hex (Kea).
 * Values with quotes, spaces, backslashes, commas, `$`, backticks or semicolons are refused:
 * each server quotes or splits them differently, and provisioning URLs do not need them.
 */
export function dhcpConfig(server: DhcpServer, code: number, value: string, network: DhcpNetwork = {subnet: '192.0.2.0/24'}): string {
  if (!(TEXT_OPTIONS as readonly number[]).includes(code)) {
    throw new RangeError(`dhcpConfig: option ${code} is not a text option (use 66, 159 or 160)`);
  }
  if (!value || UNSAFE_VALUE.test(value)) throw new RangeError(`dhcpConfig: unsupported characters in "${value}"`);
  const [net = '', bits = ''] = network.subnet.split('/');
  if (!IPV4.test(net) || !/^\d+$/.test(bits) || Number(bits) > 32) {
    throw new RangeError(`dhcpConfig: not an IPv4 subnet: "${network.subnet}"`);
  }
  const predefined = code === 66;
  const name = `prov-url-${code}`;
  switch (server) {
    case 'isc-dhcpd': {
      const use = predefined ? `option tftp-server-name "${value}";` : `option ${name} "${value}";`;
      const def = predefined ? '' : `# once, in the global part of dhcpd.conf\noption ${name} code ${code} = text;\n\n`;
      return `${def}# in the phones' subnet ${network.subnet}\n${use}`;
    }
    case 'kea': {
      // Kea knows some of these codes as other standard options (159 is RFC 7618's port
      // parameters), so a code other than 66 goes in raw, as hex, which every Kea version takes.
      const data = predefined
        ? `{ "name": "tftp-server-name", "data": "${value}" }`
        : `{ "code": ${code}, "csv-format": false, "data": "${toHex(value)}" }`;
      const note = predefined ? '' : `\n// option ${code} as hex: ${value}`;
      return `// in the phones' subnet ${network.subnet}, under "subnet4"${note}\n"option-data": [\n  ${data}\n]`;
    }
    case 'dnsmasq':
      return `dhcp-option=${code},"${value}"`;
    case 'windows': {
      const def = predefined ? '' : `Add-DhcpServerv4OptionDefinition -Name "Provisioning URL ${code}" -OptionId ${code} -Type String\n`;
      return `${def}Set-DhcpServerv4OptionValue -ScopeId ${net} -OptionId ${code} -Value "${value}"`;
    }
    case 'mikrotik':
      return (
        `/ip dhcp-server option add code=${code} name=${name} value="'${value}'"\n` +
        `/ip dhcp-server network set [find address=${network.subnet}] dhcp-option=${name}`
      );
  }
}

/**
 * The steps of the generic plug-and-play path for one vendor, with the reader's PBX address
 * filled in. Every step is either the product's documented behaviour or the device's side said
 * as the vendor's behaviour. Text may contain `code` spans in backticks.
 */
export function provisioningSteps(vendor: PhoneVendor, pbxAddress: string, scheme: 'http' | 'https'): Localized[] {
  const url = provisioningUrl(vendor, pbxAddress, scheme);
  const optionValue = dhcpOptionValue(vendor, pbxAddress, scheme);
  const steps: Localized[] = [
    {
      en: 'Note the device’s MAC address (12 hexadecimal digits, on the label on the device or its box).',
      de: 'Notieren Sie die MAC-Adresse des Geräts (12 Hexadezimalziffern, auf dem Etikett am Gerät oder am Karton).',
    },
    {
      en: 'In the tenant, add the MAC address with maker and model and assign it to the extension that is to use the device.',
      de: 'Tragen Sie im Mandanten die MAC-Adresse mit Hersteller und Modell ein und ordnen Sie sie der Nebenstelle zu, die das Gerät nutzen soll.',
    },
  ];
  if (vendor.id === 'yealink') {
    steps.push({
      en: 'Enter the phone’s complete serial number with the MAC entry.',
      de: 'Geben Sie beim MAC-Eintrag die vollständige Seriennummer des Telefons an.',
    });
  }
  const text = vendor.dhcpOptions.filter((o) => (TEXT_OPTIONS as readonly number[]).includes(o));
  if (text.length > 0) {
    const option = text.includes(66) ? 66 : text[0]!;
    steps.push({
      en: `Set DHCP option ${option} for the devices’ network to \`${optionValue}\`.`,
      de: `Setzen Sie DHCP-Option ${option} für das Netz der Geräte auf \`${optionValue}\`.`,
    });
  }
  if (vendor.redirect) {
    steps.push({
      en: `${text.length > 0 ? 'Outside your network, or instead of DHCP: register' : 'Register'} the MAC address and \`${url}\` with the vendor’s redirect service.`,
      de: `${text.length > 0 ? 'Außerhalb Ihres Netzes oder statt DHCP: ' : ''}Tragen Sie die MAC-Adresse und \`${url}\` beim Redirect-Dienst des Herstellers ein.`,
    });
  }
  steps.push(
    {
      en: 'Reset the device to factory settings, or restart it, so that it asks for its configuration while the provisioning window is open.',
      de: 'Setzen Sie das Gerät auf Werkseinstellungen zurück oder starten Sie es neu, damit es seine Konfiguration anfordert, solange das Zeitfenster für die Provisionierung offen ist.',
    },
    {
      en: 'Check the generated files in the extension’s tab, and that the device registers.',
      de: 'Prüfen Sie die erzeugten Dateien im Reiter der Nebenstelle und ob sich das Gerät registriert.',
    },
  );
  return steps;
}
