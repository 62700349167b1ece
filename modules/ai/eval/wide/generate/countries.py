"""Countries: names, cities, universities, phone numbers in the forms people really write them."""

import random

import phonenumbers

ARAB = {"JO", "SA", "AE", "QA", "KW", "BH", "OM", "EG", "LB", "IQ", "PS"}

AR_FIRST_M = [("Mohammad", "محمد"), ("Ahmad", "أحمد"), ("Omar", "عمر"), ("Khaled", "خالد"), ("Yousef", "يوسف"), ("Ali", "علي"), ("Tariq", "طارق"), ("Faisal", "فيصل"), ("Abdullah", "عبدالله"), ("Ibrahim", "إبراهيم"), ("Majed", "ماجد"), ("Rami", "رامي"), ("Laith", "ليث"), ("Hamza", "حمزة"), ("Sultan", "سلطان"), ("Nasser", "ناصر"), ("Saleh", "صالح"), ("Bilal", "بلال")]
AR_FIRST_F = [("Fatima", "فاطمة"), ("Huda", "هدى"), ("Rania", "رانيا"), ("Lina", "لينا"), ("Noor", "نور"), ("Sara", "سارة"), ("Reem", "ريم"), ("Dana", "دانة"), ("Aseel", "أسيل"), ("Maha", "مها"), ("Hala", "هالة"), ("Mariam", "مريم"), ("Layla", "ليلى"), ("Amal", "آمال"), ("Rawan", "روان"), ("Hiba", "هبة"), ("Areej", "أريج"), ("Shaima", "شيماء")]
EG_FIRST = [("Mahmoud", "محمود"), ("Mostafa", "مصطفى"), ("Ahmed", "أحمد"), ("Mohamed", "محمد"), ("Aya", "آية"), ("Mona", "منى"), ("Yasmin", "ياسمين"), ("Karim", "كريم"), ("Heba", "هبة")]
LB_FIRST = [("Georges", "جورج"), ("Elie", "إيلي"), ("Rita", "ريتا"), ("Nadine", "نادين"), ("Joelle", "جويل"), ("Karim", "كريم"), ("Maya", "مايا")]

FAMILY = {
    "JO": [("Al-Khatib", "الخطيب"), ("Haddad", "حداد"), ("Al-Zoubi", "الزعبي"), ("Obeidat", "عبيدات"), ("Al-Masri", "المصري"), ("Al-Nsour", "النسور"), ("Bani Hani", "بني هاني")],
    "SA": [("Al-Harbi", "الحربي"), ("Al-Qahtani", "القحطاني"), ("Al-Otaibi", "العتيبي"), ("Al-Ghamdi", "الغامدي"), ("Al-Shehri", "الشهري"), ("Al-Dosari", "الدوسري")],
    "AE": [("Al-Mansoori", "المنصوري"), ("Al-Nuaimi", "النعيمي"), ("Al-Ketbi", "الكتبي"), ("Al-Shamsi", "الشامسي")],
    "QA": [("Al-Kuwari", "الكواري"), ("Al-Marri", "المري"), ("Al-Sulaiti", "السليطي")],
    "KW": [("Al-Enezi", "العنزي"), ("Al-Mutairi", "المطيري"), ("Al-Rashidi", "الرشيدي")],
    "BH": [("Al-Aradi", "العرادي"), ("Janahi", "جناحي"), ("Al-Sayed", "السيد")],
    "OM": [("Al-Balushi", "البلوشي"), ("Al-Hinai", "الهنائي"), ("Al-Rawahi", "الرواحي")],
    "EG": [("Abdel Rahman", "عبد الرحمن"), ("Mostafa", "مصطفى"), ("El-Sayed", "السيد"), ("Farouk", "فاروق"), ("Shalaby", "شلبي")],
    "LB": [("Khoury", "خوري"), ("Nassar", "نصار"), ("Saab", "صعب"), ("Karam", "كرم")],
    "IQ": [("Al-Jubouri", "الجبوري"), ("Al-Obaidi", "العبيدي"), ("Al-Tamimi", "التميمي")],
    "PS": [("Abu Ghosh", "أبو غوش"), ("Barghouti", "البرغوثي"), ("Shawa", "الشوا"), ("Qasem", "قاسم")],
}

