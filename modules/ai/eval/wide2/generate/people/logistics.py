# People of the second held-out set: logistics, warehouse and operations.

PEOPLE = [
    dict(
        id="w2-03-logistics-en-jobsite", lang="en", layout="jobsite", gen="weasyprint", country="EG",
        occupation="logistics", first="Mostafa", middle="Adel", last="Abdelrahman",
        name="Mostafa Adel Abdelrahman", headline="Senior Logistics Coordinator",
        email="mostafa.adel.ar@hotmail.com", phone="010 2345 6789", e164="+201023456789",
        address="Nasr City, Cairo, Egypt", dates="till", accent="#1d4ed8",
        summary="Logistics coordinator for import and export shipments, customs and warehouse inventory.",
        jobs=[
            ("Senior Logistics Coordinator", "Gulf Express Logistics Co.", "Cairo", (2019, 1), None, [
                "Coordinate sea and air freight forwarding for 40+ import shipments a month.",
                "Prepare customs clearance documents with brokers at Alexandria and Sokhna ports.",
                "Track warehouse inventory in SAP and reconcile stock counts monthly.",
            ]),
            ("Logistics Officer", "Delta Pharma Distribution", "6th of October City", (2015, 7), (2018, 12), [
                "Planned delivery routes for a fleet of 18 trucks.",
                "Built Excel dashboards for on-time delivery.",
            ]),
        ],
        education=[("Bachelor of Commerce", "Ain Shams University", "2015")],
        level="BACHELOR",
        skill_list=["Freight Forwarding", "Customs Clearance", "Inventory Management", "Supply Chain", "SAP", "MS Excel", "Route Planning"],
        certs=[],
        langs=["Arabic (Native)", "English (Very Good)"],
        skills=["Logistics", "Freight Forwarding", "Customs Clearance", "Inventory Management", ["Supply Chain", "Supply Chain Management"],
                "SAP", ["Excel", "MS Excel"], "Route Planning", "Arabic", "English"],
        current="Senior Logistics Coordinator",
    ),
    dict(
        id="w2-21-warehouse-ar-typst", lang="ar", layout="typst-rtl", gen="typst", country="SY",
        occupation="logistics", first="سامر", middle="حسن", last="الحلبي",
        name="سامر حسن الحلبي", headline="أمين مستودع",
        email="samer.halabi84@gmail.com", phone="+963 944 123 456", e164="+963944123456",
        address="حمص – سوريا", dates="ar_slash_indic", accent="#374151",
        summary="أمين مستودع بخبرة في الاستلام والتسليم والجرد وتشغيل الرافعة الشوكية.",
        jobs=[
            ("أمين مستودع", "شركة العاصي للتجارة والتوزيع", "حمص", (2018, 9), None, [
                "استلام البضائع وتسليمها ومطابقة الفواتير.",
                "الجرد الدوري وإدارة المخزون على Excel.",
            ]),
            ("عامل مستودع", "مؤسسة الوادي للمواد الغذائية", "حماة", (2014, 3), (2018, 8), [
                "تشغيل الرافعة الشوكية وترتيب المستودع.",
            ]),
        ],
        education=[("الشهادة الثانوية – الفرع العلمي", "ثانوية خالد بن الوليد", "2003")],
        level="HIGH_SCHOOL",
        skill_list=["إدارة المستودعات", "إدارة المخزون", "الجرد", "تشغيل الرافعة الشوكية", "Excel"],
        certs=[],
        langs=["العربية"],
        skills=[["Warehouse Management", "إدارة المستودعات"], ["Inventory Management", "إدارة المخزون"], ["Stocktaking", "الجرد"],
                ["Forklift Operation", "تشغيل الرافعة الشوكية"], "Excel", ["Arabic", "العربية"]],
        current="أمين مستودع",
    ),
    dict(
        id="w2-25-operations-mixed-bilingual", lang="mixed", layout="bilingual-stacked", gen="weasyprint", country="SA",
        occupation="logistics", first=["Faisal", "فيصل"], middle=["Nasser", "ناصر"], last=["Al-Otaibi", "Al Otaibi", "العتيبي"],
        name=("Faisal Nasser Al-Otaibi", "فيصل ناصر العتيبي"), headline=("Operations Manager", "مدير العمليات"),
        email="faisal.alotaibi@outlook.sa", phone="+966 50 334 9921", e164="+966503349921",
        address=("Riyadh, Saudi Arabia", "الرياض – السعودية"), dates="bi", accent="#166534",
        summary=("Operations manager for last-mile delivery and fleet.", "مدير عمليات للتوصيل والأسطول."),
        jobs=[
            (("Operations Manager", "مدير العمليات"), ("Najd Fast Delivery", "نجد للتوصيل السريع"), ("Riyadh", "الرياض"), (2021, 1), None, [
                ("Fleet management of 350 vans and drivers.", "إدارة أسطول من 350 مركبة وسائقاً."),
                ("Lean Six Sigma projects on delivery time.", "مشاريع لين ستة سيجما لتحسين زمن التوصيل."),
            ]),
            (("Supply Chain Supervisor", "مشرف سلسلة الإمداد"), ("Arabian Cement Trading", "العربية لتجارة الأسمنت"), ("Dammam", "الدمام"), (2013, 6), (2020, 12), [
                ("Logistics planning and warehouse operations.", "تخطيط الخدمات اللوجستية وعمليات المستودعات."),
            ]),
        ],
        education=[(("MBA", "ماجستير إدارة أعمال"), ("King Saud University", "جامعة الملك سعود"), "2019"),
                   (("B.Sc. Industrial Engineering", "بكالوريوس هندسة صناعية"), ("King Fahd University of Petroleum & Minerals", "جامعة الملك فهد للبترول والمعادن"), "2013")],
        level="MASTER",
        skill_list=[("Operations Management", "إدارة العمليات"), ("Fleet Management", "إدارة الأسطول"), ("Lean Six Sigma", "لين ستة سيجما"),
                    ("Supply Chain", "سلسلة الإمداد"), ("Logistics", "الخدمات اللوجستية")],
        certs=[("Lean Six Sigma Green Belt", "الحزام الأخضر لين ستة سيجما")],
        langs=[("Arabic", "العربية"), ("English", "الإنجليزية")],
        skills=[["Operations Management", "إدارة العمليات"], ["Fleet Management", "إدارة الأسطول"], ["Lean Six Sigma", "لين ستة سيجما", "Six Sigma"],
                ["Supply Chain", "سلسلة الإمداد", "Supply Chain Management"], ["Logistics", "الخدمات اللوجستية"],
                ["Warehouse Management", "Warehouse Operations", "عمليات المستودعات"], ["Arabic", "العربية"], ["English", "الإنجليزية"]],
        current=["Operations Manager", "مدير العمليات"],
    ),
]
