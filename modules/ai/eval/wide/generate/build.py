"""Builds the wide CV evaluation set: python build.py [--out DIR] (default: the wide/ folder above this one).

Deterministic (seeded). Writes <id>.pdf and <id>.json into dev/ and heldout/.
"""

import argparse
import io
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

import img2pdf
from PIL import Image, ImageDraw, ImageFilter

from countries import ARAB
from cvdata import build_cv
from layouts import LAYOUTS
from render import make_canvas

OCCS = [
    "nurse", "pharmacist", "lab", "cabin_crew", "teacher", "hr", "marketing", "sales", "civil_eng", "mech_eng",
    "elec_eng", "accountant", "auditor", "compliance", "logistics", "hospitality", "retail", "electrician",
    "welder", "hvac", "coach", "legal", "customer_service", "data", "software",
]
LAYOUT_NAMES = ["single", "sidebar", "table", "banner", "datecol", "spaced", "photo"]
ARAB_LIST = ["JO", "SA", "AE", "QA", "KW", "BH", "OM", "EG", "LB", "IQ", "PS"]
OTHER = ["IN", "PK", "PH", "VN", "PE", "SG", "GB", "US"]
# Where people of an occupation plausibly apply from, outside the Arab countries.
OTHER_FOR = {
    "nurse": ["IN", "PH", "GB"], "pharmacist": ["IN", "PK", "US"], "lab": ["IN", "PH", "SG"], "cabin_crew": ["PH", "VN", "PE"],
    "teacher": ["GB", "US", "PH"], "hr": ["IN", "SG", "GB"], "marketing": ["US", "SG", "VN"], "sales": ["IN", "PK", "US"],
    "civil_eng": ["IN", "PK", "PE"], "mech_eng": ["IN", "PK", "VN"], "elec_eng": ["IN", "PH", "PE"], "accountant": ["IN", "PK", "PH"],
    "auditor": ["IN", "GB", "SG"], "compliance": ["GB", "SG", "IN"], "logistics": ["IN", "PH", "PE"], "hospitality": ["PH", "VN", "IN"],
    "retail": ["PH", "IN", "US"], "electrician": ["IN", "PK", "PH"], "welder": ["PH", "IN", "PK"], "hvac": ["IN", "PK", "PH"],
    "coach": ["GB", "US", "PE"], "legal": ["GB", "US", "IN"], "customer_service": ["PH", "IN", "US"], "data": ["IN", "VN", "SG"],
    "software": ["IN", "VN", "US"],
}
N = 90


