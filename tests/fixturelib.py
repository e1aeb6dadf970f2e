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