# Other countries: (first names, last names); an entry may be (shown, accepted alternatives).
OTHER_NAMES = {
    "IN": ([("Rajesh", "M"), ("Priya", "F"), ("Anil", "M"), ("Deepa", "F"), ("Suresh", "M"), ("Kavitha", "F"), ("Arjun", "M"), ("Sneha", "F")], ["Sharma", "Nair", "Iyer", "Reddy", "Patel", "Menon", "Gupta", "Krishnan"]),
    "PK": ([("Imran", "M"), ("Ayesha", "F"), ("Bilal", "M"), ("Sana", "F"), ("Usman", "M"), ("Hina", "F")], ["Khan", "Qureshi", "Malik", "Siddiqui", "Chaudhry", "Butt"]),
    "PH": ([("Mary Joy", "F"), ("Mark Anthony", "M"), ("Rhea", "F"), ("Jose", "M"), ("Kristine", "F"), ("Ronald", "M")], ["Santos", "Reyes", "Dela Cruz", "Bautista", "Villanueva", "Mendoza"]),
    "PE": ([("José Luis", "M"), ("Rosa María", "F"), ("Carlos", "M"), ("Lucía", "F")], ["Quispe Mamani", "García Flores", "Rojas Huamán", "Torres Vega"]),
    "SG": ([("Rachel", "F"), ("Jason", "M"), ("Hui Min", "F"), ("Wei Jie", "M")], ["Lim", "Tan", "Ong", "Goh"]),
    "GB": ([("Oliver", "M"), ("Charlotte", "F"), ("James", "M"), ("Sophie", "F"), ("Harry", "M")], ["Bennett", "Hughes", "O'Connor", "Clarke", "Whitfield"]),
    "US": ([("Michael", "M"), ("Jessica", "F"), ("Tyler", "M"), ("Ashley", "F"), ("Brandon", "M")], ["Johnson", "Ramirez", "Brooks", "Sullivan", "Carter"]),
    # Vietnamese: family name first, given name last.
    "VN": ([("Lan", "F"), ("Minh", "M"), ("Hương", "F"), ("Tuấn", "M")], [("Trần", "Thị"), ("Nguyễn", "Văn"), ("Phạm", "Thị"), ("Lê", "Văn")]),
}

CITIES = {
    "JO": [("Amman, Jordan", "عمّان، الأردن"), ("Irbid, Jordan", "إربد، الأردن"), ("Zarqa, Jordan", "الزرقاء، الأردن")],
    "SA": [("Riyadh, Saudi Arabia", "الرياض، المملكة العربية السعودية"), ("Jeddah, KSA", "جدة، السعودية"), ("Dammam, Saudi Arabia", "الدمام، المملكة العربية السعودية")],
    "AE": [("Dubai, UAE", "دبي، الإمارات العربية المتحدة"), ("Abu Dhabi, United Arab Emirates", "أبوظبي، الإمارات"), ("Sharjah, U.A.E.", "الشارقة، الإمارات")],
    "QA": [("Doha, Qatar", "الدوحة، قطر"), ("Al Wakrah, Qatar", "الوكرة، قطر")],
    "KW": [("Kuwait City, Kuwait", "مدينة الكويت، الكويت"), ("Salmiya, Kuwait", "السالمية، الكويت")],
    "BH": [("Manama, Bahrain", "المنامة، البحرين"), ("Riffa, Kingdom of Bahrain", "الرفاع، مملكة البحرين")],
    "OM": [("Muscat, Oman", "مسقط، سلطنة عُمان"), ("Sohar, Sultanate of Oman", "صحار، سلطنة عمان")],
    "EG": [("Cairo, Egypt", "القاهرة، مصر"), ("Alexandria, Egypt", "الإسكندرية، مصر"), ("Giza, Egypt", "الجيزة، مصر")],
    "LB": [("Beirut, Lebanon", "بيروت، لبنان"), ("Jounieh, Lebanon", "جونيه، لبنان")],
    "IQ": [("Baghdad, Iraq", "بغداد، العراق"), ("Erbil, Iraq", "أربيل، العراق"), ("Basra, Iraq", "البصرة، العراق")],
    "PS": [("Ramallah, Palestine", "رام الله، فلسطين"), ("Nablus, Palestine", "نابلس، فلسطين")],
    "IN": [("Kochi, Kerala, India", ""), ("Pune, Maharashtra, India", ""), ("Chennai, India", "")],
    "PK": [("Lahore, Pakistan", ""), ("Karachi, Pakistan", "")],
    "PH": [("Quezon City, Philippines", ""), ("Cebu City, Philippines", "")],
    "VN": [("Hà Nội, Việt Nam", ""), ("TP. Hồ Chí Minh, Vietnam", "")],
    "PE": [("Lima, Perú", ""), ("Arequipa, Peru", "")],
    "SG": [("Singapore 560123", ""), ("Tampines, Singapore", "")],
    "GB": [("Manchester, United Kingdom", ""), ("Leeds, UK", ""), ("Bristol, England", "")],
    "US": [("Nashville, TN", ""), ("San Francisco, CA 94110", ""), ("Houston, Texas", "")],
}

