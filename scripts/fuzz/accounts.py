"""Signs up the fuzzer's callers on a running API and gives them something to read.

A candidate and a company owner, fresh for each run, so nothing the fuzzer does lasts beyond it: the owner
registers a company and publishes a job, the candidate applies to it with a CV. Each caller's session is
written as the request headers a browser would send (the session cookie and the CSRF token it echoes), one
file per role: OUT/candidate.headers and OUT/owner.headers, one `Name: value` a line; the ids of what they
made go to OUT/ids.json.

Usage: python accounts.py BASE_URL OUT_DIR CV_PDF
"""

import json
import secrets
import sys
from datetime import date, timedelta
from pathlib import Path

import requests

base, out, cv_pdf = sys.argv[1].rstrip("/"), Path(sys.argv[2]), Path(sys.argv[3])
run = secrets.token_hex(4)
password = f"Fuzz-{secrets.token_urlsafe(18)}"


class Caller:
    def __init__(self) -> None:
        self.http = requests.Session()

    def csrf(self) -> str:
        return self.http.cookies.get("tawzeef_csrf", "")

    def call(self, method: str, path: str, **kwargs) -> dict:
        headers = {"x-csrf-token": self.csrf()} if self.csrf() else {}
        response = self.http.request(method, f"{base}{path}", headers=headers, timeout=30, **kwargs)
        if response.status_code >= 300:
            sys.exit(f"fuzz accounts: {method} {path} answered {response.status_code}: {response.text[:500]}")
        return response.json() if response.content else {}

    def sign_up(self, user_type: str, name: str) -> None:
        email = f"fuzz-{user_type.lower()}-{run}@example.com"
        notices = self.call("GET", "/api/privacy/notices")["current"]
        self.call(
            "POST",
            "/api/auth/signup",
            json={"email": email, "password": password, "name": name, "userType": user_type, "acceptedNotices": notices},
        )

    def headers(self) -> str:
        cookie = "; ".join(f"{name}={self.http.cookies[name]}" for name in ("tawzeef_session", "tawzeef_csrf"))
        return f"Cookie: {cookie}\nx-csrf-token: {self.csrf()}\n"


owner = Caller()
owner.sign_up("COMPANY", "Fuzz Owner")
owner.call(
    "POST",
    "/api/company/register",
    json={
        "name": f"Fuzz Co {run}",
        "industry": "Technology",
        "size": "11-50",
        "email": f"hr-{run}@example.com",
        "description": "A company the API fuzzer made.",
        "country": "JO",
        "city": "Amman",
        "street": "King Hussein St 12",
        "phone": "0791 234 567",
    },
)
job = owner.call(
    "POST",
    "/api/company/jobs",
    json={
        "title": "Backend engineer",
        "department": "Engineering",
        "location": "Amman, Jordan",
        "deadline": (date.today() + timedelta(days=30)).isoformat(),
        "industry": "technology",
        "interviewLanguage": "english",
        "type": "FULL_TIME",
        "jobLevel": "MID",
        "workType": "ONSITE",
        "description": "Build and run the services behind our products.",
        "shortDescription": "Backend services in Amman.",
        "responsibilities": "Design APIs and keep them fast.",
        "requirements": "Three years of backend work.",
        "benefits": "Medical insurance.",
        "experience": "3-5 years",
        "education": "Bachelor's Degree",
        "salary": "JOD 1,000 - 1,500 per month",
        "skills": ["Node.js", "PostgreSQL"],
    },
)
if job.get("status") != "ACTIVE":
    owner.call("POST", f"/api/company/jobs/{job['id']}/publish", json={})

candidate = Caller()
candidate.sign_up("CANDIDATE", "Fuzz Candidate")
with cv_pdf.open("rb") as file:
    cv = candidate.call("POST", "/api/candidate/upload-cv", files={"cv": ("cv.pdf", file, "application/pdf")})
application = candidate.call("POST", "/api/applications", json={"jobId": job["id"], "cvId": cv["id"]})

out.mkdir(parents=True, exist_ok=True)
(out / "owner.headers").write_text(owner.headers())
(out / "candidate.headers").write_text(candidate.headers())
# What the callers own, for the hooks to put in paths now and then (scripts/fuzz/hooks.py).
ids = {
    "job": job["id"],
    "application": application["applicationId"],
    "company": owner.call("GET", "/api/company/me/company")["id"],
    "cv": cv["id"],
}
(out / "ids.json").write_text(json.dumps(ids))
print(f"fuzz accounts: owner and candidate signed up (run {run}), job {job['id']} with one application")
