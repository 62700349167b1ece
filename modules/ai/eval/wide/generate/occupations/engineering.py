"""Occupations in engineering: civil, mechanical, electrical."""

from occupations.occ import occ

ENGINEERING = {
    "civil_eng": occ(
        core=["Civil Engineering"],
        titles=[("Site Engineer", "مهندس موقع"), ("Civil Engineer", "مهندس مدني"), ("Senior Project Engineer", "مهندس مشاريع أول")],
        companies=[
            ("Consolidated Contractors Company", "شركة اتحاد المقاولين"),
            ("Saudi Binladin Group", "مجموعة بن لادن السعودية"),
            ("Arabtec Construction", "أرابتك للإنشاءات"),
            ("Dar Al-Handasah", "دار الهندسة"),
        ],
        skills=[
            ("AutoCAD", "برنامج أوتوكاد AutoCAD", "AutoCAD"),
            ("Primavera P6", "برنامج بريمافيرا P6", ["Primavera P6", "Primavera"]),
            ("Structural Analysis", "التحليل الإنشائي", "Structural Analysis"),
            ("ETABS", "برنامج ETABS", "ETABS"),
            ("Quantity Surveying", "حساب الكميات", ["Quantity Surveying", "Quantity Takeoff"]),
            ("Site Supervision", "الإشراف على المواقع", ["Site Supervision", "Construction Supervision"]),
            ("Reinforced Concrete Design", "تصميم الخرسانة المسلحة", ["Reinforced Concrete Design", "Concrete Design"]),
            ("HSE", "الصحة والسلامة المهنية", ["HSE", "Health and Safety", "Occupational Health and Safety"]),
            ("Project Planning", "تخطيط المشاريع", ["Project Planning", "Project Scheduling"]),
        ],
        bullets=[
            ("Supervised the construction of a 14-storey residential tower, including concrete works and finishes.", "الإشراف على تنفيذ برج سكني من ١٤ طابقاً بما في ذلك الأعمال الخرسانية والتشطيبات.", [["Site Supervision", "Construction Supervision"]]),
            ("Prepared the baseline programme in Primavera P6 and weekly progress reports.", "إعداد البرنامج الزمني في بريمافيرا P6 وتقارير التقدم الأسبوعية.", [["Primavera P6", "Primavera"], ["Project Planning", "Project Scheduling"]]),
            ("Modelled and checked slabs and columns in ETABS.", "نمذجة وتدقيق البلاطات والأعمدة باستخدام برنامج ETABS.", ["ETABS", "Structural Analysis"]),
            ("Prepared quantity take-offs and shop drawings in AutoCAD.", "إعداد جداول الكميات والمخططات التنفيذية على أوتوكاد.", [["Quantity Surveying", "Quantity Takeoff"], "AutoCAD"]),
        ],
        degrees=[("BACHELOR", "B.Sc. Civil Engineering", "بكالوريوس الهندسة المدنية"), ("MASTER", "M.Sc. Structural Engineering", "ماجستير الهندسة الإنشائية")],
        certs=[("PMP, Project Management Institute", "شهادة إدارة المشاريع الاحترافية PMP", [["PMP", "Project Management Professional"]])],
        learn=("Revit", "برنامج Revit"),
    ),
    "mech_eng": occ(
        core=["Mechanical Engineering"],
        titles=[("Mechanical Engineer", "مهندس ميكانيك"), ("Maintenance Engineer", "مهندس صيانة"), ("Senior Mechanical Engineer", "مهندس ميكانيك أول")],
        companies=[
            ("SABIC", "سابك"),
            ("Qatar Petroleum", "قطر للبترول"),
            ("Larsen & Toubro", "لارسن آند توبرو"),
            ("Python Engineering Works", "ورش بايثون الهندسية", "trap"),
        ],
        skills=[
            ("SolidWorks", "برنامج سوليدووركس SolidWorks", "SolidWorks"),
            ("Preventive Maintenance", "الصيانة الوقائية", ["Preventive Maintenance", "Planned Maintenance"]),
            ("Root Cause Analysis", "تحليل الأسباب الجذرية", ["Root Cause Analysis", "RCA"]),
            ("Pumps and Compressors", "المضخات والضواغط", ["Pumps and Compressors", "Rotating Equipment"]),
            ("SAP PM", "نظام SAP PM للصيانة", ["SAP PM", "SAP Plant Maintenance"]),
            ("HVAC Design", "تصميم أنظمة التكييف", ["HVAC Design", "HVAC"]),
            ("AutoCAD", "برنامج أوتوكاد AutoCAD", "AutoCAD"),
            ("Piping Design", "تصميم الأنابيب", ["Piping Design", "Piping"]),
        ],
        bullets=[
            ("Planned preventive maintenance for 300 rotating equipment items in SAP PM.", "تخطيط الصيانة الوقائية لـ ٣٠٠ معدة دوارة عبر نظام SAP PM.", [["Preventive Maintenance", "Planned Maintenance"], ["SAP PM", "SAP Plant Maintenance"], ["Pumps and Compressors", "Rotating Equipment"]]),
            ("Led root cause analysis of repeated pump seal failures and cut downtime by 35%.", "قيادة تحليل الأسباب الجذرية لأعطال موانع تسرب المضخات وخفض التوقف بنسبة ٣٥٪.", [["Root Cause Analysis", "RCA"], ["Pumps and Compressors", "Rotating Equipment"]]),
            ("Designed skid frames and brackets in SolidWorks.", "تصميم الهياكل والحوامل باستخدام سوليدووركس.", ["SolidWorks"]),
        ],
        degrees=[("BACHELOR", "B.E. Mechanical Engineering", "بكالوريوس الهندسة الميكانيكية"), ("MASTER", "M.Tech. Thermal Engineering", "ماجستير الهندسة الحرارية")],
        learn=("Python", "لغة بايثون"),
    ),
    "elec_eng": occ(
        core=["Electrical Engineering"],
        titles=[("Electrical Engineer", "مهندس كهرباء"), ("Electrical Design Engineer", "مهندس تصميم كهربائي"), ("Senior Electrical Engineer", "مهندس كهرباء أول")],
        companies=[
            ("Siemens Energy", "سيمنز للطاقة"),
            ("Dubai Electricity and Water Authority", "هيئة كهرباء ومياه دبي"),
            ("Schneider Electric", "شنايدر إلكتريك"),
            ("Jordan Electric Power Company", "شركة الكهرباء الأردنية"),
        ],
        skills=[
            ("Power Distribution", "توزيع الطاقة الكهربائية", ["Power Distribution", "Power Systems"]),
            ("ETAP", "برنامج ETAP", "ETAP"),
            ("PLC Programming", "برمجة PLC", ["PLC Programming", "PLC"]),
            ("SCADA", "أنظمة سكادا SCADA", "SCADA"),
            ("Load Flow Analysis", "تحليل تدفق الأحمال", ["Load Flow Analysis", "Load Flow"]),
            ("AutoCAD Electrical", "أوتوكاد الكهربائي", ["AutoCAD Electrical", "AutoCAD"]),
            ("Testing and Commissioning", "الفحص والتشغيل", ["Testing and Commissioning", "Commissioning"]),
            ("Lighting Design", "تصميم الإنارة", "Lighting Design"),
        ],
        bullets=[
            ("Designed 11 kV / 0.4 kV distribution for a hospital project and ran load flow studies in ETAP.", "تصميم شبكة توزيع ١١ ك.ف / ٠٫٤ ك.ف لمشروع مستشفى وإجراء دراسات تدفق الأحمال على ETAP.", [["Power Distribution", "Power Systems"], "ETAP", ["Load Flow Analysis", "Load Flow"]]),
            ("Tested and commissioned switchgear, transformers and SCADA panels.", "فحص وتشغيل لوحات التوزيع والمحولات ولوحات السكادا.", [["Testing and Commissioning", "Commissioning"], "SCADA"]),
            ("Programmed Siemens S7 PLCs for pumping stations.", "برمجة متحكمات Siemens S7 لمحطات الضخ.", [["PLC Programming", "PLC"]]),
        ],
        degrees=[("BACHELOR", "B.Sc. Electrical Power Engineering", "بكالوريوس هندسة القوى الكهربائية"), ("MASTER", "M.Sc. Renewable Energy", "ماجستير الطاقة المتجددة")],
        learn=("MATLAB", "برنامج MATLAB"),
    ),
}
