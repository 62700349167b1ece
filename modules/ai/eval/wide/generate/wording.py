"""The words CVs are written in: education levels, month names, date styles, section headings, activities,
languages and their levels in Arabic."""

LEVELS = ["NONE", "HIGH_SCHOOL", "DIPLOMA", "CERTIFICATION", "BACHELOR", "MASTER", "PHD"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
AR_LEV = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"]
AR_GULF = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]

EN_STYLES = ["mon", "mon_to", "MON_UP", "full_to_date", "till", "mmyy", "mmyyyy", "year", "mon_current"]
AR_STYLES = ["ar_lev", "ar_gulf", "ar_indic", "ar_mmyyyy", "ar_year"]
YEAR_STYLES = {"year", "ar_year"}

HEADINGS = {
    "summary": (["PROFILE", "Professional Summary", "Career Objective", "About Me", "SUMMARY"], ["نبذة عني", "الملخص المهني", "الهدف الوظيفي"]),
    "experience": (["WORK EXPERIENCE", "Professional Experience", "Employment History", "EXPERIENCE", "Career History"], ["الخبرات العملية", "الخبرة العملية", "الخبرات"]),
    "education": (["EDUCATION", "Education", "Academic Qualifications", "EDUCATIONAL BACKGROUND"], ["المؤهلات العلمية", "التعليم", "المؤهل العلمي"]),
    "skills": (["SKILLS", "Key Skills", "Core Competencies", "Areas of Expertise"], ["المهارات", "المهارات الفنية"]),
    "languages": (["LANGUAGES", "Languages"], ["اللغات"]),
    "certs": (["CERTIFICATIONS", "Licenses & Certifications", "Training & Certificates"], ["الدورات والشهادات", "الشهادات المهنية"]),
    "activities": (["VOLUNTEERING & ACTIVITIES", "Activities", "Extracurricular Activities", "Memberships & Activities"], ["الأنشطة والعمل التطوعي", "الأنشطة"]),
    "contact": (["CONTACT", "Contact Details", "Personal Details"], ["للتواصل", "معلومات الاتصال", "البيانات الشخصية"]),
    "training": (["TRAINING", "Internships & Training"], ["التدريب الميداني"]),
}

ACTIVITIES = [
    ("Volunteer, Red Crescent Society — blood donation campaigns", "متطوع في جمعية الهلال الأحمر - حملات التبرع بالدم"),
    ("Member, Rotaract Club", "عضو في نادي روتاراكت"),
    ("President, Student Engineering Society", "رئيس جمعية الطلبة الهندسية"),
    ("Fellow, Young Leaders Fellowship Program", "زميل في برنامج زمالة القادة الشباب"),
    ("Writer, personal travel blog", "كاتب في مدونة شخصية عن السفر"),
    ("Volunteer tutor, community literacy initiative", "معلم متطوع في مبادرة محو الأمية المجتمعية"),
]

LANGS = {
    "IN": [("English", "Fluent"), ("Hindi", "Fluent"), ("Malayalam", "Native")],
    "PK": [("English", "Fluent"), ("Urdu", "Native")],
    "PH": [("English", "Fluent"), ("Filipino", "Native")],
    "VN": [("Vietnamese", "Native"), ("English", "Intermediate")],
    "PE": [("Spanish", "Native"), ("English", "Intermediate")],
    "SG": [("English", "Native"), ("Mandarin", "Fluent")],
    "GB": [("English", "Native"), ("French", "Basic")],
    "US": [("English", "Native"), ("Spanish", "Conversational")],
}
LEVEL_AR = {"Native": "اللغة الأم", "Fluent": "ممتاز", "Intermediate": "جيد", "Basic": "مبتدئ", "Excellent": "ممتاز", "Good": "جيد جداً"}
