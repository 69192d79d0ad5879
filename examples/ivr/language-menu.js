// Language menu for a JavaScript IVR node.
//
// The script reads the language of the call (call.lang), plays the menu in
// that language and sends the caller to the account that serves the chosen
// language: 1 = English, 2 = German. The script cannot change the language
// of the call (the reference documents call.lang only for reading), so each
// destination is an account set up in its own language, for example an auto
// attendant or IVR node.
//
// Change the destinations below. See the page "Example: language menu".

var DESTINATIONS = {
  en: '81', // account that serves English-speaking callers
  de: '82'  // account that serves German-speaking callers
};

// Menu texts keyed by language, as in the product's own examples.
var MENU = {
  en: 'Welcome to Example Corporation. For English, press 1. For German, press 2.',
  de: 'Willkommen bei Example Corporation. Für Englisch drücken Sie die 1. Für Deutsch drücken Sie die 2.'
};
var RETRY = {
  en: 'Sorry, that key is not in the menu.',
  de: 'Diese Taste ist im Menü nicht belegt.'
};

var KEYS = { '1': 'en', '2': 'de' };
var MAX_WRONG_KEYS = 2; // after this many wrong keys, use the call's language

// call.lang may hold more than the two-letter code (for example "en-US");
// fall back to English for any language the menu does not know.
var lang = String(call.lang || '').substring(0, 2).toLowerCase();
if (!MENU[lang]) {
  lang = 'en';
}
var wrongKeys = 0;
var done = false;

call.log('language-menu: call ' + call.callid + ', call language "' + call.lang + '", menu in ' + lang);

function connect(choice) {
  done = true;
  call.log('language-menu: ' + choice + ', transfer to ' + DESTINATIONS[choice]);
  call.transfer(DESTINATIONS[choice]);
}

call.dtmf(function (input) {
  if (done) {
    return;
  }
  var key = String(input).replace(/[^0-9*#]/g, '').charAt(0);
  if (KEYS[key]) {
    connect(KEYS[key]);
  } else if (wrongKeys < MAX_WRONG_KEYS) {
    wrongKeys++;
    call.say(RETRY[lang] + ' ' + MENU[lang]);
  } else {
    connect(lang);
  }
});

call.say(MENU[lang]);