UNIVERSITIES = {
    "JO": [("University of Jordan", "الجامعة الأردنية"), ("Yarmouk University", "جامعة اليرموك"), ("Jordan University of Science and Technology", "جامعة العلوم والتكنولوجيا الأردنية")],
    "SA": [("King Saud University", "جامعة الملك سعود"), ("King Abdulaziz University", "جامعة الملك عبدالعزيز")],
    "AE": [("UAE University", "جامعة الإمارات العربية المتحدة"), ("University of Sharjah", "جامعة الشارقة")],
    "QA": [("Qatar University", "جامعة قطر")],
    "KW": [("Kuwait University", "جامعة الكويت")],
    "BH": [("University of Bahrain", "جامعة البحرين")],
    "OM": [("Sultan Qaboos University", "جامعة السلطان قابوس")],
    "EG": [("Cairo University", "جامعة القاهرة"), ("Ain Shams University", "جامعة عين شمس"), ("Alexandria University", "جامعة الإسكندرية")],
    "LB": [("Lebanese University", "الجامعة اللبنانية"), ("American University of Beirut", "الجامعة الأمريكية في بيروت")],
    "IQ": [("University of Baghdad", "جامعة بغداد"), ("University of Basrah", "جامعة البصرة")],
    "PS": [("Birzeit University", "جامعة بيرزيت"), ("An-Najah National University", "جامعة النجاح الوطنية")],
    "IN": [("University of Kerala", ""), ("Anna University", ""), ("Savitribai Phule Pune University", "")],
    "PK": [("University of the Punjab", ""), ("NED University of Engineering and Technology", "")],
    "PH": [("University of Santo Tomas", ""), ("Cebu Institute of Technology", "")],
    "VN": [("Hanoi University of Science and Technology", ""), ("Vietnam National University", "")],
    "PE": [("Universidad Nacional de San Agustín", ""), ("Pontificia Universidad Católica del Perú", "")],
    "SG": [("Nanyang Technological University", ""), ("Singapore Polytechnic", "")],
    "GB": [("University of Leeds", ""), ("Manchester Metropolitan University", "")],
    "US": [("Belmont University", ""), ("San Francisco State University", ""), ("University of Houston", "")],
}

# National significant number patterns (mobile) and how people write them.
def _digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


NSN = {
    "JO": lambda r: "7" + r.choice("789") + _digits(r, 7),
    "SA": lambda r: "5" + r.choice("034569") + _digits(r, 7),
    "AE": lambda r: "5" + r.choice("024568") + _digits(r, 7),
    "QA": lambda r: r.choice("3567") + _digits(r, 7),
    "KW": lambda r: r.choice("569") + _digits(r, 7),
    "BH": lambda r: "3" + r.choice("3469") + _digits(r, 6),
    "OM": lambda r: "9" + r.choice("12345689") + _digits(r, 6),
    "EG": lambda r: "1" + r.choice("0125") + _digits(r, 8),
    "LB": lambda r: "3" + _digits(r, 6),
    "IQ": lambda r: "7" + r.choice("789") + "0" + _digits(r, 7),
    "PS": lambda r: "59" + r.choice("2456789") + _digits(r, 6),
    "IN": lambda r: r.choice("6789") + _digits(r, 9),
    "PK": lambda r: "3" + r.choice("0123") + _digits(r, 8),
    "PH": lambda r: "9" + r.choice(["17", "18", "27", "95", "05"]) + _digits(r, 7),
    "VN": lambda r: r.choice(["91", "98", "90", "38", "86"]) + _digits(r, 7),
    "PE": lambda r: "9" + _digits(r, 8),
    "SG": lambda r: r.choice("89") + _digits(r, 7),
    "GB": lambda r: "7" + r.choice("4579") + _digits(r, 8),
    "US": lambda r: r.choice(["415", "615", "713", "212", "617"]) + r.choice("2345678") + _digits(r, 2) + _digits(r, 4),
}

