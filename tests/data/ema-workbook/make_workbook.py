#!/usr/bin/python3
"""Writes results.xlsx beside this file: an EMA results workbook as Excel writes one (deflated parts, texts in a
shared strings table, one of them rich text with a phonetic guide, a real date cell in Q3, numbers as numbers), for
the ranking's reader. openpyxl writes the workbook; its inline strings are then moved to a shared strings table, as
Excel keeps them. Run it again only to change the fixture; the tests read the committed file."""
import datetime
import html
import io
import os
import re
import zipfile

import openpyxl

book = openpyxl.Workbook()
sheet = book.active
sheet.title = "Gamma Riichi Open"
sheet.append(["Tournament", "Players", "Place", "First name", "Last name", "EMA", "Table points", "Score", "Member",
              "Country", None, "Host", "City", "Weight", None, "Rules", "Dates", "Days"])
rows = [
    (1, "Ola", "Lind", "15010009", 4, 61000, 1, "SWE"),
    (2, "Zoë", "Lefèvre & Co", 0, 2, 12000, 0, "FRA"),
    (3, "Eva", "Novák", 9050018, 1, -20000, 1, "CZE"),
    (3, "美咲", "佐藤", 0, 1, -20000, 0, "JPN"),
    (5, "Jan", "Berg", "0", 0, -33000, 0, "NED"),
]
for place, first, last, ema, points, score, member, country in rows:
    sheet.append([None, None, place, first, last, ema, points, score, member, country])
sheet["A3"], sheet["B3"], sheet["L3"], sheet["M3"] = "Gamma Riichi Open", 5, "GER", "Köln"
sheet["N3"], sheet["P3"], sheet["Q3"], sheet["R3"] = 1.5, "Riichi", datetime.date(2026, 10, 3), 2
sheet["Q3"].number_format = "yyyy-mm-dd"
written = io.BytesIO()
book.save(written)

SHARED = "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"
strings = []


def shared(match):
    """An inline string cell made a shared string cell; "Lefèvre & Co" becomes two rich text runs."""
    text = match.group(2)
    if text not in strings:
        strings.append(text)
    return '<c r="%s" t="s"><v>%d</v></c>' % (match.group(1), strings.index(text))


def item(text):
    """A shared string as Excel writes it: UTF-8 as it is (openpyxl wrote character references; one, Zo&#235;, is
    kept), "Lef\u00e8vre & Co" in two rich text runs with a phonetic guide."""
    if text == "Lef&#232;vre &amp; Co":
        return ('<si><r><rPr><b/></rPr><t>Lef\u00e8vre</t></r><r><t xml:space="preserve"> &amp; Co</t></r>'
                '<rPh sb="0" eb="1"><t>\u30eb\u30d5\u30a7\u30fc\u30f4\u30eb</t></rPh></si>')
    if text != "Zo&#235;":
        text = html.escape(html.unescape(text), quote=False)
    return "<si><t>%s</t></si>" % text


with zipfile.ZipFile(written) as source:
    parts = {name: source.read(name) for name in source.namelist()}
sheet_xml = parts["xl/worksheets/sheet1.xml"].decode()
sheet_xml = re.sub(r'<c r="([A-Z]+[0-9]+)" t="inlineStr"><is><t>([^<]*)</t></is></c>', shared, sheet_xml)
parts["xl/worksheets/sheet1.xml"] = sheet_xml.encode()
parts["xl/sharedStrings.xml"] = (
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="%d" uniqueCount="%d">%s</sst>'
    % (len(strings), len(strings), "".join(item(t) for t in strings))).encode()
parts["[Content_Types].xml"] = parts["[Content_Types].xml"].replace(
    b"</Types>", b'<Override PartName="/xl/sharedStrings.xml" ContentType="%s"/></Types>' % SHARED.encode())
relations = parts["xl/_rels/workbook.xml.rels"].decode()
parts["xl/_rels/workbook.xml.rels"] = relations.replace("</Relationships>", (
    '<Relationship Id="rIdShared" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'sharedStrings" Target="sharedStrings.xml"/></Relationships>')).encode()
with zipfile.ZipFile(os.path.join(os.path.dirname(os.path.abspath(__file__)), "results.xlsx"), "w",
                     zipfile.ZIP_DEFLATED) as out:
    for name, content in parts.items():
        out.writestr(zipfile.ZipInfo(name, date_time=(2026, 10, 5, 12, 0, 0)), content,
                     compress_type=zipfile.ZIP_DEFLATED)
