#!/usr/bin/env python3
"""Prepare many extensions for the CSV import, and check afterwards that they exist.

Step 1, make the import file from a staff list (comma-separated, with a header line
number,first_name,last_name,email and optionally cell):

    python3 bulk-extensions.py make-import staff.csv > import.txt

The output is the semicolon-separated format of the PBX's CSV import, with a column
line and a new random web password and SIP password for every extension. Paste it
into the import dialog of the tenant's extension list, check the preview, and click
Create. The file contains passwords: delete it when the import is done.

Step 2, check that every number of the staff list exists as an account in the tenant
(GET /rest/domain/<tenant>/users, HTTP Basic authentication):

    export PBX_URL=https://pbx.example.com PBX_TENANT=tenant1.example.com
    export PBX_USER=api-scripts PBX_PASS='...'
    python3 bulk-extensions.py verify staff.csv

Standard library only. Exit code 0 = all numbers found, 1 = some missing, 2 = error.
"""
import argparse
import base64
import csv
import json
import os
import secrets
import string
import sys
import urllib.error
import urllib.parse
import urllib.request

REQUIRED = ["number", "first_name", "last_name", "email"]
# Import columns: the account number is "alias"; web_pass and password (SIP) are generated.
IMPORT_COLUMNS = ["alias", "first_name", "last_name", "email", "cell", "web_pass", "password"]
ALPHABET = string.ascii_letters + string.digits


def read_staff(path):
    with open(path, newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle)
        missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
        if missing:
            sys.exit("error: %s lacks the column(s) %s" % (path, ", ".join(missing)))
        rows = []
        for line, row in enumerate(reader, start=2):
            number = (row.get("number") or "").strip()
            if not number.isdigit():
                sys.exit("error: line %d: number %r is not a plain account number" % (line, number))
            for key, value in row.items():
                if value and ";" in value:
                    sys.exit("error: line %d: %s contains a semicolon, which the import uses as separator" % (line, key))
            rows.append({k: (v or "").strip() for k, v in row.items() if k})
        return rows


def password(length):
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def make_import(args):
    rows = read_staff(args.staff)
    out = sys.stdout
    out.write("#" + ";".join(IMPORT_COLUMNS) + "\n")
    for row in rows:
        values = [
            row["number"],
            row["first_name"],
            row["last_name"],
            row["email"],
            row.get("cell", ""),
            password(args.web_length),
            password(args.sip_length),
        ]
        out.write(";".join(values) + "\n")
    print("%d extension(s) written" % len(rows), file=sys.stderr)
    return 0


def env(name):
    value = os.environ.get(name)
    if not value:
        sys.exit("error: set the environment variable %s" % name)
    return value


def verify(args):
    rows = read_staff(args.staff)
    base = env("PBX_URL").rstrip("/")
    tenant = env("PBX_TENANT")
    token = base64.b64encode(("%s:%s" % (env("PBX_USER"), env("PBX_PASS"))).encode("utf-8")).decode("ascii")
    url = "%s/rest/domain/%s/users" % (base, urllib.parse.quote(tenant))
    request = urllib.request.Request(url, headers={"Authorization": "Basic " + token})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            accounts = json.load(response)
    except urllib.error.HTTPError as err:
        print("error: %s answered HTTP %d" % (url, err.code), file=sys.stderr)
        return 2
    except (urllib.error.URLError, ValueError) as err:
        print("error: %s: %s" % (url, err), file=sys.stderr)
        return 2
    if not isinstance(accounts, list):
        print("error: expected a JSON list from %s" % url, file=sys.stderr)
        return 2

    # An account's number can be its name or one of its aliases.
    known = set()
    for account in accounts:
        if isinstance(account, dict):
            known.add(str(account.get("name", "")))
            known.update(str(a) for a in account.get("alias") or [])
    missing = [row["number"] for row in rows if row["number"] not in known]
    for number in missing:
        print("missing: %s" % number)
    print("%d of %d number(s) found in %s" % (len(rows) - len(missing), len(rows), tenant), file=sys.stderr)
    return 1 if missing else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    make = sub.add_parser("make-import", help="write the import file to standard output")
    make.add_argument("staff", help="staff list (CSV with number,first_name,last_name,email[,cell])")
    make.add_argument("--web-length", type=int, default=16, help="length of generated web passwords (default 16)")
    make.add_argument("--sip-length", type=int, default=20, help="length of generated SIP passwords (default 20)")
    make.set_defaults(func=make_import)
    check = sub.add_parser("verify", help="check that every number exists in the tenant")
    check.add_argument("staff", help="the same staff list")
    check.set_defaults(func=verify)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
