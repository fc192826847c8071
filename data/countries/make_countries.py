#!/usr/bin/env python3
"""Writes countries.csv: the country codes the EMA uses, with the names and codes tenbou accepts for each.

Sources:
- ISO 3166-1 (alpha-3, alpha-2, English names) and its translations, from Debian's iso-codes package
  (/usr/share/iso-codes/json/iso_3166-1.json and /usr/share/locale/*/LC_MESSAGES/iso_3166-1.mo);
- the EMA's codes: the IOC's country codes (the EMA ranking's country column uses them), given below where
  they differ from ISO alpha-3;
- the languages whose names a player may type (NATIVE below): the country's official languages.

Run it with iso-codes installed: python3 data/countries/make_countries.py > data/countries/countries.csv
"""
import csv
import gettext
import json
import sys

# ISO alpha-3 -> IOC code, where they differ.
IOC = {
    "DEU": "GER", "NLD": "NED", "CHE": "SUI", "DNK": "DEN", "PRT": "POR", "HRV": "CRO", "SVN": "SLO", "LVA": "LAT",
    "GRC": "GRE", "BGR": "BUL", "MCO": "MON", "CHL": "CHI", "URY": "URU", "PRY": "PAR", "TWN": "TPE", "MYS": "MAS",
    "IDN": "INA", "PHL": "PHI", "VNM": "VIE", "KHM": "CAM", "BGD": "BAN", "NPL": "NEP", "LKA": "SRI", "ZAF": "RSA",
    "DZA": "ALG", "SAU": "KSA", "ARE": "UAE", "IRN": "IRI", "LBN": "LIB", "BHR": "BRN", "HTI": "HAI", "CRI": "CRC",
    "GTM": "GUA", "SLV": "ESA", "BRB": "BAR", "BHS": "BAH", "PRI": "PUR", "VGB": "IVB", "VIR": "ISV", "ABW": "ARU",
    "ATG": "ANT", "AGO": "ANG", "BWA": "BOT", "BFA": "BUR", "TCD": "CHA", "GNQ": "GEQ", "GMB": "GAM", "GIN": "GUI",
    "GNB": "GBS", "LSO": "LES", "LBY": "LBA", "MDG": "MAD", "MWI": "MAW", "MRT": "MTN", "MUS": "MRI", "NER": "NIG",
    "SYC": "SEY", "SDN": "SUD", "TGO": "TOG", "ZMB": "ZAM", "ZWE": "ZIM", "SLB": "SOL", "VUT": "VAN", "WSM": "SAM",
    "TON": "TGA", "BRN": "BRU", "BTN": "BHU", "KNA": "SKN", "VCT": "VIN", "ASM": "ASA", "BMU": "BER", "CYM": "CAY",
    "PSE": "PLE", "NGA": "NGR", "OMN": "OMA", "MNG": "MGL", "FJI": "FIJ", "GRD": "GRN", "CUW": "CUW",
}

# ISO alpha-3 -> the languages of its names in its own tongues (gettext language codes of iso-codes).
NATIVE = {
    "AUT": ["de"], "BEL": ["nl", "fr", "de"], "BGR": ["bg"], "BIH": ["bs", "hr", "sr"], "BLR": ["be", "ru"],
    "CHE": ["de", "fr", "it", "rm"], "CYP": ["el", "tr"], "CZE": ["cs"], "DEU": ["de"], "DNK": ["da"], "ESP": ["es", "ca", "eu", "gl"],
    "EST": ["et"], "FIN": ["fi", "sv"], "FRA": ["fr"], "GBR": ["cy", "gd"], "GRC": ["el"], "HRV": ["hr"], "HUN": ["hu"],
    "IRL": ["ga"], "ISL": ["is"], "ITA": ["it"], "LIE": ["de"], "LTU": ["lt"], "LUX": ["lb", "fr", "de"], "LVA": ["lv"],
    "MDA": ["ro"], "MKD": ["mk"], "MLT": ["mt"], "MNE": ["sr"], "NLD": ["nl"], "NOR": ["nb", "nn"], "POL": ["pl"],
    "PRT": ["pt"], "ROU": ["ro"], "RUS": ["ru"], "SRB": ["sr"], "SVK": ["sk"], "SVN": ["sl"], "SWE": ["sv"], "TUR": ["tr"],
    "UKR": ["uk"], "ALB": ["sq"], "AND": ["ca"], "MCO": ["fr"], "SMR": ["it"], "GEO": ["ka"], "ARM": ["hy"], "AZE": ["az"],
    "ISR": ["he"], "JPN": ["ja"], "CHN": ["zh_CN"], "TWN": ["zh_TW"], "HKG": ["zh_HK", "zh_TW"], "KOR": ["ko"],
    "BRA": ["pt_BR"], "ARG": ["es"], "MEX": ["es"], "CHL": ["es"], "COL": ["es"], "PER": ["es"], "VNM": ["vi"], "THA": ["th"],
    "IDN": ["id"], "MYS": ["ms"], "KAZ": ["kk", "ru"],
}

# Names people write that ISO does not give.
EXTRA = {
    "GBR": ["UK", "Great Britain", "Britain"], "NLD": ["Holland"], "KOR": ["Korea", "South Korea", "한국"],
    "RUS": ["Russia", "Россия"], "TUR": ["Turkey"], "CZE": ["Czech Republic"], "USA": ["United States", "America"], "TWN": ["Chinese Taipei"],
    "MKD": ["Macedonia"], "MDA": ["Moldova"], "IRN": ["Iran"], "VNM": ["Vietnam"],
}

# Countries the EMA ranks that ISO 3166-1 does not list: EMA code, user-assigned ISO codes, names.
NOT_ISO = [["KOS", "XKX", "XK", "Kosovo", "Kosova|Kosovë|Косово"]]

def main():
    countries = json.load(open("/usr/share/iso-codes/json/iso_3166-1.json"))["3166-1"]
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["ema", "iso3", "iso2", "name", "other_names"])
    for c in sorted(countries, key=lambda c: c["alpha_3"]):
        english = c.get("common_name", c["name"])
        names = []
        for key in ("name", "official_name"):
            if key in c and c[key] != english and c[key] not in names:
                names.append(c[key])
        names += [n for n in EXTRA.get(c["alpha_3"], []) if n not in names and n != english]
        for language in NATIVE.get(c["alpha_3"], []):
            try:
                t = gettext.translation("iso_3166-1", localedir="/usr/share/locale", languages=[language])
            except OSError:
                continue
            for key in ("common_name", "name"):
                if key in c:
                    native = t.gettext(c[key])
                    if native != c[key] and native not in names and native != english:
                        names.append(native)
        out.writerow([IOC.get(c["alpha_3"], c["alpha_3"]), c["alpha_3"], c["alpha_2"], english, "|".join(names)])
    for row in NOT_ISO:
        out.writerow(row)

main()