# Each form: (function of the national number, whether the country code is written).
FORMS = {
    "JO": [lambda n: f"+962 {n[0]} {n[1:5]} {n[5:]}", lambda n: f"0{n[:2]} {n[2:5]} {n[5:]}", lambda n: f"00962 {n[:2]} {n[2:5]} {n[5:]}", lambda n: f"(+962) {n}"],
    "SA": [lambda n: f"00966 {n[:2]} {n[2:5]} {n[5:]}", lambda n: f"0{n[:2]} {n[2:5]} {n[5:]}", lambda n: f"+966-{n[:2]}-{n[2:5]}-{n[5:]}"],
    "AE": [lambda n: f"0{n[:2]}-{n[2:5]}-{n[5:]}", lambda n: f"+971 {n[:2]} {n[2:5]} {n[5:]}", lambda n: f"00971{n}"],
    "QA": [lambda n: f"+974 {n[:4]} {n[4:]}", lambda n: f"{n[:4]} {n[4:]}", lambda n: f"(+974) {n}"],
    "KW": [lambda n: f"+965 {n[:4]} {n[4:]}", lambda n: f"{n}", lambda n: f"00965-{n}"],
    "BH": [lambda n: f"+973 {n[:4]} {n[4:]}", lambda n: f"00973-{n}", lambda n: f"{n[:4]} {n[4:]}"],
    "OM": [lambda n: f"+968 {n[:4]} {n[4:]}", lambda n: f"{n}", lambda n: f"00968 {n}"],
    "EG": [lambda n: f"0{n[:2]} {n[2:6]} {n[6:]}", lambda n: f"+20 {n[:2]} {n[2:6]} {n[6:]}", lambda n: f"(+2) 0{n}", lambda n: f"0{n}"],
    "LB": [lambda n: f"+961 {n[0]} {n[1:4]} {n[4:]}", lambda n: f"0{n[0]}-{n[1:]}", lambda n: f"00961 {n[0]} {n[1:]}"],
    "IQ": [lambda n: f"0{n[:3]} {n[3:6]} {n[6:]}", lambda n: f"+964 {n[:3]} {n[3:6]} {n[6:]}", lambda n: f"00964{n}"],
    "PS": [lambda n: f"+970 {n[:3]} {n[3:6]} {n[6:]}", lambda n: f"0{n[:3]}-{n[3:6]}-{n[6:]}", lambda n: f"00970 {n}"],
    "IN": [lambda n: f"+91 {n[:5]} {n[5:]}", lambda n: f"+91-{n}", lambda n: f"0{n}", lambda n: f"{n[:5]} {n[5:]}"],
    "PK": [lambda n: f"+92 {n[:3]} {n[3:]}", lambda n: f"0{n[:3]}-{n[3:]}", lambda n: f"0092 {n[:3]} {n[3:]}"],
    "PH": [lambda n: f"+63 {n[:3]} {n[3:6]} {n[6:]}", lambda n: f"0{n[:3]} {n[3:6]} {n[6:]}", lambda n: f"0{n[:3]}-{n[3:6]}-{n[6:]}"],
    "VN": [lambda n: f"0{n[:3]} {n[3:6]} {n[6:]}", lambda n: f"+84 {n[:2]} {n[2:5]} {n[5:]}", lambda n: f"0{n[:2]}.{n[2:5]}.{n[5:]}"],
    "PE": [lambda n: f"{n[:3]} {n[3:6]} {n[6:]}", lambda n: f"+51 {n[:3]} {n[3:6]} {n[6:]}", lambda n: f"(+51) {n}"],
    "SG": [lambda n: f"{n[:4]} {n[4:]}", lambda n: f"+65 {n[:4]} {n[4:]}", lambda n: f"+65-{n[:4]}-{n[4:]}"],
    "GB": [lambda n: f"0{n[:4]} {n[4:]}", lambda n: f"+44 {n[:4]} {n[4:]}", lambda n: f"+44 (0) {n[:4]} {n[4:]}"],
    "US": [lambda n: f"({n[:3]}) {n[3:6]}-{n[6:]}", lambda n: f"{n[:3]}.{n[3:6]}.{n[6:]}", lambda n: f"({n[:3]}){n[3:6]}-{n[6:]}", lambda n: f"+1 {n[:3]}-{n[3:6]}-{n[6:]}"],
}

CC = {"JO": 962, "SA": 966, "AE": 971, "QA": 974, "KW": 965, "BH": 973, "OM": 968, "EG": 20, "LB": 961, "IQ": 964, "PS": 970, "IN": 91, "PK": 92, "PH": 63, "VN": 84, "PE": 51, "SG": 65, "GB": 44, "US": 1}

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def make_phone(rng: random.Random, country: str):
    """A valid mobile number: (E.164, the national number)."""
    for _ in range(200):
        nsn = NSN[country](rng)
        e164 = f"+{CC[country]}{nsn}"
        if phonenumbers.is_valid_number(phonenumbers.parse(e164)):
            return e164, nsn
    raise RuntimeError(f"no valid number for {country}")


def check_form(display: str, country: str, e164: str) -> bool:
    """The written form parses back to the same number when the country is known from the address."""
    latin = display.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    if latin.startswith("(+2) 0"):
        latin = "+20" + latin[6:]
    num = phonenumbers.parse(latin, country)
    return phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164) == e164
