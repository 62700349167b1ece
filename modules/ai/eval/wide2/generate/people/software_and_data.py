# People of the second held-out set: software developers and a data analyst.

PEOPLE = [
    dict(
        id="w2-05-backend-en-sidebar", lang="en", layout="sidebar", gen="weasyprint", country="PK",
        occupation="it", first="Hamza", middle="Tariq", last="Qureshi",
        name="Hamza Tariq Qureshi", headline="Senior Software Engineer (Java / Cloud)",
        email="hamza.qureshi.dev@gmail.com", phone="0300-4567891", e164="+923004567891",
        address="DHA Phase 5, Lahore, Pakistan", dates="MON", accent="#4338ca",
        summary="Backend engineer building payment and logistics microservices on Java and AWS.",
        jobs=[
            ("Senior Software Engineer", "Systems Arc (Pvt.) Ltd.", "Lahore", (2022, 2), None, [
                "Design Spring Boot microservices for a card-payments switch handling 2M transactions a day.",
                "Moved services to Docker and Kubernetes on AWS (EKS) with Terraform.",
                "Tuned PostgreSQL queries and indexes; p99 latency down 40%.",
            ]),
            ("Software Engineer", "NetSol Horizons", "Lahore", (2018, 7), (2022, 1), [
                "Built REST APIs in Java for a leasing platform.",
                "Wrote unit tests with JUnit and reviewed code in Git pull requests.",
            ]),
        ],
        education=[("BS Computer Science", "FAST-NUCES, Lahore", "2018")],
        level="BACHELOR",
        skill_list=["Java", "Spring Boot", "Microservices", "PostgreSQL", "Docker", "Kubernetes", "AWS", "Terraform", "REST APIs", "JUnit", "Git"],
        certs=["AWS Certified Developer – Associate"],
        langs=["English", "Urdu", "Punjabi"],
        skills=["Java", "Spring Boot", "Microservices", "PostgreSQL", "Docker", "Kubernetes", "AWS", "Terraform",
                ["REST APIs", "REST"], ["JUnit", "Unit Testing"], "Git", "English", "Urdu", "Punjabi"],
        current="Senior Software Engineer",
    ),
    dict(
        id="w2-11-data-en-typst", lang="en", layout="typst-modern", gen="typst", country="SG",
        occupation="it", first="Wei Ling", middle=None, last="Tan",
        name="TAN Wei Ling", headline="Data Analyst",
        email="weiling.tan.sg@gmail.com", phone="8732 4105", e164="+6587324105",
        address="Tampines, Singapore 520123", dates="mon", accent="#0369a1",
        summary="Analyst turning operations data into dashboards and models for retail and transport clients.",
        jobs=[
            ("Data Analyst", "Merlion Mobility Pte Ltd", "Singapore", (2019, 8), None, [
                "Build Tableau dashboards on ridership data.",
                "Python and Pandas pipelines for daily demand forecasts.",
                "SQL data models in the warehouse.",
            ]),
            ("Business Analyst", "Kallang Retail Group", "Singapore", (2017, 7), (2019, 7), [
                "Excel reporting and stakeholder management for 60 outlets.",
            ]),
        ],
        education=[("Bachelor of Science (Statistics)", "National University of Singapore", "2017")],
        level="BACHELOR",
        skill_list=["Python", "Pandas", "SQL", "Tableau", "Machine Learning", "Excel", "Stakeholder Management"],
        certs=[],
        langs=["English", "Mandarin", "Malay (basic)"],
        skills=[["Data Analysis", "Data Analytics"], "Python", "Pandas", "SQL", "Tableau", "Machine Learning", "Excel",
                "Stakeholder Management", "Forecasting", ["Data Modeling", "Data Modelling"], "English", ["Mandarin", "Chinese"], "Malay"],
        current="Data Analyst",
    ),
    dict(
        id="w2-23-webdev-ar-sidebar", lang="ar", layout="sidebar-rtl", gen="weasyprint", country="MA",
        occupation="it", first="يوسف", middle=None, last="بنعلي",
        name="يوسف بنعلي", headline="مطور ويب Full Stack",
        email="youssef.benali.dev@gmail.com", phone="+212 661-234567", e164="+212661234567",
        address="الدار البيضاء – المغرب", dates="ar_gulf", accent="#1e40af",
        summary="مطور ويب بخبرة في بناء تطبيقات React وواجهات Node.js وقواعد بيانات MySQL.",
        jobs=[
            ("مطور ويب", "شركة أطلس الرقمية", "الدار البيضاء", (2020, 6), None, [
                "تطوير واجهات المستخدم باستخدام React وJavaScript.",
                "بناء واجهات برمجية بـ Node.js وMySQL.",
                "إدارة الشيفرة عبر Git.",
            ]),
            ("مطور PHP", "وكالة سبو للويب", "فاس", (2017, 9), (2020, 5), [
                "تطوير مواقع بلغة PHP.",
            ]),
        ],
        education=[("الإجازة في علوم الحاسوب", "جامعة سيدي محمد بن عبد الله – فاس", "2017")],
        level="BACHELOR",
        skill_list=["JavaScript", "React", "Node.js", "PHP", "MySQL", "Git", "HTML/CSS"],
        certs=[],
        langs=["العربية", "الفرنسية", "الإنجليزية"],
        skills=["JavaScript", "React", "Node.js", "PHP", "MySQL", "Git", ["HTML/CSS", "HTML", "CSS"],
                ["Arabic", "العربية"], ["French", "الفرنسية"], ["English", "الإنجليزية"]],
        current="مطور ويب",
    ),
]
