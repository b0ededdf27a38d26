#!/usr/bin/env python3
"""A fault-injecting web server for Guidebook's remote-content tests (never for production).

Serves two published folders, ROOT/v1 and ROOT/v2 (written by `guidebook publish`):
  /ok/<path>        ROOT/v1/<path>, as a static server would (ETag, Last-Modified, 304)
  /<fault>/<path>   ROOT/v2/<path> with one fault applied (see FAULTS below)
ROOT/_stats.json, rewritten after each response: {"<request path>": body bytes written before
the client went away}, so a test can tell a client that stopped reading from one that drained a body.

Usage: fault-server.py ROOT   (prints "PORT <n>" on its first line once listening on 127.0.0.1)
"""
import hashlib
import json
import os
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = sys.argv[1]
CHANGED = "de.lproj/HelpList.plist"  # the file v2 changes; file faults hit it
STATS = {}
LOCK = threading.Lock()

NOT_A_BOOK = b"""<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>Colour</key><string>blue</string></dict></plist>
"""
BOOK_WITH_ERRORS = b"""<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<array>
\t<dict>
\t\t<key>Title</key>
\t\t<string> </string>
\t\t<key>Erste Schritte</key>
\t\t<string>Tippe auf Neu.</string>
\t</dict>
</array>
</plist>
"""


def read(version, path):
    with open(os.path.join(ROOT, version, path), "rb") as handle:
        return handle.read()


