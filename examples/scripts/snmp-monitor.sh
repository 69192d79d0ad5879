#!/usr/bin/env bash
# Check a PBX over SNMP: calls, media CPU load, registrations, licence days,
# uptime (restarts) and, optionally, the status of every trunk.
#
# Reads the product's own values below the enterprise OID 1.3.6.1.4.1.25060.1
# with snmpget (net-snmp) and prints one status line in the format of
# Nagios-compatible monitoring systems, with performance data after the "|".
# Exit code: 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN (no answer).
#
#   PBX_HOST=pbx.example.com CALL_LIMIT=30 ./snmp-monitor.sh
#
# Settings (environment variables; the thresholds are starting points, not
# values from the product):
#   PBX_HOST            DNS name or address of the PBX      (default pbx.example.com)
#   SNMP_COMMUNITY      community string                    (default public)
#   SNMP_VERSION        SNMP version of the requests        (default 1)
#   CALL_LIMIT          call limit of the licence; empty = no call check
#   CALLS_WARN_PCT      warn at this share of CALL_LIMIT    (default 80)
#   CALLS_CRIT_PCT      critical at this share              (default 95)
#   MEDIA_CPU_WARN      media CPU load 0..100, warning      (default 70)
#   MEDIA_CPU_CRIT      media CPU load 0..100, critical     (default 90)
#   MIN_REGISTRATIONS   warn below this many registrations  (default 0 = off)
#   LICENCE_DAYS_WARN   warn below this many licence days   (default 30)
#   LICENCE_DAYS_CRIT   critical below this many days       (default 7)
#   CHECK_TRUNKS        yes = walk the trunk status values  (default no)
#   STATE_DIR           where the last uptime is kept       (default /var/tmp)
set -uo pipefail

PBX_HOST="${PBX_HOST:-pbx.example.com}"
SNMP_COMMUNITY="${SNMP_COMMUNITY:-public}"
SNMP_VERSION="${SNMP_VERSION:-1}"
CALL_LIMIT="${CALL_LIMIT:-}"
CALLS_WARN_PCT="${CALLS_WARN_PCT:-80}"
CALLS_CRIT_PCT="${CALLS_CRIT_PCT:-95}"
MEDIA_CPU_WARN="${MEDIA_CPU_WARN:-70}"
MEDIA_CPU_CRIT="${MEDIA_CPU_CRIT:-90}"
MIN_REGISTRATIONS="${MIN_REGISTRATIONS:-0}"
LICENCE_DAYS_WARN="${LICENCE_DAYS_WARN:-30}"
LICENCE_DAYS_CRIT="${LICENCE_DAYS_CRIT:-7}"
CHECK_TRUNKS="${CHECK_TRUNKS:-no}"
STATE_DIR="${STATE_DIR:-/var/tmp}"

BASE=1.3.6.1.4.1.25060.1
SNMP=(-v "$SNMP_VERSION" -c "$SNMP_COMMUNITY" -t 5 -r 1)

command -v snmpget >/dev/null || { echo "PBX UNKNOWN - snmpget not found (install net-snmp tools)"; exit 3; }

# Value N below the base OID. The documentation writes the OIDs without the
# trailing .0 that SNMP usually appends to single values; try both forms.
get() {
  local oid value
  for oid in "$BASE.$1" "$BASE.$1.0"; do
    value="$(snmpget "${SNMP[@]}" -Oqv "$PBX_HOST" "$oid" 2>/dev/null | tr -d '"')"
    if [[ $value =~ ^-?[0-9]+$ ]]; then
      printf '%s' "$value"
      return 0
    fi
  done
  return 1
}

status=0
problems=()
raise() { # level message
  [ "$1" -gt "$status" ] && status=$1
  problems+=("$2")
}

calls="$(get 1)" || calls=""
media_cpu="$(get 6)" || media_cpu=""
registrations="$(get 19)" || registrations=""
uptime="$(get 16)" || uptime=""
licence_days="$(get 22)" || licence_days=""

if [ -z "$calls$media_cpu$registrations$uptime$licence_days" ]; then
  echo "PBX UNKNOWN - no SNMP answer from $PBX_HOST (firewall, trusted addresses, SNMP version?)"
  exit 3
fi

if [ -n "$calls" ] && [ -n "$CALL_LIMIT" ]; then
  if [ $((calls * 100)) -ge $((CALL_LIMIT * CALLS_CRIT_PCT)) ]; then
    raise 2 "calls $calls of $CALL_LIMIT"
  elif [ $((calls * 100)) -ge $((CALL_LIMIT * CALLS_WARN_PCT)) ]; then
    raise 1 "calls $calls of $CALL_LIMIT"
  fi
fi

if [ -n "$media_cpu" ]; then
  if [ "$media_cpu" -ge "$MEDIA_CPU_CRIT" ]; then
    raise 2 "media CPU load $media_cpu"
  elif [ "$media_cpu" -ge "$MEDIA_CPU_WARN" ]; then
    raise 1 "media CPU load $media_cpu"
  fi
fi

if [ -n "$registrations" ] && [ "$MIN_REGISTRATIONS" -gt 0 ] && [ "$registrations" -lt "$MIN_REGISTRATIONS" ]; then
  raise 1 "only $registrations registrations"
fi

if [ -n "$licence_days" ]; then
  if [ "$licence_days" -lt "$LICENCE_DAYS_CRIT" ]; then
    raise 2 "licence ends in $licence_days days"
  elif [ "$licence_days" -lt "$LICENCE_DAYS_WARN" ]; then
    raise 1 "licence ends in $licence_days days"
  fi
fi

# A smaller uptime than at the last run means the service restarted.
state="$STATE_DIR/snmp-monitor-$PBX_HOST.uptime"
if [ -n "$uptime" ]; then
  if [ -r "$state" ] && [ "$uptime" -lt "$(cat "$state")" ]; then
    raise 1 "restarted (uptime $uptime s)"
  fi
  printf '%s\n' "$uptime" > "$state" 2>/dev/null || true
fi

# Trunk status: one value per trunk below .15, as a SIP response code.
# A walk needs GETNEXT, which the documentation does not mention; if the walk
# returns nothing, the check is skipped.
if [ "$CHECK_TRUNKS" = yes ]; then
  while read -r oid code; do
    code="${code//\"/}"
    [[ $code =~ ^[0-9]+$ ]] || continue
    if [ "$code" != 200 ]; then
      raise 1 "trunk ${oid##*.} status $code"
    fi
  done < <(snmpwalk "${SNMP[@]}" -Oqn "$PBX_HOST" "$BASE.15" 2>/dev/null)
fi

labels=(OK WARNING CRITICAL)
summary="calls ${calls:-?}, media CPU ${media_cpu:-?}, registrations ${registrations:-?}, licence days ${licence_days:-?}, uptime ${uptime:-?} s"
perf="calls=${calls:-U} media_cpu=${media_cpu:-U} registrations=${registrations:-U} licence_days=${licence_days:-U} uptime=${uptime:-U}s"
if [ ${#problems[@]} -gt 0 ]; then
  detail="$(IFS=';'; echo "${problems[*]}")"
  echo "PBX ${labels[$status]} - ${detail//;/, } ($summary) | $perf"
else
  echo "PBX OK - $summary | $perf"
fi
exit "$status"
