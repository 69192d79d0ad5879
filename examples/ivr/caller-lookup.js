// Caller lookup over HTTP for a JavaScript IVR node.
//
// The script takes the caller's number, asks a web service of yours who is
// calling, greets known callers by name and transfers them to the account the
// service names. Unknown callers, and every lookup that fails, go to FALLBACK.
//
// Request (POST, JSON body):  {"secret": "...", "callid": "...", "from": "+15550123"}
// Answer (JSON):               {"destination": "41", "name": "Ms Jones"}
// Unknown caller:              {"destination": ""}
//
// Change the four settings below. See the page "Example: caller lookup over HTTP".

var LOOKUP_URL = 'https://crm.example.com/pbx/lookup'; // your lookup service (HTTPS)
var LOOKUP_SECRET = 'change-me';                       // shared secret the service checks
var FALLBACK = '700';                                  // account for unknown callers, e.g. a call queue
var DEBUG = true;                                      // log what the HTTP callback receives

// The function reference does not document the format of the stored "from"
// value. Accept a plain number as well as a SIP header such as
// "Name" <sip:+15550123@pbx.example.com>.
function numberFrom(value) {
  var text = String(value || '');
  var match = /sip:([^@;>]+)/.exec(text);
  return match ? match[1] : text.trim();
}

// The function reference does not document what system.http passes to its
// callback. Look at every argument and return the first JSON object (given as
// an object or as a string) that contains the expected key.
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

function describe(args) {
  var parts = [];
  for (var i = 0; i < args.length; i++) {
    var value = typeof args[i] === 'string' ? args[i] : JSON.stringify(args[i]);
    parts.push(typeof args[i] + ': ' + String(value).substring(0, 200));
  }
  return parts.join(' | ');
}

var caller = numberFrom(tables['cobjs'].get(call.callid, 'from'));
call.log('caller-lookup: call ' + call.callid + ' from ' + caller);

call.say('One moment, please.');

system.http({
  method: 'POST',
  url: LOOKUP_URL,
  body: JSON.stringify({ secret: LOOKUP_SECRET, callid: call.callid, from: caller }),
  callback: function () {
    if (DEBUG) {
      call.log('caller-lookup: callback received ' + describe(arguments));
    }
    var answer = findAnswer(arguments, 'destination');
    if (answer && answer.destination) {
      call.log('caller-lookup: known caller, transfer to ' + answer.destination);
      if (answer.name) {
        call.say('Hello ' + answer.name + '. I am connecting you now.');
      }
      call.transfer(String(answer.destination));
    } else {
      call.log('caller-lookup: unknown caller or no answer, transfer to ' + FALLBACK);
      call.transfer(FALLBACK);
    }
  }
});
