#!/usr/bin/env python3
"""Writes fixtures/bga/replay/: the real Gaia Project archive (table 798145204) rendered into
the BGA replay page, the game-review page and the text copied from the review page, in the
structure FORMATS.md section 5 documents.  No real page was ever collected; these are derived
from the real archive's events so the HTML and text readers can be checked against the JSON
reader on the same moves.

Rendering is done here, independently of the C reader: placeholders filled from args,
nested {log,args} recursively, HTML stripped.  Game markup ([BUILDING5], [VP3]) is kept as
text: on the live page it is an icon (FORMATS.md: icons render as nothing).
Times are the packets' Unix times shown in UTC, US format (M/D/YYYY h:mm:ss AM).
The review page is the one viewer felipetoito (89923063) sees: their own lines start "You".
Run from the repository root: python3 tests/bga/make_replay_fixtures.py
"""
import datetime
import html
import json
import os
import re

SRC = "fixtures/bga/gaiaproject/table-798145204.json"
OUT = "fixtures/bga/replay"
VIEWER_ID, VIEWER = "89923063", "felipetoito"


def value(v, depth):
    if isinstance(v, bool):
        return "true" if v else ""
    if v is None:
        return ""
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "%g" % v
    if isinstance(v, str):
        return v
    if isinstance(v, dict):
        if isinstance(v.get("log"), str) and depth < 8:
            return fill(v["log"], v.get("args"), depth + 1)
        return ""
    if isinstance(v, list) and depth < 8:
        return ",".join(value(x, depth + 1) for x in v)
    return ""


def fill(log, args, depth=0):
    out, i = [], 0
    while True:
        d = log.find("${", i)
        e = log.find("}", d + 2) if d >= 0 else -1
        if e < 0:
            out.append(log[i:])
            return "".join(out)
        out.append(log[i:d])
        name = log[d + 2:e]
        if isinstance(args, dict) and name in args:
            out.append(value(args[name], depth))
        else:
            out.append(log[d:e + 1])
        i = e + 1


def strip(s):
    if "<" in s or "&" in s:
        s = re.sub(r"<br\s*/?>", "\n", s, flags=re.I)
        s = re.sub(r"<!--.*?-->", "", s, flags=re.S)
        s = re.sub(r"<[^>]*>", "", s)
        s = html.unescape(s)
    return s.replace("\xa0", " ").rstrip(" \n")


def moves():
    """[(move number, unix time, [rendered lines])] of the public events, packet order."""
    logs = json.load(open(SRC))["data"]["logs"]
    logs.sort(key=lambda p: int(p["packet_id"]))
    out = []
    for p in logs:
        if not p["channel"].startswith("/table/"):
            continue
        lines = []
        for e in p["data"]:
            log = e.get("log") or ""
            args = e.get("args")
            text = strip(fill(log, args))
            if text:
                lines.append(text)
        if not lines:
            continue
        move = int(p["move_id"])
        if out and out[-1][0] == move:
            out[-1][2].extend(lines)
        else:
            out.append((move, int(p["time"]), lines))
    return out


def us_date(t):
    d = datetime.datetime.fromtimestamp(t, datetime.timezone.utc)
    return "%d/%d/%d" % (d.month, d.day, d.year)


def us_time(t):
    d = datetime.datetime.fromtimestamp(t, datetime.timezone.utc)
    return "%d:%02d:%02d %s" % ((d.hour + 11) % 12 + 1, d.minute, d.second,
                                "AM" if d.hour < 12 else "PM")


def viewer_line(text):
    return "You" + text[len(VIEWER):] if text.startswith(VIEWER + " ") else text


def main():
    os.makedirs(OUT, exist_ok=True)
    ms = moves()
    # the replay page: one block per move, date and time in every header
    r = ["<!DOCTYPE html>", "<html><head><meta charset=\"utf-8\"><title>Gaia Project replay"
         "</title></head>", "<body>",
         "<a href=\"/archive/replay/250604-1037/?table=798145204&amp;player=%s&amp;comments=%s"
         "\">replay</a>" % (VIEWER_ID, VIEWER_ID),
         "<div id=\"logs\">"]
    for move, t, lines in ms:
        r.append("<div class=\"replaylogs_move\">")
        r.append("  <div class=\"smalltext\">Move %d :<span style=\"float: right\">%s %s</span>"
                 "</div>" % (move, us_date(t), us_time(t)))
        for line in lines:
            r.append("  <div class=\"gamelogreview\">%s</div>"
                     % html.escape(line, quote=False).replace("\n", "<br />"))
        r.append("</div>")
    r += ["</div>", "</body></html>", ""]
    open(os.path.join(OUT, "table-798145204.replay.html"), "w").write("\n".join(r))
    # the review page: a flat list; the date only when it changes; remaining times between
    v = ["<!DOCTYPE html>", "<html><head><meta charset=\"utf-8\"><title>Game review</title>"
         "</head>", "<body>", "<a href=\"/gamereview?table=798145204\">review</a>",
         "<div id=\"gamelogs\">"]
    txt = []
    day = None
    for move, t, lines in ms:
        stamp = us_time(t) if us_date(t) == day else "%s %s" % (us_date(t), us_time(t))
        day = us_date(t)
        v.append("<div class=\"smalltext\">Move %d :<span>%s</span></div>" % (move, stamp))
        txt.append("Move %d : %s" % (move, stamp))
        for line in lines:
            line = viewer_line(line)
            v.append("<div class=\"gamelogreview\">%s</div>"
                     % html.escape(line, quote=False).replace("\n", "<br />"))
            txt.extend(line.split("\n"))
        v.append("<div class=\"reflexiontimes_block\">%s: 2:58 &nbsp; AlabeSons: 2:59</div>"
                 % VIEWER)
    v += ["</div>", "</body></html>", ""]
    open(os.path.join(OUT, "table-798145204.review.html"), "w").write("\n".join(v))
    open(os.path.join(OUT, "table-798145204.review.txt"), "w").write("\n".join(txt) + "\n")


if __name__ == "__main__":
    main()