def plan(rng: random.Random):
    # 27 Arabic, 14 bilingual, 49 English.
    langs = ["ar"] * 27 + ["mixed"] * 14 + ["en"] * 49
    rng.shuffle(langs)
    slots = []
    arab_i = other_i = 0
    for i in range(N):
        occ = OCCS[i % len(OCCS)]
        lang = langs[i]
        if lang == "en" and rng.random() < 0.65:
            country = OTHER_FOR[occ][other_i % 3]
            other_i += 1
        else:
            country = ARAB_LIST[arab_i % len(ARAB_LIST)]
            arab_i += 1
        slots.append({
            "n": i + 1, "occupation": occ, "language": lang, "country": country,
            "layout": LAYOUT_NAMES[(i * 3 + i // 7) % len(LAYOUT_NAMES)],
            "generator": "fpdf2" if (i // 2) % 2 == 0 else "reportlab",
        })
    flags = {
        "scan": 8, "pages2": 8, "trap_company": 30, "learn": 14, "driving": 8, "activities": 16, "training": 8,
        "overlap": 8, "exchange": 3, "phd": 5, "high_school": 10, "no_phone": 2,
    }
    for flag, k in flags.items():
        for s in rng.sample(slots, k):
            s[flag] = True
    for s in slots:
        if s.get("pages2"):
            s["pages"] = 2
            s["jobs"] = rng.choice([4, 5])
            s.pop("scan", None)
        if s.get("driving") and s["language"] == "en" and s["country"] not in ARAB:
            s.pop("driving")
        if s["occupation"] in ("accountant", "auditor") and s["country"] == "IN":
            s["ca"] = True
        if s["occupation"] in ("retail", "cabin_crew") and s["n"] % 9 == 0:
            s["jobs"] = 0
    # Year-only and a few forced date forms, so every form appears.
    forced = ["till", "full_to_date", "mmyy", "MON_UP", "mon_to", "year"]
    en = [s for s in slots if s["language"] != "ar"]
    for s, style in zip(rng.sample(en, len(forced) * 2), forced * 2):
        s["date_style"] = style
    # Split: greedy, so that each language, layout, occupation, producer and kind of page gets about 39% in dev.
    target, keys = 35 / N, ("language", "layout", "occupation", "generator", "scan", "pages")
    seen, dev = {}, {}
    for s in sorted(slots, key=lambda s: rng.random()):
        cats = [(k, s.get(k)) for k in keys]
        deficit = sum(target * (seen.get(c, 0) + 1) - dev.get(c, 0) for c in cats)
        occ_c = ("occupation", s["occupation"])
        to_dev = (deficit > 0 or (dev.get(occ_c, 0) == 0 and seen.get(occ_c, 0) >= 1)) and sum(1 for x in slots if x.get("part") == "dev") < 35
        if seen.get(occ_c, 0) >= 1 and dev.get(occ_c, 0) == seen.get(occ_c, 0):
            to_dev = False
        s["part"] = "dev" if to_dev else "heldout"
        for c in cats:
            seen[c] = seen.get(c, 0) + 1
            dev[c] = dev.get(c, 0) + (1 if to_dev else 0)
    for s in slots:
        s["id"] = f"w{s['n']:02d}-{s['occupation'].replace('_', '-')}-{s['language']}-{s['layout']}"
    return slots


def avatar(rng: random.Random, path: Path):
    img = Image.new("RGB", (160, 190), tuple(rng.randint(150, 220) for _ in range(3)))
    d = ImageDraw.Draw(img)
    skin = rng.choice([(224, 187, 160), (198, 150, 115), (150, 105, 80)])
    d.ellipse((20, 120, 140, 260), fill=rng.choice([(40, 40, 60), (230, 230, 230), (20, 60, 90)]))
    d.ellipse((48, 40, 112, 118), fill=skin)
    img.save(path, quality=80)


def scanify(pdf: Path, rng: random.Random):
    """Renders the pages to images, tilts and dirties them, and stores them as an image-only PDF."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "150", "-gray", "-png", str(pdf), f"{tmp}/p"], check=True)
        pages = []
        for png in sorted(Path(tmp).glob("p*.png")):
            im = Image.open(png).convert("L")
            im = im.rotate(rng.uniform(-1.4, 1.4), resample=Image.BICUBIC, expand=False, fillcolor=255)
            noise = Image.frombytes("L", im.size, rng.randbytes(im.size[0] * im.size[1]))
            im = Image.blend(im, noise, 0.08).filter(ImageFilter.GaussianBlur(0.5))
            buf = io.BytesIO()
            im.save(buf, format="JPEG", quality=55, dpi=(150, 150))
            pages.append(buf.getvalue())
        pdf.write_bytes(img2pdf.convert(pages, nodate=True, engine=img2pdf.Engine.internal))


def check_text(pdf: Path, cv, truth):
    """The facts the truth states are on the page: email, every digit group of the phone, the Latin names."""
    text = unicodedata.normalize("NFKC", subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout)
    text = text.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    problems = []
    if truth["email"] not in text:
        problems.append("email")
    shown = cv.phone_shown.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    for group in re.findall(r"\d+", shown):
        if group not in text:
            problems.append(f"phone group {group}")
    if cv.lang != "ar":
        for key in ("firstName", "lastName"):
            names = truth[key] if isinstance(truth[key], list) else [truth[key]]
            flat = re.sub(r"\s+", "", text.upper())
            if not any(re.sub(r"\s+", "", n.upper()) in flat for n in names):
                problems.append(key)
    if problems:
        raise SystemExit(f"{cv.id}: not on the page: {', '.join(problems)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent.parent))
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    out = Path(args.out)
    rng = random.Random(20251125)
    slots = plan(rng)
    for part in ("dev", "heldout"):
        if not args.only:
            shutil.rmtree(out / part, ignore_errors=True)
        (out / part).mkdir(parents=True, exist_ok=True)
    # A fixed folder for the photos, so that the PDFs come out byte for byte the same on every run.
    tmp = Path(tempfile.gettempdir()) / "cv-eval-wide-photos"
    tmp.mkdir(exist_ok=True)
    if True:
        for s in slots:
            crng = random.Random(f"cv-{s['n']}")
            if args.only and args.only not in s["id"]:
                continue
            cv = build_cv(crng, s)
            size = (215.9, 279.4) if s["country"] == "US" else (210, 297)
            core = s["generator"] == "reportlab" and s["language"] == "en" and crng.random() < 0.5
            canvas = make_canvas(s["generator"], size, cv.lang == "ar", serif=crng.random() < 0.3, core=core)
            photo = None
            if s["layout"] == "photo":
                photo = Path(tmp) / f"{s['id']}.jpg"
                avatar(crng, photo)
                LAYOUTS["photo"](cv, canvas, crng, str(photo))
            else:
                LAYOUTS[s["layout"]](cv, canvas, crng)
            pdf = out / s["part"] / f"{s['id']}.pdf"
            canvas.save(str(pdf), title="CV" if crng.random() < 0.5 else "")
            if cv.scan:
                scanify(pdf, crng)
            info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
            cv.pages = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
            truth = cv.truth()
            if not cv.scan:
                check_text(pdf, cv, truth)
            (out / s["part"] / f"{s['id']}.json").write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
            print(s["part"], s["id"], s["generator"], s["country"], f"{pdf.stat().st_size // 1024}KB", f"{cv.pages}p", file=sys.stderr)


if __name__ == "__main__":
    main()
