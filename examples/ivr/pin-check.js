// PIN check for a JavaScript IVR node.
//
// The caller types a PIN on the keypad and ends it with #. The script sends it
// to a verification service of yours over HTTPS and transfers the caller to
// the account the service names. After MAX_TRIES wrong PINs it says goodbye
// and hangs up. The PIN never appears in the log.
//
// Request (POST, JSON body):  {"secret": "...", "callid": "...", "from": "+15550123", "pin": "482913"}
// Answer (JSON):               {"ok": true, "destination": "7100"}
// Wrong PIN:                   {"ok": false}
//
// Change the settings below. See the page "Example: PIN check".

var VERIFY_URL = 'https://verify.example.com/pbx/verify'; // your verification service (HTTPS)
var VERIFY_SECRET = 'change-me';                          // shared secret the service checks
var DEFAULT_DESTINATION = '7100';                         // used when the answer names no destination
var PIN_LENGTH = 6;                                       // check automatically after this many digits
var MAX_TRIES = 3;                                        // wrong PINs before the call ends

var PROMPT = 'Please enter your six digit PIN, followed by the hash key.';

function numberFrom(value) {
  var text = String(value || '');
  var match = /sip:([^@;>]+)/.exec(text);
  return match ? match[1] : text.trim();
}

function findAnswer(args, key) {
  for (var i = 0; i < args.length; i++) {
    var value = args[i];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch (e) {
        continue;
      }
    }
    if (value && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key)) {
      return value;
    }
  }
  return null;
}

var caller = numberFrom(tables['cobjs'].get(call.callid, 'from'));
var digits = '';
var tries = 0;
var checking = false;

function check() {
  var pin = digits;
  digits = '';
  checking = true;
  tries++;
  call.log('pin-check: call ' + call.callid + ', try ' + tries + ', ' + pin.length + ' digits');

  system.http({
    method: 'POST',
    url: VERIFY_URL,
    body: JSON.stringify({ secret: VERIFY_SECRET, callid: call.callid, from: caller, pin: pin }),
    callback: function () {
      checking = false;
      var answer = findAnswer(arguments, 'ok');
      if (answer && (answer.ok === true || answer.ok === 'true')) {
        var destination = String(answer.destination || DEFAULT_DESTINATION);
        call.log('pin-check: accepted, transfer to ' + destination);
        call.say('Thank you.');
        call.transfer(destination);
      } else if (tries < MAX_TRIES) {
        call.log('pin-check: not accepted');
        call.say('That PIN was not accepted. ' + PROMPT);
      } else {
        call.log('pin-check: not accepted, last try, hanging up');
        call.say('Sorry, we could not verify your PIN. Goodbye.');
        call.hangup();
      }
    }
  });
}

// The reference documents call.dtmf(handler) but not what the handler receives.
// Take every digit, * and # from whatever it passes: one key or several.
call.dtmf(function (input) {
  var keys = String(input).replace(/[^0-9*#]/g, '');
  call.log('pin-check: handler got a ' + typeof input + ' with ' + keys.length + ' key(s)');
  if (checking) {
    return; // ignore keys while the service is being asked
  }
  for (var i = 0; i < keys.length; i++) {
    var key = keys.charAt(i);
    if (key === '*') {
      digits = ''; // star starts the entry again
    } else if (key === '#') {
      check();
      return;
    } else {
      digits += key;
      if (digits.length >= PIN_LENGTH) {
        check();
        return;
      }
    }
  }
});

call.say(PROMPT);
