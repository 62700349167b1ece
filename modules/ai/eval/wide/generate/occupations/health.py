"""Occupations in health care: nurse, pharmacist, laboratory."""

from occupations.occ import occ

HEALTH = {
    "nurse": occ(
        core=["Nursing"],
        titles=[("Staff Nurse", "ممرض قانوني"), ("Senior Staff Nurse", "ممرض أول"), ("Charge Nurse", "ممرض مسؤول قسم")],
        companies=[
            ("Al Noor Specialty Hospital", "مستشفى النور التخصصي"),
            ("Gulf Medical Center", "مركز الخليج الطبي"),
            ("Al Hayat General Hospital", "مستشفى الحياة العام"),
            ("Mercy Care Hospital", "مستشفى الرحمة"),
        ],
        skills=[
            ("Patient Care", "رعاية المرضى", "Patient Care"),
            ("IV Cannulation", "تركيب الكانيولا الوريدية", ["IV Cannulation", "Intravenous Therapy", "IV Therapy"]),
            ("Wound Care", "العناية بالجروح", ["Wound Care", "Wound Management"]),
            ("Medication Administration", "إعطاء الأدوية", "Medication Administration"),
            ("Infection Control", "مكافحة العدوى", ["Infection Control", "Infection Prevention"]),
            ("Vital Signs Monitoring", "مراقبة العلامات الحيوية", ["Vital Signs Monitoring", "Vital Signs"]),
            ("Electronic Health Records", "السجلات الصحية الإلكترونية", ["Electronic Health Records", "EHR", "Electronic Medical Records"]),
            ("Triage", "الفرز الطبي", "Triage"),
            ("Patient Education", "تثقيف المرضى", ["Patient Education", "Health Education"]),
        ],
        bullets=[
            ("Provided direct patient care for up to 8 post-operative patients per shift.", "تقديم الرعاية المباشرة لثمانية مرضى بعد العمليات في كل مناوبة.", ["Patient Care"]),
            ("Administered oral and IV medications and documented them in the hospital EHR.", "إعطاء الأدوية الفموية والوريدية وتوثيقها في السجل الصحي الإلكتروني.", ["Medication Administration", ["Electronic Health Records", "EHR", "Electronic Medical Records"]]),
            ("Performed wound dressing and monitored vital signs every four hours.", "تغيير ضمادات الجروح ومراقبة العلامات الحيوية كل أربع ساعات.", [["Wound Care", "Wound Management"], ["Vital Signs Monitoring", "Vital Signs"]]),
            ("Triaged walk-in patients in the emergency department.", "فرز المرضى القادمين إلى قسم الطوارئ حسب الأولوية.", ["Triage"]),
            ("Coordinated shift handover and supervised four junior nurses.", "تنسيق تسليم المناوبات والإشراف على أربعة ممرضين جدد.", [["Team Supervision", "Staff Supervision", "Supervision"]]),
        ],
        degrees=[("BACHELOR", "Bachelor of Science in Nursing", "بكالوريوس تمريض"), ("DIPLOMA", "Diploma in Nursing", "دبلوم تمريض")],
        certs=[("Basic Life Support (BLS), American Heart Association", "شهادة الإنعاش القلبي الأساسي BLS", [["Basic Life Support", "BLS"]])],
        learn=("Epic EHR", "نظام Epic"),
    ),
    "pharmacist": occ(
        core=["Pharmacy", "Pharmaceutical Care"],
        titles=[("Pharmacist", "صيدلاني"), ("Clinical Pharmacist", "صيدلاني سريري"), ("Pharmacy In-Charge", "صيدلاني مسؤول")],
        companies=[
            ("Al Dawaa Pharmacies", "صيدليات الدواء"),
            ("Life Pharmacy", "صيدلية لايف"),
            ("Boots Pharmacy", "صيدلية بوتس"),
            ("Green Cross Hospital", "مستشفى الصليب الأخضر"),
        ],
        skills=[
            ("Dispensing", "صرف الأدوية", ["Dispensing", "Medication Dispensing"]),
            ("Patient Counseling", "إرشاد المرضى حول الأدوية", ["Patient Counseling", "Patient Counselling"]),
            ("Inventory Management", "إدارة المخزون", ["Inventory Management", "Inventory Control"]),
            ("Pharmacovigilance", "اليقظة الدوائية", "Pharmacovigilance"),
            ("Prescription Review", "مراجعة الوصفات الطبية", ["Prescription Review", "Prescription Verification"]),
            ("Drug Interactions", "التداخلات الدوائية", ["Drug Interactions", "Drug Interaction Checking"]),
            ("Compounding", "تحضير المستحضرات الصيدلانية", ["Compounding", "Pharmaceutical Compounding"]),
            ("Customer Service", "خدمة العملاء", "Customer Service"),
        ],
        bullets=[
            ("Dispensed around 250 prescriptions a day and counselled patients on dosage.", "صرف نحو ٢٥٠ وصفة يومياً وإرشاد المرضى حول الجرعات.", [["Dispensing", "Medication Dispensing"], ["Patient Counseling", "Patient Counselling"]]),
            ("Reviewed prescriptions for drug interactions and contacted prescribers.", "مراجعة الوصفات للتأكد من خلوها من التداخلات الدوائية والتواصل مع الأطباء.", [["Prescription Review", "Prescription Verification"], ["Drug Interactions", "Drug Interaction Checking"]]),
            ("Managed stock, expiry dates and monthly orders for two branches.", "إدارة المخزون وتواريخ الصلاحية والطلبيات الشهرية لفرعين.", [["Inventory Management", "Inventory Control"]]),
            ("Reported adverse drug reactions to the national pharmacovigilance centre.", "الإبلاغ عن الأعراض الجانبية للأدوية إلى المركز الوطني لليقظة الدوائية.", ["Pharmacovigilance"]),
        ],
        degrees=[("BACHELOR", "Bachelor of Pharmacy", "بكالوريوس صيدلة"), ("MASTER", "Master of Clinical Pharmacy", "ماجستير صيدلة سريرية")],
        learn=("Clinical Research", "البحث السريري"),
    ),
    "lab": occ(
        core=["Medical Laboratory Science", "Laboratory Testing", "Clinical Laboratory Science"],
        titles=[("Laboratory Technician", "فني مختبر"), ("Medical Laboratory Scientist", "أخصائي مختبرات طبية"), ("Senior Lab Specialist", "أخصائي مختبر أول")],
        companies=[
            ("Biolab Diagnostics", "مختبرات بيولاب"),
            ("Al Borg Medical Laboratories", "مختبرات البرج الطبية"),
            ("National Reference Laboratory", "المختبر المرجعي الوطني"),
            ("City Hospital Laboratory", "مختبر مستشفى المدينة"),
        ],
        skills=[
            ("Hematology", "أمراض الدم", ["Hematology", "Haematology"]),
            ("Clinical Chemistry", "الكيمياء السريرية", ["Clinical Chemistry", "Clinical Biochemistry"]),
            ("Microbiology", "الأحياء الدقيقة", "Microbiology"),
            ("PCR", "تفاعل البوليميراز المتسلسل PCR", ["PCR", "Polymerase Chain Reaction"]),
            ("Quality Control", "ضبط الجودة", "Quality Control"),
            ("Phlebotomy", "سحب الدم", ["Phlebotomy", "Blood Collection"]),
            ("Laboratory Information System", "نظام معلومات المختبر", ["Laboratory Information System", "LIS"]),
            ("Sample Preparation", "تحضير العينات", "Sample Preparation"),
        ],
        bullets=[
            ("Ran daily quality control on Sysmex haematology and Cobas chemistry analysers.", "إجراء ضبط الجودة اليومي على أجهزة تحليل الدم والكيمياء السريرية.", ["Quality Control", ["Hematology", "Haematology"], ["Clinical Chemistry", "Clinical Biochemistry"]]),
            ("Performed PCR testing for respiratory panels during peak season.", "إجراء فحوصات PCR للأمراض التنفسية في مواسم الذروة.", [["PCR", "Polymerase Chain Reaction"]]),
            ("Cultured and identified bacterial isolates in the microbiology section.", "زراعة العينات وتحديد البكتيريا في قسم الأحياء الدقيقة.", ["Microbiology"]),
            ("Collected blood samples from outpatients and entered results into the LIS.", "سحب عينات الدم من مراجعي العيادات وإدخال النتائج في نظام معلومات المختبر.", [["Phlebotomy", "Blood Collection"], ["Laboratory Information System", "LIS"]]),
        ],
        degrees=[("BACHELOR", "B.Sc. Medical Laboratory Sciences", "بكالوريوس علوم المختبرات الطبية"), ("MASTER", "M.Sc. Clinical Microbiology", "ماجستير الأحياء الدقيقة السريرية")],
        learn=("Flow Cytometry", "قياس التدفق الخلوي"),
    ),
}