def manifest_with(substitutes, extra=None, **fields):
    """v2's manifest with some files' bodies replaced (sizes and hashes recomputed)."""
    manifest = json.loads(read("v2", "guidebook.json"))
    for entry in manifest["files"]:
        body = substitutes.get(entry["path"])
        if body is not None:
            entry["size"] = len(body)
            entry["sha256"] = hashlib.sha256(body).hexdigest()
    if extra:
        manifest["files"].append(extra)
    manifest.update(fields)
    return json.dumps(manifest, indent=2).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def finish(self):
        try:
            super().finish()
        except OSError:
            pass  # the connection was cut on purpose

    def record(self, sent):
        with LOCK:
            STATS[self.path] = STATS.get(self.path, 0) + sent
            with open(os.path.join(ROOT, "_stats.json.tmp"), "w") as handle:
                json.dump(STATS, handle)
            os.replace(os.path.join(ROOT, "_stats.json.tmp"), os.path.join(ROOT, "_stats.json"))

    def send_body(self, status, body, content_type="application/json", headers=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
        self.record(len(body))

    def static(self, version, path):
        try:
            body = read(version, path)
        except OSError:
            return self.send_body(404, b"not found", "text/plain")
        etag = '"%s"' % hashlib.sha256(body).hexdigest()[:16]
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_body(200, body, "application/json" if path.endswith(".json") else "application/octet-stream",
                       {"ETag": etag})

    def do_GET(self):
        parts = self.path.lstrip("/").split("/", 1)
        if len(parts) != 2:
            return self.send_body(404, b"not found", "text/plain")
        fault, path = parts
        if fault == "ok":
            return self.static("v1", path)
        handler = FAULTS.get(fault)
        if handler is None:
            return self.send_body(404, b"no such fault", "text/plain")
        handler(self, path)

    # --- helpers for faults that break the connection ---
    def partial(self, body, reset):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        half = body[: len(body) // 2]
        self.wfile.write(half)
        self.wfile.flush()
        self.record(len(half))
        if reset:
            # Linger 0: close() sends a TCP reset instead of an orderly end.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        else:
            self.connection.shutdown(socket.SHUT_RDWR)
        self.connection.close()
        self.close_connection = True

    def stream_forever(self, total):
        """`total` bytes with no Content-Length, until the client stops reading. Paced at about
        10 MB/s, a fast real network (loopback would hand over 50 MB before any client could react;
        at 30 MB/s a client on a machine busy with the whole test run was seen to take the 50 MB
        before its cancellation landed)."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Connection", "close")
        self.end_headers()
        chunk = b"x" * 65536
        sent = 0
        try:
            while sent < total:
                self.wfile.write(chunk)
                sent += len(chunk)
                time.sleep(0.006)
        except OSError:
            pass
        self.record(sent)
        self.close_connection = True


def on_manifest(action):
    """A fault applied to guidebook.json; other files are served from v2 as they are."""
    def handler(request, path):
        if path == "guidebook.json":
            return action(request)
        request.static("v2", path)
    return handler


def on_changed_file(action):
    """A fault applied to the changed file; the manifest and other files are v2's."""
    def handler(request, path):
        if path == CHANGED:
            return action(request, read("v2", path))
        request.static("v2", path)
    return handler


def substituted(body):
    def handler(request, path):
        if path == "guidebook.json":
            return request.send_body(200, manifest_with({CHANGED: body}))
        if path == CHANGED:
            return request.send_body(200, body, "application/octet-stream")
        request.static("v2", path)
    return handler


def slow_drip(request):
    body = read("v2", "guidebook.json")
    request.send_response(200)
    request.send_header("Content-Type", "application/json")
    request.send_header("Content-Length", str(len(body)))
    request.end_headers()
    sent = 0
    try:
        for byte in body:
            request.wfile.write(bytes([byte]))
            request.wfile.flush()
            sent += 1
            time.sleep(0.2)
    except OSError:
        pass
    request.record(sent)
    request.close_connection = True


def flipped(request, body):
    changed = bytearray(body)
    changed[len(changed) // 2] ^= 0x20
    request.send_body(200, bytes(changed), "application/octet-stream")


def missing_file(request, path):
    if path == "guidebook.json":
        extra = {"path": "fr.lproj/HelpList.plist", "language": "fr", "kind": "help-book", "size": 10,
                 "sha256": "0" * 64}
        return request.send_body(200, manifest_with({}, extra))
    request.static("v2", path)


def changing_etag(request, path):
    # v1's manifest again (the content in the cache), under an ETag that is new every time.
    body = read("v1", path)
    request.send_body(200, body, "application/json", {"ETag": '"%d"' % time.monotonic_ns()})


FAULTS = {
    "status500": on_manifest(lambda r: r.send_body(500, b"internal error", "text/plain")),
    "status404": on_manifest(lambda r: r.send_body(404, b"not found", "text/plain")),
    "redirect-to-http": on_manifest(
        lambda r: r.send_body(301, b"", "text/plain", {"Location": "http://example.invalid/guidebook.json"})),
    "cut-body": on_changed_file(lambda r, body: r.partial(body, reset=False)),
    "reset-body": on_changed_file(lambda r, body: r.partial(body, reset=True)),
    "slow-drip": on_manifest(slow_drip),
    "wrong-content-type": on_manifest(lambda r: r.send_body(200, b"<html><body>Log in</body></html>", "text/html")),
    "garbage": on_manifest(lambda r: r.send_body(200, os.urandom(4096))),
    "sha-mismatch": on_changed_file(flipped),
    "not-a-book": substituted(NOT_A_BOOK),
    "book-with-errors": substituted(BOOK_WITH_ERRORS),
    "missing-file": missing_file,
    "huge-manifest": on_manifest(lambda r: r.stream_forever(50 * 1024 * 1024)),
    "huge-file": on_changed_file(lambda r, body: r.stream_forever(50 * 1024 * 1024)),
    "not-modified": on_manifest(lambda r: (r.send_response(304), r.send_header("Content-Length", "0"),
                                           r.end_headers())),
    "changing-etag": changing_etag,
    "newer-format": on_manifest(lambda r: r.send_body(200, manifest_with({}, formatVersion=2))),
    "newer-app": on_manifest(lambda r: r.send_body(200, manifest_with({}, minimumAppVersion="99.0"))),
}


def main():
    class Server(ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            pass  # clients that stop reading (size limits, timeouts) are expected

    server = Server(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
