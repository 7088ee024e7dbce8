#!/bin/sh
# Checks one Atria webhook delivery by hand (docs/api.md#verifying-a-signature), with openssl:
#   ATRIA_WEBHOOK_SECRET=whsec_… sh verify-webhook.sh <timestamp header> <signature header> <body file>
# Prints "valid" and exits 0 when the signature matches, "invalid" and exits 1 otherwise. (It does not check the
# timestamp's age: compare it with `date +%s` yourself, 5 minutes at most.)
set -eu
timestamp="$1"
signature="$2"
body_file="$3"
expected="v1=$( { printf '%s.' "$timestamp"; cat "$body_file"; } | openssl dgst -sha256 -hmac "$ATRIA_WEBHOOK_SECRET" -r | cut -d' ' -f1)"
case " $signature " in
  *" $expected "*) echo valid ;;
  *) echo invalid; exit 1 ;;
esac
