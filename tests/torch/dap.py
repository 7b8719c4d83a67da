"""A minimal Debug Adapter Protocol client: what an IDE (VS Code) says to
debugpy, over a socket, in `Content-Length`-framed JSON messages."""

import json
import socket
import time


class DapClient:
    def __init__(self, host, port, timeout_s=300):
        self.deadline = time.time() + timeout_s
        self.sock = self._connect(host, port)
        self.seq = 0
        self.buffer = b""
        self.events = []  # every event received, in order
        self.responses = {}  # request seq -> response

    def _connect(self, host, port):
        while True:
            try:
                sock = socket.create_connection((host, port), timeout=5)
                sock.settimeout(5)
                return sock
            except OSError:
                if time.time() > self.deadline:
                    raise
                time.sleep(0.2)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass

    # -- framing -----------------------------------------------------------------------
    def send(self, command, **arguments):
        """Send a request; its sequence number (the key of its response)."""
        self.seq += 1
        body = json.dumps({"seq": self.seq, "type": "request", "command": command, "arguments": arguments}).encode()
        self.sock.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return self.seq

    def _read_message(self):
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = int([line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")][0])
        while len(self.buffer) < length:
            self._fill()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return json.loads(body)

    def _fill(self):
        while True:
            if time.time() > self.deadline:
                raise TimeoutError("no message from the debug adapter in time")
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                raise EOFError("the debug adapter closed the connection")
            self.buffer += chunk
            return

    def _pump(self):
        message = self._read_message()
        if message["type"] == "event":
            self.events.append(message)
        elif message["type"] == "response":
            self.responses[message["request_seq"]] = message
        return message

    # -- waiting -----------------------------------------------------------------------
    def response(self, seq):
        while seq not in self.responses:
            self._pump()
        response = self.responses.pop(seq)
        if not response.get("success"):
            raise AssertionError("request %s failed: %s" % (response.get("command"), response.get("message")))
        return response.get("body", {})

    def request(self, command, **arguments):
        return self.response(self.send(command, **arguments))

    def event(self, *names, start=0):
        """The first event named one of `names` at or after position `start`
        of the events seen; (position, event)."""
        while True:
            for i in range(start, len(self.events)):
                if self.events[i]["event"] in names:
                    return i, self.events[i]
            self._pump()
