#!/usr/bin/env bash
# Back up the PBX working directory to S3-compatible object storage.
#
# Packs the working directory into a dated .tar.gz archive, writes a SHA-256
# checksum next to it and uploads both with the AWS CLI ("aws s3 cp") or with
# rclone. Run it as root, for example nightly from a file in /etc/cron.d (the
# PATH line lets cron find an aws installed in /usr/local/bin):
#
#   PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
#   15 2 * * * root S3_URI=s3://pbx-backups-example/pbx.example.com /usr/local/sbin/backup-s3.sh
#
# Settings (environment variables; the defaults are examples):
#   PBX_DIR        working directory of the PBX             (default /usr/local/pbx)
#   PBX_SERVICE    systemd service of the PBX               (default pbx)
#   STOP_SERVICE   yes = stop the PBX while the archive is written: a consistent
#                  copy, but calls in progress are dropped  (default no)
#   UPLOADER       aws or rclone                            (default aws)
#   S3_URI         bucket and prefix for the AWS CLI        (e.g. s3://pbx-backups-example/pbx.example.com)
#   S3_ENDPOINT    endpoint of S3-compatible storage; empty for AWS itself
#                  (e.g. https://s3.example.com)
#   RCLONE_DEST    rclone remote and path                   (e.g. backup:pbx-backups-example/pbx.example.com)
#   TMP_DIR        where the archive is built               (default /var/tmp)
#   KEEP_LOCAL     yes = keep the local archive after the upload (default no)
#
# Exit code 0 = archive uploaded; anything else = no complete backup was made.
set -euo pipefail

PBX_DIR="${PBX_DIR:-/usr/local/pbx}"
PBX_SERVICE="${PBX_SERVICE:-pbx}"
STOP_SERVICE="${STOP_SERVICE:-no}"
UPLOADER="${UPLOADER:-aws}"
S3_URI="${S3_URI:-}"
S3_ENDPOINT="${S3_ENDPOINT:-}"
RCLONE_DEST="${RCLONE_DEST:-}"
TMP_DIR="${TMP_DIR:-/var/tmp}"
KEEP_LOCAL="${KEEP_LOCAL:-no}"

log() { printf '%s backup-s3: %s\n' "$(date '+%F %T')" "$*" >&2; }
die() { log "error: $*"; exit 1; }

[ -d "$PBX_DIR" ] || die "working directory $PBX_DIR not found"
case "$UPLOADER" in
  aws)
    command -v aws >/dev/null || die "the AWS CLI (aws) is not installed"
    [ -n "$S3_URI" ] || die "set S3_URI, e.g. s3://pbx-backups-example/pbx.example.com"
    ;;
  rclone)
    command -v rclone >/dev/null || die "rclone is not installed"
    [ -n "$RCLONE_DEST" ] || die "set RCLONE_DEST, e.g. backup:pbx-backups-example/pbx.example.com"
    ;;
  *) die "UPLOADER must be aws or rclone" ;;
esac

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
name="pbx-$(hostname -s)-$stamp.tar.gz"
archive="$TMP_DIR/$name"
stopped=no

cleanup() {
  if [ "$stopped" = yes ]; then
    log "starting $PBX_SERVICE again"
    systemctl start "$PBX_SERVICE" || log "error: could not start $PBX_SERVICE"
  fi
  if [ "$KEEP_LOCAL" != yes ]; then
    rm -f "$archive" "$archive.sha256"
  fi
}
trap cleanup EXIT

if [ "$STOP_SERVICE" = yes ]; then
  log "stopping $PBX_SERVICE for a consistent copy"
  systemctl stop "$PBX_SERVICE"
  stopped=yes
fi

log "writing $archive"
# GNU tar exits with 1 when a file changed while it was read (a running PBX);
# the archive is still usable. Anything above 1 is a real error.
set +e
tar -C "$(dirname "$PBX_DIR")" -czf "$archive" "$(basename "$PBX_DIR")"
rc=$?
set -e
[ "$rc" -le 1 ] || die "tar failed with exit code $rc"

if [ "$stopped" = yes ]; then
  log "starting $PBX_SERVICE again"
  systemctl start "$PBX_SERVICE"
  stopped=no
fi

(cd "$TMP_DIR" && sha256sum "$name" > "$name.sha256")
log "archive $(du -h "$archive" | cut -f1), sha256 $(cut -c1-16 "$archive.sha256")..."

if [ "$UPLOADER" = aws ]; then
  endpoint=()
  [ -z "$S3_ENDPOINT" ] || endpoint=(--endpoint-url "$S3_ENDPOINT")
  aws ${endpoint[@]+"${endpoint[@]}"} s3 cp --only-show-errors "$archive" "${S3_URI%/}/$name"
  aws ${endpoint[@]+"${endpoint[@]}"} s3 cp --only-show-errors "$archive.sha256" "${S3_URI%/}/$name.sha256"
  log "uploaded to ${S3_URI%/}/$name"
else
  rclone copyto "$archive" "${RCLONE_DEST%/}/$name"
  rclone copyto "$archive.sha256" "${RCLONE_DEST%/}/$name.sha256"
  log "uploaded to ${RCLONE_DEST%/}/$name"
fi
