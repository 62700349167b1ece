"""Occupations in the trades: electrician, welder, HVAC technician."""

from occupations.occ import occ

TRADES = {
    "electrician": occ(
        core=["Electrical Maintenance", "Electrical Work", "Electrical Installation"],
        titles=[("Electrician", "كهربائي"), ("Maintenance Electrician", "كهربائي صيانة"), ("Electrical Foreman", "رئيس عمال كهرباء")],
        companies=[
            ("Emrill Services", "إمريل للخدمات"),
            ("Al Shirawi Electrical", "الشيراوي للأعمال الكهربائية"),
            ("Spark Electrical Contracting", "سبارك للمقاولات الكهربائية", "trap"),
            ("Khansaheb Facilities", "خانصاحب لإدارة المرافق"),
        ],
        skills=[
            ("Electrical Installation", "التمديدات الكهربائية", ["Electrical Installation", "Electrical Wiring"]),
            ("Panel Wiring", "تجميع وتوصيل اللوحات", ["Panel Wiring", "Control Panel Wiring"]),
            ("Troubleshooting", "تحديد الأعطال وإصلاحها", ["Troubleshooting", "Fault Finding"]),
            ("Blueprint Reading", "قراءة المخططات", ["Blueprint Reading", "Reading Drawings"]),
            ("Motor Control", "التحكم في المحركات", ["Motor Control", "Motor Controls"]),
            ("Lockout/Tagout", "إجراءات العزل والإقفال", ["Lockout/Tagout", "LOTO"]),
            ("Cable Termination", "تركيب نهايات الكوابل", ["Cable Termination", "Cable Jointing"]),
        ],
        bullets=[
            ("Installed lighting, power and containment for villas and retail units.", "تنفيذ التمديدات الكهربائية للإنارة والقوى في الفلل والمحلات.", [["Electrical Installation", "Electrical Wiring"]]),
            ("Wired and tested MCC and DB panels from single-line drawings.", "تجميع وتوصيل لوحات التوزيع ولوحات التحكم بالمحركات وفق المخططات.", [["Panel Wiring", "Control Panel Wiring"], ["Blueprint Reading", "Reading Drawings"], ["Motor Control", "Motor Controls"]]),
            ("Found and fixed faults on chillers and pumps under lockout/tagout.", "تحديد أعطال المبردات والمضخات وإصلاحها مع تطبيق إجراءات العزل والإقفال.", [["Troubleshooting", "Fault Finding"], ["Lockout/Tagout", "LOTO"]]),
        ],
        degrees=[("DIPLOMA", "Diploma in Electrical Technology (ITI)", "دبلوم تقنية كهربائية"), ("HIGH_SCHOOL", "SSLC", "الثانوية الصناعية")],
        learn=("Solar PV Installation", "تركيب الألواح الشمسية"),
    ),
    "welder": occ(
        core=["Welding"],
        titles=[("Welder", "لحام"), ("Pipe Welder", "لحام أنابيب"), ("Welding Foreman", "رئيس عمال اللحام")],
        companies=[
            ("Petrofac", "بتروفاك"),
            ("Nasser S. Al Hajri Corporation", "مؤسسة ناصر الهاجري"),
            ("Gulf Spic", "جلف سبيك"),
            ("Steel Star Fabrication", "ستيل ستار للتصنيع"),
        ],
        skills=[
            ("TIG Welding", "لحام تيغ TIG", ["TIG Welding", "GTAW"]),
            ("MIG Welding", "لحام ميغ MIG", ["MIG Welding", "GMAW"]),
            ("SMAW", "اللحام بالقوس الكهربائي SMAW", ["SMAW", "Stick Welding", "Arc Welding"]),
            ("Pipe Fabrication", "تصنيع الأنابيب", ["Pipe Fabrication", "Pipe Fitting"]),
            ("Blueprint Reading", "قراءة المخططات", ["Blueprint Reading", "Reading Drawings"]),
            ("Welding Inspection", "فحص اللحامات", ["Welding Inspection", "Weld Inspection"]),
            ("Gas Cutting", "القطع بالغاز", ["Gas Cutting", "Oxy-fuel Cutting"]),
        ],
        bullets=[
            ("Welded carbon steel and stainless pipes in 6G position with GTAW root and SMAW fill.", "لحام أنابيب الكربون والستانلس بوضعية 6G بطريقة TIG للجذر و SMAW للتعبئة.", [["TIG Welding", "GTAW"], ["SMAW", "Stick Welding", "Arc Welding"]]),
            ("Fabricated spools from isometric drawings.", "تصنيع وصلات الأنابيب من المخططات الأيزومترية.", [["Pipe Fabrication", "Pipe Fitting"], ["Blueprint Reading", "Reading Drawings"]]),
            ("Passed 100% radiography on 400 joints.", "اجتياز الفحص الإشعاعي بنسبة ١٠٠٪ على ٤٠٠ وصلة لحام.", []),
        ],
        degrees=[("DIPLOMA", "Certificate in Welding Technology (TESDA NC II)", "دبلوم تقنية اللحام"), ("HIGH_SCHOOL", "Secondary School Certificate", "شهادة الثانوية")],
        learn=("Underwater Welding", "اللحام تحت الماء"),
    ),
    "hvac": occ(
        core=["HVAC", "Air Conditioning", "HVAC Maintenance"],
        titles=[("HVAC Technician", "فني تكييف وتبريد"), ("Senior HVAC Technician", "فني تكييف أول"), ("HVAC Supervisor", "مشرف تكييف")],
        companies=[
            ("Carrier Saudi Arabia", "كاريير السعودية"),
            ("Zamil Air Conditioners", "الزامل للمكيفات"),
            ("Cool Breeze Services", "كول بريز للخدمات"),
            ("Farnek Services", "فارنك للخدمات"),
        ],
        skills=[
            ("Chiller Maintenance", "صيانة المبردات (الشيلرات)", ["Chiller Maintenance", "Chillers"]),
            ("Refrigerant Handling", "التعامل مع غازات التبريد", ["Refrigerant Handling", "Refrigeration"]),
            ("Preventive Maintenance", "الصيانة الوقائية", ["Preventive Maintenance", "Planned Maintenance"]),
            ("Troubleshooting", "تحديد الأعطال وإصلاحها", ["Troubleshooting", "Fault Finding"]),
            ("Split and Package Units", "المكيفات المنفصلة والمركزية", ["Split and Package Units", "Split AC", "Air Conditioning"]),
            ("BMS", "نظام إدارة المباني BMS", ["BMS", "Building Management System"]),
            ("Ductwork", "مجاري الهواء", ["Ductwork", "Duct Installation"]),
        ],
        bullets=[
            ("Maintained 12 water-cooled chillers and AHUs in a shopping mall.", "صيانة ١٢ مبرداً ووحدات مناولة الهواء في مركز تجاري.", [["Chiller Maintenance", "Chillers"]]),
            ("Charged and recovered refrigerants and found leaks in split and package units.", "شحن واسترجاع غازات التبريد وكشف التسريبات في المكيفات المنفصلة والمركزية.", [["Refrigerant Handling", "Refrigeration"], ["Split and Package Units", "Split AC", "Air Conditioning"]]),
            ("Followed the PPM schedule and logged work orders in the BMS.", "تنفيذ جدول الصيانة الوقائية وتسجيل أوامر العمل في نظام إدارة المباني.", [["Preventive Maintenance", "Planned Maintenance"], ["BMS", "Building Management System"]]),
        ],
        degrees=[("DIPLOMA", "Diploma in Refrigeration and Air Conditioning", "دبلوم التبريد والتكييف"), ("HIGH_SCHOOL", "Secondary School Certificate", "شهادة الثانوية العامة")],
        learn=("VRF Systems", "أنظمة VRF"),
    ),
}
