// Short caller survey for a JavaScript IVR node.
//
// The script asks QUESTIONS one after the other, takes one key from 1 to 5 as
// each answer, sends all answers to a web service of yours and thanks the
// caller. Callers reach the node when an agent transfers them to it at the
// end of a conversation (see the page "Example: post-call survey").
//
// Request (POST, JSON body):
//   {"secret": "...", "callid": "...", "from": "+15550123", "to": "7900",
//    "answers": {"solved": 4, "friendly": 5}}
// The answer of the service is not evaluated; the caller is thanked either way.

var SURVEY_URL = 'https://survey.example.com/pbx/survey'; // your survey service (HTTPS)
var SURVEY_SECRET = 'change-me';                          // shared secret the service checks

var INTRO = 'Thank you for taking part in our short survey. Please answer each question with a key from 1 to 5.';
var QUESTIONS = [
  { id: 'solved', text: 'How well did we solve your request? 1 means not at all, 5 means completely.' },
  { id: 'friendly', text: 'How friendly was our team? 1 means not at all, 5 means very friendly.' }
];
var REPEAT = 'Please press a key from 1 to 5.';
var THANKS = 'Thank you for your answers. Goodbye.';

function numberFrom(value) {
  var text = String(value || '');
  var match = /sip:([^@;>]+)/.exec(text);
  return match ? match[1] : text.trim();
}

var answers = {};
var current = 0;
var finished = false;

function send() {
  finished = true;
  var record = {
    secret: SURVEY_SECRET,
    callid: call.callid,
    from: numberFrom(tables['cobjs'].get(call.callid, 'from')),
    to: numberFrom(tables['cobjs'].get(call.callid, 'to')),
    answers: answers
  };
  call.log('survey: call ' + call.callid + ', answers ' + JSON.stringify(answers));
  system.http({
    method: 'POST',
    url: SURVEY_URL,
    body: JSON.stringify(record),
    callback: function () {
      call.say(THANKS);
      call.hangup();
    }
  });
}

call.dtmf(function (input) {
  if (finished) {
    return;
  }
  var key = String(input).replace(/[^0-9*#]/g, '').charAt(0);
  if (key < '1' || key > '5' || key.length !== 1) {
    call.say(REPEAT + ' ' + QUESTIONS[current].text);
    return;
  }
  answers[QUESTIONS[current].id] = Number(key);
  current++;
  if (current < QUESTIONS.length) {
    call.say(QUESTIONS[current].text);
  } else {
    send();
  }
});

call.say(INTRO + ' ' + QUESTIONS[0].text);
