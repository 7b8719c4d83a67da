"""AOT graphs kept beside torch's compile cache.

With a warm AOTAutograd cache torch loads the compiled forward and backward
and never traces the joint, forward and backward graphs again, so a warm
run's dump would lack them.  When a cold compile's AOT graphs are written,
their text is kept in `<torch's cache dir>/depyf_aot_graphs/`, under a key
made of the torch version and the text of the Dynamo graph they came from;
a compile that hits the AOTAutograd cache takes them from there.  A Dynamo
graph whose code changed (an edited source line) finds nothing, and its
dump says so by lacking the graphs; the key never names the wrong graphs.

The key leaves out where the graph's code came from (the `# File: path:line`
of its comments): torch's own cache does not care where a program lives, so
the same program run from another folder, or with its lines moved, hits it.
The kept graphs then come back naming this run's files and lines, each
old place mapped to the new one by the order the Dynamo graph names them.
"""

import hashlib
import json
import os
import re

_PLACE = re.compile(r"File: (\S+?):(\d+)")


def _places(text):
    return ["%s:%s" % m for m in _PLACE.findall(text)]


def _moved(text, old_places, new_places):
    """`text` with each `File: <old place>` naming the new one."""
    if len(old_places) != len(new_places):
        return text
    mapping = {o: n for o, n in zip(old_places, new_places) if o != n}
    if not mapping:
        return text
    return _PLACE.sub(lambda m: "File: " + mapping.get("%s:%s" % (m.group(1), m.group(2)), "%s:%s" % m.groups()), text)


class AotGraphKeeper:
    def __init__(self, folder, torch_version):
        self.folder = folder
        self.torch_version = torch_version
        self.kept = {}  # key -> [{"kind", "part", "text"}] saved by this process

    def key(self, dynamo_text):
        digest = hashlib.sha256()
        digest.update(str(self.torch_version).encode())
        digest.update(b"\0")
        digest.update(_PLACE.sub("File: ?", dynamo_text).encode("utf-8", "surrogatepass"))
        return digest.hexdigest()

    def _path(self, key):
        return os.path.join(self.folder, key + ".json")

    def save(self, dynamo_text, kind, part, text):
        """Keep one AOT graph of the Dynamo graph `dynamo_text`."""
        key = self.key(dynamo_text)
        graphs = self.kept.setdefault(key, [])
        graphs[:] = [g for g in graphs if (g["kind"], g["part"]) != (kind, part)]
        graphs.append({"kind": kind, "part": part, "text": text, "places": _places(dynamo_text)})
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
        new_places = _places(dynamo_text)
        return [dict(g, text=_moved(g["text"], g.get("places") if isinstance(g.get("places"), list) else [], new_places))
                for g in graphs if isinstance(g, dict) and all(isinstance(g.get(k), str) for k in ("kind", "part", "text"))]
