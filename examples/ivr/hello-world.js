// Hello world for a JavaScript IVR node.
//
// Paste this file into the code area of an IVR node whose type is "Javascript".
// The script greets the caller, writes one line to the PBX log and hangs up.
// It uses only call.say(), call.log(), call.hangup() and the properties
// call.callid and call.lang from the JavaScript IVR function reference.

var GREETING =
  'Hello, and thank you for calling Example Corporation. ' +
  'You have reached our new phone menu. It works. Goodbye.';

// One line in the log, so that you can find this call there.
call.log('hello-world: call ' + call.callid + ', language ' + call.lang);

// Speak the greeting with text to speech.
call.say(GREETING);

// End the call. The product's own minimal example also ends with hangup().
call.hangup();
