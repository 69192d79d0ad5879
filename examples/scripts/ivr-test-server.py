#!/usr/bin/env python3
"""Test service for the JavaScript IVR examples.

Answers the requests of the example scripts (caller lookup, PIN check, survey,
callback request) so that you can try them before you connect your own CRM,
verification or ticket system. Standard library only.

    IVR_SECRET=change-me python3 ivr-test-server.py --port 8080

Paths and answers:
    POST /pbx/lookup    {"secret", "callid", "from"}          -> {"destination", "name"}
    POST /pbx/verify    {"secret", "callid", "from", "pin"}   -> {"ok", "destination"}
    POST /pbx/survey    {"secret", "callid", "from", "to", "answers"} -> {"saved": true}
    POST /pbx/callback  {"secret", "callid", "from", "to"}    -> {"ticket": "CB-1001"}

The body is read as JSON whatever Content-Type the request carries. Survey
answers and callback requests are appended to survey.jsonl and callbacks.jsonl
in --data-dir. The server speaks plain HTTP: put it behind your HTTPS reverse
proxy before a PBX on another network uses it.
"""
import argparse
import csv
import hmac
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ.get("IVR_SECRET", "change-me")

# Sample data; replace it with --contacts and --pins files (CSV with a header line).
CONTACTS = {
    "+15550123": {"destination": "41", "name": "Ms Jones"},
    "+15550187": {"destination": "42", "name": "Mr Smith"},
}
PINS = {
    "482913": "7100",
}

lock = threading.Lock()
next_ticket = [1001]


def load_csv(path, key, fields):
    """Read a CSV file with a header line into {row[key]: {field: row[field]}}."""
    with open(path, newline="", encoding="utf-8") as handle:
        return {row[key].strip(): {f: row[f].strip() for f in fields} for row in csv.DictReader(handle)}


class Handler(BaseHTTPRequestHandler):
    server_version = "ivr-test-server"

    def answer(self, status, payload):
        body = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def append(self, name, record):
        record = dict(record, received=time.strftime("%Y-%m-%dT%H:%M:%S%z"))
        record.pop("secret", None)
        with lock, open(os.path.join(self.server.data_dir, name), "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            data = json.loads(raw.decode("utf-8") or "{}")
        except (UnicodeDecodeError, json.JSONDecodeError):
            return self.answer(400, {"error": "body is not JSON"})
        if not isinstance(data, dict):
            return self.answer(400, {"error": "body is not a JSON object"})
        if not hmac.compare_digest(str(data.get("secret", "")), SECRET):
            return self.answer(403, {"error": "wrong secret"})

        path = self.path.split("?", 1)[0]
        caller = str(data.get("from", ""))
        if path == "/pbx/lookup":
            return self.answer(200, CONTACTS.get(caller, {"destination": ""}))
        if path == "/pbx/verify":
            destination = PINS.get(str(data.get("pin", "")))
            return self.answer(200, {"ok": True, "destination": destination} if destination else {"ok": False})
        if path == "/pbx/survey":
            self.append("survey.jsonl", data)
            return self.answer(200, {"saved": True})
        if path == "/pbx/callback":
            with lock:
                ticket = "CB-%d" % next_ticket[0]
                next_ticket[0] += 1
            self.append("callbacks.jsonl", dict(data, ticket=ticket))
            return self.answer(200, {"ticket": ticket})
        return self.answer(404, {"error": "unknown path"})

    def log_message(self, fmt, *args):
        # Never log request bodies: they carry PINs.
        sys.stderr.write("%s %s\n" % (self.address_string(), fmt % args))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="port to listen on (default 8080)")
    parser.add_argument("--data-dir", default=".", help="where survey.jsonl and callbacks.jsonl are written")
    parser.add_argument("--contacts", help="CSV with the columns number,destination,name")
    parser.add_argument("--pins", help="CSV with the columns pin,destination")
    args = parser.parse_args()

    if args.contacts:
        CONTACTS.clear()
        CONTACTS.update(load_csv(args.contacts, "number", ["destination", "name"]))
    if args.pins:
        PINS.clear()
        PINS.update({pin: row["destination"] for pin, row in load_csv(args.pins, "pin", ["destination"]).items()})
    if SECRET == "change-me":
        print("warning: IVR_SECRET is not set; using the example secret 'change-me'", file=sys.stderr)

    server = ThreadingHTTPServer((args.bind, args.port), Handler)
    server.data_dir = args.data_dir
    print("listening on http://%s:%d" % (args.bind, args.port), file=sys.stderr)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
