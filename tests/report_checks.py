"""Checks on a built HTML report: every link resolves to a file and anchor,
nothing is fetched from elsewhere, every indexed file is reachable from the
overview."""

import json
import os
import re
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    """Links, ids, titles and the rows of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []  # (href, class)
        self.ids = set()
        self.external = []  # src=/link rel= anything that would load
        self.title = ""
        self._in_title = False
        self.rows = {}  # tr id -> text of the row
        self.row_links = {}  # tr id -> [(href, class)]
        self._row = None
        self.text = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if a.get("name") and tag == "a":
            self.ids.add(a["name"])
        if tag == "a" and a.get("href") is not None:
            self.links.append((a["href"], a.get("class")))
            if self._row:
                self.row_links[self._row].append((a["href"], a.get("class")))
        if tag in ("script", "img", "iframe", "link", "source", "video", "audio") and (a.get("src") or a.get("href")):
            self.external.append((tag, a.get("src") or a.get("href")))
        if tag == "title":
            self._in_title = True
        if tag == "tr" and a.get("id"):
            self._row = a["id"]
            self.rows[self._row] = ""
            self.row_links[self._row] = []

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False
        if tag == "tr":
            self._row = None

    def handle_data(self, data):
        if self._in_title:
            self.title += data
        if self._row:
            self.rows[self._row] += data
        self.text.append(data)


def parse_page(path):
    p = Page()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    return p


def resolve(page_path, href):
    """(absolute target file, anchor) of a relative link on `page_path`."""
    parts = urlsplit(href)
    assert not parts.scheme and not parts.netloc, "link leaves the folder: %s on %s" % (href, page_path)
    target = os.path.normpath(os.path.join(os.path.dirname(page_path), unquote(parts.path))) if parts.path else page_path
    return target, unquote(parts.fragment) if parts.fragment else None


def check_report(report_dir):
    """Every page's links resolve (file and anchor); no external assets.
    Returns {page path: Page} for the pages reachable from index.html."""
    pages = {}
    for name in os.listdir(report_dir):
        if name.endswith(".html"):
            pages[os.path.join(report_dir, name)] = parse_page(os.path.join(report_dir, name))
    problems = []
    for path, page in pages.items():
        assert not page.external, "%s loads %s" % (path, page.external)
        for href, _ in page.links:
            target, anchor = resolve(path, href)
            if not os.path.isfile(target):
                problems.append("%s: %s -> no file %s" % (os.path.basename(path), href, target))
                continue
            if anchor is not None:
                if target not in pages:
                    problems.append("%s: %s -> anchor into a non-report file" % (os.path.basename(path), href))
                elif anchor not in pages[target].ids:
                    problems.append("%s: %s -> no anchor #%s" % (os.path.basename(path), href, anchor))
    assert not problems, "\n".join(problems[:30])
    # reachable from the overview
    index = os.path.join(report_dir, "index.html")
    seen = {index}
    todo = [index]
    while todo:
        path = todo.pop()
        for href, _ in pages[path].links:
            target, _ = resolve(path, href)
            if target in pages and target not in seen:
                seen.add(target)
                todo.append(target)
    return {p: pages[p] for p in seen}


def all_indexes(dump_dir):
    """(relative process folder, index) of every process in a dump folder."""
    out = []
    main = os.path.join(dump_dir, "depyf_index.json")
    if os.path.isfile(main):
        with open(main) as f:
            out.append(("", json.load(f)))
    for name in sorted(os.listdir(dump_dir)):
        path = os.path.join(dump_dir, name, "depyf_index.json")
        if re.match(r"^(rank|proc|pid)_", name) and os.path.isfile(path):
            with open(path) as f:
                out.append((name, json.load(f)))
    return out


def check_all_artifacts_reachable(dump_dir, reachable):
    """Every file any index lists has a page reachable from the overview."""
    titles = {p.title for p in reachable.values()}
    missing = []
    for rel, index in all_indexes(dump_dir):
        for art in index["artifacts"]:
            title = os.path.join(rel, art["path"]) if rel else art["path"]
            if title not in titles:
                missing.append(title)
    assert not missing, "not reachable from the overview: %s" % missing
