"""A web server on 127.0.0.1 for the tests of `recipes import URL` (CI has no internet).

    with RecipeServer() as server:
        server.url("/recipe/1")          # http://127.0.0.1:PORT/recipe/1
        server.requests                  # the paths asked for, in order

Routes: /recipe/N (a page with one schema.org recipe and a picture), /picture/N.png,
/slow/N?seconds=S (the same page after S seconds), /no-recipe, /status/CODE, /redirect/K/N (K
redirects, then /recipe/N), /loop, /to-file (a redirect to file:///etc/hostname), /stall (answers
nothing), /huge (says 200 MB, sends zeros), /endless (no length, zeros until the client stops, at
most 200 MB), /gzip/N (the page gzip-compressed), /bomb (200 MB of spaces gzip-compressed),
/cp1252 (a Windows-1252 page, declared so in Content-Type), /broken-picture/N (a page whose
picture is missing). `https=True` serves the same over TLS with a self-signed certificate.
"""
import gzip
import io
import json
import os
import ssl
import subprocess
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

# A 1x1 PNG.
PICTURE = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154"
    "78da63fcff9f010003010100a1d7f5ff0000000049454e44ae426082")
BIG = 200 * 1024 * 1024


def recipe_page(title, picture="/picture/1.png", slug=None):
    """A page with one schema.org recipe named `title` (no `url`: the fetched address names it)."""
    node = {"@context": "https://schema.org", "@type": "Recipe", "name": title, "image": picture,
            "recipeIngredient": ["200 g rice noodles", "2 tbsp fish sauce"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Soak the noodles."}]}
    return (f"<!doctype html><html><head><title>{title}</title>"
            f"<script type=\"application/ld+json\">{json.dumps(node, ensure_ascii=False)}</script>"
            f"</head><body><p>{title}</p></body></html>")


class RecipeServer:
    def __init__(self, https=False):
        self.requests = []
        self.user_agents = []
        self.closing = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def log_message(self, *args):
                pass

            def do_GET(self):
                server.requests.append(self.path)
                server.user_agents.append(self.headers.get("User-Agent", ""))
                try:
                    server.route(self)
                except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.scheme = "https" if https else "http"
        if https:
            self.certificates = tempfile.TemporaryDirectory()
            cert, key = (os.path.join(self.certificates.name, n) for n in ("cert.pem", "key.pem"))
            subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                            "-days", "1", "-subj", "/CN=127.0.0.1"], check=True, capture_output=True)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(cert, key)
            self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        # Made before serving: made on request, it could keep a client waiting past its stall timeout.
        bomb()
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.closing.set()
        self.httpd.shutdown()
        self.httpd.server_close()

    def url(self, path):
        return f"{self.scheme}://127.0.0.1:{self.httpd.server_address[1]}{path}"

    # -- routes ---------------------------------------------------------------------------------

    def route(self, handler):
        parsed = urlparse(handler.path)
        parts = parsed.path.strip("/").split("/")
        query = parse_qs(parsed.query)
        name = parts[0]
        if name == "recipe":
            return self.send(handler, 200, recipe_page(f"Web recipe {parts[1]}", f"/picture/{parts[1]}.png").encode())
        if name == "slow":
            time.sleep(float(query.get("seconds", ["1"])[0]))
            return self.send(handler, 200, recipe_page(f"Slow recipe {parts[1]}").encode())
        if name == "picture":
            return self.send(handler, 200, PICTURE, "image/png")
        if name == "broken-picture":
            return self.send(handler, 200, recipe_page(f"Pictureless {parts[1]}", "/status/404").encode())
        if name == "no-recipe":
            return self.send(handler, 200, b"<!doctype html><html><head><title>About us</title></head><body>Hi</body></html>")
        if name == "status":
            return self.send(handler, int(parts[1]), b"<html>no</html>")
        if name == "redirect":
            left, target = int(parts[1]), parts[2]
            location = f"/recipe/{target}" if left <= 1 else f"/redirect/{left - 1}/{target}"
            return self.redirect(handler, location)
        if name == "loop":
            return self.redirect(handler, "/loop")
        if name == "to-file":
            return self.redirect(handler, "file:///etc/hostname")
        if name == "stall":
            self.closing.wait(60)
            return None
        if name == "huge":
            return self.stream(handler, {"Content-Length": str(BIG)})
        if name == "endless":
            return self.stream(handler, {})
        if name == "gzip":
            body = gzip.compress(recipe_page(f"Squeezed recipe {parts[1]}").encode())
            return self.send(handler, 200, body, headers={"Content-Encoding": "gzip"})
        if name == "bomb":
            return self.send(handler, 200, bomb(), headers={"Content-Encoding": "gzip"})
        if name == "cp1252":
            page = recipe_page("Crème brûlée", "/picture/9.png").replace("Soak the noodles.", "Caramelise – don’t burn.")
            return self.send(handler, 200, page.encode("cp1252"), "text/html; charset=windows-1252")
        return self.send(handler, 404, b"not here")

    def send(self, handler, status, body, content_type="text/html", headers=None):
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            handler.send_header(key, value)
        handler.end_headers()
        handler.wfile.write(body)

    def redirect(self, handler, location):
        handler.send_response(302)
        handler.send_header("Location", location)
        handler.send_header("Content-Length", "0")
        handler.end_headers()

    def stream(self, handler, headers):
        handler.send_response(200)
        handler.send_header("Content-Type", "text/html")
        for key, value in headers.items():
            handler.send_header(key, value)
        handler.end_headers()
        chunk = b"<p>" + b" " * (1 << 20)
        sent = 0
        while sent < BIG and not self.closing.is_set():
            handler.wfile.write(chunk)
            sent += len(chunk)


_BOMB = []


def bomb():
    """200 MB of spaces inside a page, gzip-compressed (about 200 KB), made once."""
    if not _BOMB:
        out = io.BytesIO()
        with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=1) as stream:
            stream.write(b"<html><body>")
            block = b" " * (1 << 20)
            for _ in range(200):
                stream.write(block)
        _BOMB.append(out.getvalue())
    return _BOMB[0]
