"""Occupations in software and data."""

from occupations.occ import occ

SOFTWARE_AND_DATA = {
    "data": occ(
        core=["Data Analysis", "Data Analytics"],
        titles=[("Data Analyst", "محلل بيانات"), ("Business Intelligence Analyst", "محلل ذكاء أعمال"), ("Senior Data Analyst", "محلل بيانات أول")],
        companies=[
            ("Careem", "كريم"),
            ("Majid Al Futtaim", "ماجد الفطيم"),
            ("Grab", "جراب"),
            ("Tata Consultancy Services", "تاتا للخدمات الاستشارية"),
        ],
        skills=[
            ("SQL", "لغة SQL", "SQL"),
            ("Python", "لغة بايثون Python", "Python"),
            ("Power BI", "برنامج Power BI", ["Power BI", "Microsoft Power BI"]),
            ("Tableau", "برنامج Tableau", "Tableau"),
            ("Data Visualization", "تصوير البيانات", ["Data Visualization", "Data Visualisation"]),
            ("Statistics", "الإحصاء", ["Statistics", "Statistical Analysis"]),
            ("Microsoft Excel", "برنامج إكسل", ["Microsoft Excel", "Excel", "MS Excel"]),
            ("ETL", "عمليات ETL", ["ETL", "Data Pipelines"]),
            ("A/B Testing", "اختبارات A/B", ["A/B Testing", "Experimentation"]),
        ],
        bullets=[
            ("Wrote SQL and Python pipelines that feed the daily operations dashboard.", "كتابة استعلامات SQL ونصوص بايثون لتغذية لوحة العمليات اليومية.", ["SQL", "Python", ["ETL", "Data Pipelines"]]),
            ("Built Power BI dashboards used by 40 managers.", "بناء لوحات Power BI يستخدمها ٤٠ مديراً.", [["Power BI", "Microsoft Power BI"], ["Data Visualization", "Data Visualisation"]]),
            ("Designed and analysed A/B tests on the checkout funnel.", "تصميم وتحليل اختبارات A/B على مسار الدفع.", [["A/B Testing", "Experimentation"], ["Statistics", "Statistical Analysis"]]),
        ],
        degrees=[("BACHELOR", "B.Sc. Statistics", "بكالوريوس إحصاء"), ("MASTER", "MCA (Master of Computer Applications)", "ماجستير تطبيقات الحاسوب")],
        learn=("Apache Spark", "أباتشي سبارك"),
    ),
    "software": occ(
        core=["Software Development", "Software Engineering"],
        titles=[("Software Engineer", "مهندس برمجيات"), ("Backend Developer", "مطور واجهات خلفية"), ("Senior Software Engineer", "مهندس برمجيات أول")],
        companies=[
            ("Aspire Software House", "آسباير لتطوير البرمجيات"),
            ("Mawdoo3", "موضوع"),
            ("Infosys", "إنفوسيس"),
            ("Shopee", "شوبي"),
        ],
        skills=[
            ("Java", "لغة جافا", "Java"),
            ("Spring Boot", "إطار Spring Boot", ["Spring Boot", "Spring"]),
            ("JavaScript", "جافاسكريبت", ["JavaScript", "JS"]),
            ("React", "مكتبة React", ["React", "React.js", "ReactJS"]),
            ("Node.js", "Node.js", ["Node.js", "NodeJS"]),
            ("PostgreSQL", "قاعدة بيانات PostgreSQL", ["PostgreSQL", "Postgres"]),
            ("Docker", "دوكر Docker", "Docker"),
            ("AWS", "خدمات أمازون السحابية AWS", ["AWS", "Amazon Web Services"]),
            ("Git", "نظام Git", "Git"),
            ("REST APIs", "واجهات REST", ["REST APIs", "REST", "RESTful APIs"]),
        ],
        bullets=[
            ("Built REST APIs in Java and Spring Boot for the payments service.", "بناء واجهات REST بلغة جافا وإطار Spring Boot لخدمة المدفوعات.", [["REST APIs", "REST", "RESTful APIs"], "Java", ["Spring Boot", "Spring"]]),
            ("Moved services to Docker on AWS ECS.", "نقل الخدمات إلى حاويات Docker على خدمات AWS.", ["Docker", ["AWS", "Amazon Web Services"]]),
            ("Built React screens for the merchant portal.", "بناء واجهات React لبوابة التجار.", [["React", "React.js", "ReactJS"]]),
        ],
        degrees=[("BACHELOR", "B.Sc. Computer Science", "بكالوريوس علم الحاسوب"), ("MASTER", "M.Sc. Software Engineering", "ماجستير هندسة البرمجيات")],
        learn=("Kubernetes", "كوبرنيتيس"),
    ),
}
