"""A tenbou serve process for the browser tests: started on a free loopback port, waited for, stopped with
Ctrl-C as a person stops it (its log returned)."""

import socket
import subprocess
import sys
import time
import urllib.request

failures = []


def check(ok, what):
    """Records a problem (the script ends with a list of them) without stopping the run."""
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def runner(tenbou, db):
    """A function running `tenbou --db DB ARGS...` that returns what it printed, or ends the script if it fails."""
    def run(*args):
        r = subprocess.run([tenbou, "--db", db, *args], capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"tenbou {' '.join(args)} failed: {r.stderr}")
        return r.stdout
    return run


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(tenbou, db, *args):
    """Starts `tenbou --db DB serve` on loopback; returns the process and its base address once it answers."""
    port = free_port()
    server = subprocess.Popen([tenbou, "--db", db, "serve", "--bind", "127.0.0.1", "--port", str(port), *args],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            urllib.request.urlopen(base + "/api/version")
            break
        except OSError:
            time.sleep(0.05)
    return server, base


def stop(server, timeout=10):
    """Ctrl-C, then the server's log (standard error); what it printed (standard output) stays in server.printed."""
    import signal
    server.send_signal(signal.SIGINT)
    try:
        server.printed, log = server.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        server.kill()
        server.printed, log = server.communicate()
    return log
