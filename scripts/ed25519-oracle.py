#!/usr/bin/env python3
"""An independent Ed25519 for the differential tests (Python's `cryptography`, on OpenSSL).

Reads one request a line on stdin, answers one line each on stdout:
  sign SEED MESSAGE          -> PUBLICKEY SIGNATURE
  verify PUBLICKEY SIGNATURE MESSAGE -> 1 or 0
Every field is lowercase hex; an empty field is written "-". Exit status 3 when
`cryptography` is missing, so the caller can say what to install.
"""
import sys

try:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
except ImportError:
    sys.stderr.write("python3 cannot import cryptography (apt-get install python3-cryptography)\n")
    sys.exit(3)


def unhex(field):
    return b"" if field == "-" else bytes.fromhex(field)


raw = serialization.Encoding.Raw
for line in sys.stdin:
    fields = line.split()
    if not fields:
        continue
    if fields[0] == "sign":
        key = Ed25519PrivateKey.from_private_bytes(unhex(fields[1]))
        public = key.public_key().public_bytes(raw, serialization.PublicFormat.Raw)
        print(public.hex(), key.sign(unhex(fields[2])).hex())
    elif fields[0] == "verify":
        try:
            Ed25519PublicKey.from_public_bytes(unhex(fields[1])).verify(unhex(fields[2]), unhex(fields[3]))
            print("1")
        except (InvalidSignature, ValueError):
            print("0")
    else:
        print("?")
    sys.stdout.flush()
