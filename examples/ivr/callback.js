// Callback request for a JavaScript IVR node in front of a call queue.
//
// The script offers callers a choice: press 1 to be called back at the number
// they are calling from, or 2 to wait for the next free agent. A request is
// sent to your ticket or CRM system over HTTPS; a person calls back from there.
// Callers without a usable number are put through to the queue at once, and so
// is every request the ticket system does not confirm.
//
// Request (POST, JSON body):
//   {"secret": "...", "callid": "...", "from": "+15550123", "to": "+15550100"}
// Answer (JSON):  {"ticket": "CB-1042"}
//
// Change the settings below. See the page "Example: callback request".

var TICKET_URL = 'https://tickets.example.com/pbx/callback'; // your ticket system (HTTPS)
var TICKET_SECRET = 'change-me';                             // shared secret the system checks
var QUEUE = '7000';                                          // the call queue callers wait in

var OFFER =
  'All our agents are busy at the moment. ' +
  'To be called back at the number you are calling from, press 1. ' +
  'To wait for the next free agent, press 2.';

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

// Read a number digit by digit: "+15550123" becomes "plus 1 5 5 5 0 1 2 3".
function spoken(number) {
  return number.replace(/^\+/, 'plus ').replace(/(\d)(?=\d)/g, '$1 ');
}

var caller = numberFrom(tables['cobjs'].get(call.callid, 'from'));
var dialled = numberFrom(tables['cobjs'].get(call.callid, 'to'));
var decided = false;

call.log('callback: call ' + call.callid + ' from ' + caller + ' to ' + dialled);

function toQueue(reason) {
  decided = true;
  call.log('callback: ' + reason + ', transfer to queue ' + QUEUE);
  call.transfer(QUEUE);
}

function request() {
  decided = true;
  system.http({
    method: 'POST',
    url: TICKET_URL,
    body: JSON.stringify({ secret: TICKET_SECRET, callid: call.callid, from: caller, to: dialled }),
    callback: function () {
      var answer = findAnswer(arguments, 'ticket');
      if (answer && answer.ticket) {
        call.log('callback: request ' + answer.ticket + ' for ' + caller);
        call.say('Thank you. We will call you back at ' + spoken(caller) + '. Goodbye.');
        call.hangup();
      } else {
        call.say('Sorry, we could not take your request. Please hold for the next free agent.');
        toQueue('ticket system did not confirm');
      }
    }
  });
}

// A callback needs a number with at least six digits; anonymous callers and
// internal extensions go straight to the queue.
if (!/\d{6,}/.test(caller)) {
  toQueue('no number to call back');
} else {
  call.dtmf(function (input) {
    if (decided) {
      return;
    }
    var key = String(input).replace(/[^0-9*#]/g, '').charAt(0);
    if (key === '1') {
      request();
    } else if (key === '2') {
      toQueue('caller chose to wait');
    } else {
      call.say(OFFER);
    }
  });
  call.say(OFFER);
}
