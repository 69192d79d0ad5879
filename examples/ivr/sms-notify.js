// SMS notification for a JavaScript IVR node: an on-call line.
//
// A caller reaches the on-call number outside office hours. The script tells
// the on-call technician by SMS and by email who is calling, then transfers
// the caller to the technician's extension (whose own forwarding or mailbox
// takes over if nobody answers).
//
// The PBX sends the SMS through the SMS provider configured for the tenant;
// SMS_FROM must be a number of the tenant that can send SMS.
// Change the settings below. See the page "Example: SMS notification".

var ONCALL_CELL = '+15550142';            // technician's cell phone, E.164
var SMS_FROM = '+15550100';               // the tenant's SMS-capable number, E.164
var ONCALL_EMAIL = 'oncall@example.com';  // second channel; empty string = no email
var EMAIL_FROM = 'pbx@example.com';
var ONCALL_EXTENSION = '290';             // where the caller is put through

function numberFrom(value) {
  var text = String(value || '');
  var match = /sip:([^@;>]+)/.exec(text);
  return match ? match[1] : text.trim();
}

var caller = numberFrom(tables['cobjs'].get(call.callid, 'from')) || 'an unknown number';
var text = 'On-call line: call from ' + caller + '. The caller is being put through to extension ' + ONCALL_EXTENSION + '.';

call.log('sms-notify: call ' + call.callid + ' from ' + caller + ', notifying ' + ONCALL_CELL);

call.sms({ text: text, from: SMS_FROM, to: ONCALL_CELL });

if (ONCALL_EMAIL) {
  system.email({
    to: ONCALL_EMAIL,
    from: EMAIL_FROM,
    subject: 'On-call line: call from ' + caller,
    body: text
  });
}

call.say('Thank you for calling the Example Facilities on-call line. Our technician has been notified. Please hold while we connect you.');
call.transfer(ONCALL_EXTENSION);
