"""AOT graphs kept beside torch's compile cache.

With a warm AOTAutograd cache torch loads the compiled forward and backward
and never traces the joint, forward and backward graphs again, so a warm
run's dump would lack them.  When a cold compile's AOT graphs are written,
their text is kept in `<torch's cache dir>/depyf_aot_graphs/`, under a key
made of the torch version and the text of the Dynamo graph they came from;
a compile that hits the AOTAutograd cache takes them from there.  A Dynamo
graph whose text changed (an edited source line) finds nothing, and its
dump says so by lacking the graphs; the key never names the wrong graphs.
"""

import hashlib
import json
import os


class AotGraphKeeper:
    def __init__(self, folder, torch_version):
        self.folder = folder
        self.torch_version = torch_version
        self.kept = {}  # key -> [{"kind", "part", "text"}] saved by this process

    def key(self, dynamo_text):
        digest = hashlib.sha256()
        digest.update(str(self.torch_version).encode())
        digest.update(b"\0")
        digest.update(dynamo_text.encode("utf-8", "surrogatepass"))
        return digest.hexdigest()

    def _path(self, key):
        return os.path.join(self.folder, key + ".json")

    def save(self, dynamo_text, kind, part, text):
        """Keep one AOT graph of the Dynamo graph `dynamo_text`."""
        key = self.key(dynamo_text)
        graphs = self.kept.setdefault(key, [])
        graphs[:] = [g for g in graphs if (g["kind"], g["part"]) != (kind, part)]
        graphs.append({"kind": kind, "part": part, "text": text})
        os.makedirs(self.folder, exist_ok=True)
        path = self._path(key)
        tmp = "%s.tmp%d" % (path, os.getpid())
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"torch": str(self.torch_version), "graphs": graphs}, f)
        os.replace(tmp, path)

    def load(self, dynamo_text):
        """[{"kind", "part", "text"}] kept for `dynamo_text` ([] when none)."""
        try:
            with open(self._path(self.key(dynamo_text)), encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError):
            return []
        graphs = data.get("graphs") if isinstance(data, dict) else None
        if not isinstance(graphs, list):
            return []
        return [g for g in graphs if isinstance(g, dict) and all(isinstance(g.get(k), str) for k in ("kind", "part", "text"))]
