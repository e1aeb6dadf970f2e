"""Helpers shared by the scripts that write known-bad fixtures from real files.

Imported by tests/bga/make_bad_fixtures.py and tests/gaiaproject/make_bad_fixtures.py,
which run from the repository root.
"""
import os


def read(path):
    """Returns the text of path (UTF-8)."""
    with open(path, encoding="utf-8") as f:
        return f.read()


def writer(out):
    """Returns write(name, text), which writes text (UTF-8) to out/name."""
    def write(name, text):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write(text)
    return write


def replace_once(text, old, new):
    """Returns text with old, which must stand in it exactly once, replaced by new."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def bga_one_packet_per_line(src, dst):
    """Copies the BGA archive src to dst with each packet on a line of its own.

    The JSON value is unchanged (compact separators, key order kept); only
    newlines between the packets of data.logs (or data.data) are added, so a
    finding's line number names its packet and a .expect can pin it.
    """
    import json
    with open(src, encoding="utf-8") as f:
        doc = json.load(f)
    data = doc.get("data", {})
    key = "logs" if isinstance(data, dict) and "logs" in data else "data"
    packets = data.pop(key) if isinstance(data, dict) else None
    if packets is None:
        raise ValueError(src + ": no data.logs or data.data")
    head = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    assert head.endswith("}}")
    lines = [json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in packets]
    body = head[:-2] + (',' if data else '') + '"%s":[\n' % key + ",\n".join(lines) + "\n]}}\n"
    json.loads(body)  # still the same document, re-parsed
    with open(dst, "w", encoding="utf-8") as f:
        f.write(body)
