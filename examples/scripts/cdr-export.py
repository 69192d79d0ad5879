#!/usr/bin/env python3
"""Export one day of a tenant's call records (CDRs) to JSON Lines and CSV.

Reads the records over the REST API, page by page, and writes
    cdr-<tenant>-<YYYY-MM-DD>.jsonl   one record per line, exactly as the PBX sent it
    cdr-<tenant>-<YYYY-MM-DD>.csv     the same records flattened to columns
into --out-dir. Run it every night for the day before, within the time the PBX
keeps its CDRs.

    export PBX_URL=https://pbx.example.com PBX_TENANT=tenant1.example.com
    export PBX_USER=api-scripts PBX_PASS='...'
    python3 cdr-export.py --out-dir /var/lib/cdr-export          # yesterday
    python3 cdr-export.py --day 2026-11-22 --out-dir /tmp         # a given day

The request is GET /rest/domain/<tenant>/cdrs?start=YYYYMMDD&end=YYYYMMDD&page=N&size=N
with HTTP Basic authentication. This path is observed in third-party clients, not
given in the product's API reference: compare the first exports with the call
records in the web interface. --end-offset 1 asks for end = the next day, for a
version that treats the end date as exclusive.

Standard library only. Exit code 0 = files written, 2 = error.
"""
import argparse
import base64
import csv
import datetime
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request


def env(name):
    value = os.environ.get(name)
    if not value:
        sys.exit("error: set the environment variable %s" % name)
    return value


def records_of(payload):
    """The records of one page: the list itself, or the first list inside an object."""
    if isinstance(payload, list):
        return payload
    if isinstance(payload, dict):
        for value in payload.values():
            if isinstance(value, list):
                return value
    return []


def flatten(record, prefix=""):
    """{"a": {"b": 1}, "c": [1, 2]} -> {"a.b": 1, "c": "[1, 2]"}"""
    flat = {}
    for key, value in record.items():
        name = prefix + str(key)
        if isinstance(value, dict):
            flat.update(flatten(value, name + "."))
        elif isinstance(value, list):
            flat[name] = json.dumps(value, ensure_ascii=False)
        else:
            flat[name] = value
    return flat


def fetch(base, tenant, auth, start, end, page, size):
    query = urllib.parse.urlencode({"start": start, "end": end, "page": page, "size": size})
    url = "%s/rest/domain/%s/cdrs?%s" % (base, urllib.parse.quote(tenant), query)
    request = urllib.request.Request(url, headers={"Authorization": "Basic " + auth})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--day", help="day to export, YYYY-MM-DD (default: yesterday)")
    parser.add_argument("--end-offset", type=int, default=0, choices=[0, 1],
                        help="0: end = the day itself (default); 1: end = the next day")
    parser.add_argument("--out-dir", default=".", help="where the files are written")
    parser.add_argument("--size", type=int, default=500, help="records per page (default 500)")
    parser.add_argument("--max-pages", type=int, default=1000, help="stop after this many pages")
    args = parser.parse_args()

    base = env("PBX_URL").rstrip("/")
    tenant = env("PBX_TENANT")
    auth = base64.b64encode(("%s:%s" % (env("PBX_USER"), env("PBX_PASS"))).encode("utf-8")).decode("ascii")

    if args.day:
        day = datetime.datetime.strptime(args.day, "%Y-%m-%d").date()
    else:
        day = datetime.date.today() - datetime.timedelta(days=1)
    start = day.strftime("%Y%m%d")
    end = (day + datetime.timedelta(days=args.end_offset)).strftime("%Y%m%d")

    records = []
    previous = None
    try:
        for page in range(1, args.max_pages + 1):
            batch = records_of(fetch(base, tenant, auth, start, end, page, args.size))
            if batch and batch == previous:
                # A version that ignores "page" sends the same records again.
                print("warning: page %d repeats page %d; stopping" % (page, page - 1), file=sys.stderr)
                break
            previous = batch
            records.extend(r for r in batch if isinstance(r, dict))
            if len(batch) < args.size:
                break
        else:
            print("warning: stopped after %d pages" % args.max_pages, file=sys.stderr)
    except urllib.error.HTTPError as err:
        print("error: the PBX answered HTTP %d on page %d" % (err.code, page), file=sys.stderr)
        return 2
    except (urllib.error.URLError, ValueError) as err:
        print("error: %s" % err, file=sys.stderr)
        return 2

    os.makedirs(args.out_dir, exist_ok=True)
    stem = os.path.join(args.out_dir, "cdr-%s-%s" % (tenant, day.isoformat()))
    with open(stem + ".jsonl", "w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")

    rows = [flatten(r) for r in records]
    columns = []
    for row in rows:
        columns.extend(k for k in row if k not in columns)
    with open(stem + ".csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)

    print("%d record(s) of %s written to %s.jsonl and .csv" % (len(records), day.isoformat(), stem), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
