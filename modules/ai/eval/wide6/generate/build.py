# python3 modules/ai/eval/wide6/generate/build.py   (needs fpdf2, arabic-reshaper, python-bidi; wkhtmltopdf; soffice)
# then: bash scripts/tsx modules/ai/eval/wide6/generate/check.ts   (every labelled phone is a valid number)
#
# Writes the wide6 development set (dev/): Arabic and bilingual CVs aimed at how Arabic CVs print phone numbers,
# drawn by three producers other than Chromium:
#   fpdf2   - lines shaped with arabic-reshaper and put in visual order with python-bidi, as older Arabic PDF
#             writers store them: the text layer holds "4567 123 55 966+ :ﻝﺍﻮﺟ", digit groups right to left;
#   wkhtml  - wkhtmltopdf (QtWebKit) from an HTML page with dir="rtl";
#   soffice - LibreOffice Writer (headless) from the same kind of HTML page.
# Labels come from the data below, never from the reader. With two numbers the label is the first one written
# (in the writer's logical order: the right-hand one of a right-to-left line).
import json
import os
import shutil
import subprocess
import tempfile

import arabic_reshaper
from bidi.algorithm import get_display
from fpdf import FPDF

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'dev')
AS_OF = (2026, 10)


def font_file(pattern):
    # The font's file as fontconfig finds it (DejaVu Sans has the Arabic presentation forms and ☎ ✆ ✉).
    return subprocess.run(['fc-match', '-f', '%{file}', pattern], check=True, capture_output=True, text=True).stdout


FONT = font_file('DejaVu Sans:style=Book')
FONT_BOLD = font_file('DejaVu Sans:style=Bold')

AR_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر',
             'نوفمبر', 'ديسمبر']
EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
AR_DIGITS = '٠١٢٣٤٥٦٧٨٩'
FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
AR_LEVEL = {'BACHELOR': 'بكالوريوس', 'MASTER': 'ماجستير', 'DIPLOMA': 'دبلوم'}


def ar_digits(s):
    return ''.join(AR_DIGITS[int(c)] if c.isdigit() and c.isascii() else c for c in s)


def fa_digits(s):
    return ''.join(FA_DIGITS[int(c)] if c.isdigit() and c.isascii() else c for c in s)


def years_of(jobs):
    """Whole years of paid work, overlaps merged, months from start to end (present = AS_OF)."""
    months = set()
    for j in jobs:
        (y0, m0), end = j['from'], j['to'] or AS_OF
        a, b = y0 * 12 + m0 - 1, end[0] * 12 + end[1] - 1
        months.update(range(a, b))
    return len(months) // 12


def date_ar(ym):
    return 'حتى الآن' if ym is None else f'{AR_MONTHS[ym[1] - 1]} {ym[0]}'


def date_en(ym):
    return 'Present' if ym is None else f'{EN_MONTHS[ym[1] - 1]} {ym[0]}'


# Each CV: who, where, the contact lines exactly as written (logical order), and the label of the first phone.
CVS = [
    dict(id='w01-sales-ar-visual', producer='fpdf', lang='ar', country='SA', name=('فهد', 'ناصر', 'العتيبي'),
         email='fahad.otaibi@gmail.com', phone='+966551234567', form='+966 55 123 4567, stored right to left',
         contacts=['الرياض، المملكة العربية السعودية', 'جوال: +966 55 123 4567', 'البريد: fahad.otaibi@gmail.com'],
         title='مندوب مبيعات أول', jobs=[('مندوب مبيعات أول', 'شركة المراعي', (2019, 3), None),
                                          ('مندوب مبيعات', 'شركة العثيم', (2015, 9), (2019, 2))],
         edu=('BACHELOR', 'إدارة الأعمال', 'جامعة الملك سعود', 2015)),
    dict(id='w02-nurse-ar-visual', producer='fpdf', lang='ar', country='SA', name=('سارة', 'عبدالله', 'الحربي'),
         email='sara.harbi90@hotmail.com', phone='+966503847261',
         form='Arabic-Indic digits, no country code, the country only in the address; date of birth above',
         contacts=['تاريخ الميلاد: ' + ar_digits('14/03/1990'), 'الجوال: ' + ar_digits('0503847261'),
                   'العنوان: حي النرجس، الرياض', 'sara.harbi90@hotmail.com'],
         title='ممرضة', jobs=[('ممرضة', 'مستشفى الملك فيصل التخصصي', (2016, 1), None)],
         edu=('BACHELOR', 'التمريض', 'جامعة الأميرة نورة', 2015), traps=['date of birth']),
    dict(id='w03-teacher-ar-wkhtml', producer='wkhtml', lang='ar', country='JO', name=('رنا', 'خالد', 'الزعبي'),
         email='rana.zoubi@yahoo.com', phone='+962795812334',
         form='Persian digits in groups, Jordan 07x, «عمّان» (also Oman) in the address',
         contacts=['عمّان - الأردن', 'موبايل: ' + fa_digits('0795 812 334'), 'rana.zoubi@yahoo.com'],
         title='معلمة لغة عربية', jobs=[('معلمة لغة عربية', 'مدارس الرضوان', (2017, 9), None),
                                         ('معلمة', 'مدرسة الأكاديمية الحديثة', (2013, 9), (2017, 6))],
         edu=('BACHELOR', 'اللغة العربية', 'الجامعة الأردنية', 2013), traps=['Amman/Oman']),
    dict(id='w04-driver-ar-soffice', producer='soffice', lang='ar', country='AE', name=('سالم', 'راشد', 'الكعبي'),
         email='salem.kaabi@gmail.com', phone='+971507382916', form='«واتساب», 00 prefix',
         contacts=['دبي، الإمارات العربية المتحدة', 'واتساب: 00971 50 738 2916', 'salem.kaabi@gmail.com'],
         title='سائق شاحنات', jobs=[('سائق شاحنات', 'شركة الفطيم للنقل', (2014, 5), None)],
         edu=('DIPLOMA', 'الميكانيكا', 'معهد دبي التقني', 2013)),
    dict(id='w05-accountant-ar-visual', producer='fpdf', lang='ar', country='EG', name=('محمود', 'سيد', 'عبدالرحمن'),
         email='mahmoud.abdelrahman@gmail.com', phone='+201003172284',
         form='two Egyptian 01x numbers on one line separated by «/», stored right to left',
         contacts=['القاهرة، مصر', 'جوال: 0100 317 2284 / 0122 459 7731', 'mahmoud.abdelrahman@gmail.com'],
         title='محاسب', jobs=[('محاسب', 'شركة السويدي إليكتريك', (2018, 1), None),
                               ('محاسب مساعد', 'مكتب حازم حسن', (2015, 7), (2017, 12))],
         edu=('BACHELOR', 'التجارة', 'جامعة عين شمس', 2015)),
    dict(id='w06-engineer-ar-wkhtml', producer='wkhtml', lang='ar', country='SA', name=('عبدالعزيز', 'محمد', 'القحطاني'),
         email='aziz.qahtani@outlook.com', phone='+966114657213',
         form='Riyadh landline 011 and a mobile on one line, «هاتف … - جوال …»',
         contacts=['الرياض', 'هاتف: 011 4657 213 - جوال: 0541 726 398', 'aziz.qahtani@outlook.com'],
         title='مهندس مدني', jobs=[('مهندس مدني', 'شركة نسما', (2012, 2), None)],
         edu=('BACHELOR', 'الهندسة المدنية', 'جامعة الملك فهد للبترول والمعادن', 2011)),
    dict(id='w07-hr-ar-soffice-table', producer='soffice', lang='ar', country='SA', name=('نورة', 'فيصل', 'الشمري'),
         email='noura.shammari@gmail.com', phone='+966569182734',
         form='table cells «رقم التواصل» | Arabic-Indic groups; ID number in the row above',
         table=[('رقم الهوية', '1098765432'), ('رقم التواصل', ar_digits('056 918 2734')),
                ('المدينة', 'جدة - المملكة العربية السعودية'), ('البريد الإلكتروني', 'noura.shammari@gmail.com')],
         title='أخصائية موارد بشرية', jobs=[('أخصائية موارد بشرية', 'مجموعة بن لادن', (2020, 4), None),
                                              ('منسقة توظيف', 'شركة جرير', (2018, 1), (2020, 3))],
         edu=('MASTER', 'إدارة الموارد البشرية', 'جامعة الملك عبدالعزيز', 2017), traps=['ID number']),
    dict(id='w08-pharmacist-mixed-wkhtml', producer='wkhtml', lang='mixed', country='JO',
         name=(('Omar', 'عمر'), ('Yousef', 'يوسف'), ('Haddad', 'حداد')),
         email='omar.haddad@gmail.com', phone='+962795810477',
         form='bilingual header: "+962 79 581 0477" and «٩٦٢٧٩٥٨١٠٤٧٧+» (the plus written after)',
         contacts_en=['Amman, Jordan', 'Mobile: +962 79 581 0477', 'omar.haddad@gmail.com'],
         contacts=['عمّان، الأردن', 'الجوال: ' + ar_digits('962795810477') + '+'],
         title=('Pharmacist', 'صيدلاني'), jobs=[(('Pharmacist', 'صيدلاني'), 'Al Khalidi Hospital', (2016, 6), None)],
         edu=('BACHELOR', 'Pharmacy', 'University of Jordan', 2016)),
    dict(id='w09-admin-ar-visual-icons', producer='fpdf', lang='ar', country='JO', name=('هبة', 'سمير', 'النسور'),
         email='heba.nsour@gmail.com', phone='+962777654321',
         form='icons before the numbers: ✆ mobile 077, ☎ Amman landline 06',
         contacts=['✆ 0777 654 321', '☎ 06 5521 874', 'عمّان - الأردن', '✉ heba.nsour@gmail.com'],
         title='سكرتيرة تنفيذية', jobs=[('سكرتيرة تنفيذية', 'البنك العربي', (2019, 2), None),
                                         ('موظفة استقبال', 'فندق الرويال', (2016, 3), (2019, 1))],
         edu=('DIPLOMA', 'السكرتاريا', 'كلية عمّان الجامعية', 2015)),
    dict(id='w10-it-ar-visual-narrow', producer='fpdf', lang='ar', country='SA', name=('خالد', 'إبراهيم', 'الدوسري'),
         email='khalid.dosari@gmail.com', phone='+966553184472',
         form='narrow column: «الجوال: 055 318» over «4472», stored right to left', narrow=True,
         contacts=['الجوال: 055 318', '4472', 'الدمام', 'khalid.dosari@', 'gmail.com'],
         email_lines=2,
         title='مهندس شبكات', jobs=[('مهندس شبكات', 'شركة الاتصالات السعودية', (2015, 8), None)],
         edu=('BACHELOR', 'علوم الحاسب', 'جامعة الإمام عبدالرحمن بن فيصل', 2015)),
    dict(id='w11-cashier-ar-wkhtml-pobox', producer='wkhtml', lang='ar', country='SA', name=('ماجد', 'سعد', 'المطيري'),
         email='majed.mutairi@gmail.com', phone='+966114785236',
         form='«تلفون» Riyadh landline after a P.O. Box line «ص.ب 54321 الرياض 11564»',
         contacts=['ص.ب 54321 الرياض 11564', 'تلفون: 011 478 5236', 'جوال: 0503 219 874', 'majed.mutairi@gmail.com'],
         title='أمين صندوق', jobs=[('أمين صندوق', 'بنده', (2021, 1), None), ('كاشير', 'هايبر بنده', (2018, 6), (2020, 12))],
         edu=('DIPLOMA', 'المحاسبة', 'الكلية التقنية بالرياض', 2018), traps=['P.O. Box', 'postal code']),
    dict(id='w12-lawyer-ar-soffice', producer='soffice', lang='ar', country='EG', name=('ياسمين', 'أحمد', 'فؤاد'),
         email='yasmin.fouad@gmail.com', phone='+201002846613',
         form='Arabic-Indic digits in one run; the 14-digit national ID above',
         contacts=['الرقم القومي: ' + ar_digits('29001011234567'), 'موبايل: ' + ar_digits('01002846613'),
                   'الجيزة، مصر', 'yasmin.fouad@gmail.com'],
         title='محامية', jobs=[('محامية', 'مكتب الدكتور شوقي السيد للمحاماة', (2014, 10), None)],
         edu=('BACHELOR', 'الحقوق', 'جامعة القاهرة', 2013), traps=['national ID']),
    dict(id='w13-chef-ar-visual-00', producer='fpdf', lang='ar', country='KW', name=('علي', 'حسين', 'الرشيدي'),
         email='ali.rashidi@gmail.com', phone='+96598765432', form='00965 prefix, stored right to left',
         contacts=['الكويت - حولي', 'هاتف: 00965 9876 5432', 'ali.rashidi@gmail.com'],
         title='رئيس طهاة', jobs=[('رئيس طهاة', 'مطعم الفنار', (2017, 4), None), ('طباخ', 'فندق شيراتون الكويت', (2012, 1), (2017, 3))],
         edu=('DIPLOMA', 'فنون الطهي', 'معهد الكويت للسياحة', 2011)),
    dict(id='w14-marketing-mixed-soffice', producer='soffice', lang='mixed', country='EG',
         name=(('Mona', 'منى'), ('Hassan', 'حسن'), ('Elsayed', 'السيد')),
         email='mona.elsayed@gmail.com', phone='+20227359164',
         form='Cairo landline "+20 2 2735 9164 | Mobile …", Arabic line «تليفون ٠٢ ٢٧٣٥ ٩١٦٤»',
         contacts_en=['Tel: +20 2 2735 9164 | Mobile: +20 100 317 2284', 'Nasr City, Cairo, Egypt', 'mona.elsayed@gmail.com'],
         contacts=['تليفون: ' + ar_digits('02 2735 9164'), 'مدينة نصر، القاهرة'],
         title=('Marketing Manager', 'مديرة تسويق'),
         jobs=[(('Marketing Manager', 'مديرة تسويق'), 'Vodafone Egypt', (2019, 1), None),
               (('Marketing Specialist', 'أخصائية تسويق'), 'Orange Egypt', (2014, 6), (2018, 12))],
         edu=('MASTER', 'Marketing', 'Cairo University', 2014)),
    dict(id='w15-electrician-ar-wkhtml-comma', producer='wkhtml', lang='ar', country='SA', name=('تركي', 'عبدالله', 'الغامدي'),
         email='turki.ghamdi@gmail.com', phone='+966503847216',
         form='«رقم الجوال» two Arabic-Indic numbers with hyphens separated by «،»',
         contacts=['الدمام، المنطقة الشرقية',
                   'رقم الجوال: ' + ar_digits('050-384-7216') + ' ، ' + ar_digits('056-918-2743'),
                   'turki.ghamdi@gmail.com'],
         title='فني كهرباء', jobs=[('فني كهرباء', 'شركة الكهرباء السعودية', (2016, 2), None)],
         edu=('DIPLOMA', 'الكهرباء', 'الكلية التقنية بالدمام', 2015)),
    dict(id='w16-designer-ar-visual-mixed', producer='fpdf', lang='ar', country='SA', name=('ريم', 'سلطان', 'الزهراني'),
         email='reem.zahrani@gmail.com', phone='+966553184427',
         form='one number in mixed digits «٠٥٥ 318 ٤٤27», country only from «جدة»',
         contacts=['جدة', 'الجوال: ٠٥٥ 318 ٤٤27', 'reem.zahrani@gmail.com'],
         title='مصممة جرافيك', jobs=[('مصممة جرافيك', 'وكالة ليو برنت', (2020, 9), None),
                                      ('مصممة متدربة', 'استوديو تصميم', (2019, 1), (2019, 6))],
         intern=1, edu=('BACHELOR', 'التصميم الجرافيكي', 'جامعة الملك عبدالعزيز', 2019)),
    dict(id='w17-mechanic-ar-soffice-dob', producer='soffice', lang='ar', country='JO', name=('أحمد', 'محمود', 'العمري'),
         email='ahmad.omari@gmail.com', phone='+962785123456',
         form='«تلفون» Jordan 078 after a line with the year of birth and a postal code',
         contacts=['مواليد 1992 - إربد، الأردن، الرمز البريدي 21110', 'تلفون: 078 512 3456', 'ahmad.omari@gmail.com'],
         title='فني ميكانيك', jobs=[('فني ميكانيك', 'وكالة تويوتا - المركزية', (2013, 7), None)],
         edu=('DIPLOMA', 'ميكانيك السيارات', 'كلية الحصن الجامعية', 2012), traps=['year of birth', 'postal code']),
    dict(id='w18-logistics-mixed-wkhtml-table', producer='wkhtml', lang='mixed', country='AE',
         name=(('Hamad', 'حمد'), ('Saeed', 'سعيد'), ('Al Mansoori', 'المنصوري')),
         email='hamad.mansoori@gmail.com', phone='+971552917364',
         form='bilingual table row "Phone / الهاتف" | "055 291 7364" | «٠٥٥ ٢٩١ ٧٣٦٤»; passport number above',
         table3=[('Passport No. / رقم الجواز', 'N1234567', 'N1234567'),
                 ('Phone / الهاتف', '055 291 7364', ar_digits('055 291 7364')),
                 ('City / المدينة', 'Abu Dhabi, UAE', 'أبوظبي'),
                 ('E-mail / البريد', 'hamad.mansoori@gmail.com', '')],
         title=('Logistics Supervisor', 'مشرف لوجستيات'),
         jobs=[(('Logistics Supervisor', 'مشرف لوجستيات'), 'Aramex', (2018, 3), None)],
         edu=('BACHELOR', 'Supply Chain Management', 'Khalifa University', 2017), traps=['passport number']),
    dict(id='w19-nurse-ar-visual-narrow00', producer='fpdf', lang='ar', country='JO', name=('دانة', 'مروان', 'الخطيب'),
         email='dana.khatib@gmail.com', phone='+962791234567',
         form='narrow column: «هاتف: 00962 79» over «123 4567», stored right to left', narrow=True,
         contacts=['هاتف: 00962 79', '123 4567', 'الزرقاء - الأردن', 'dana.khatib@gmail.com'],
         title='ممرضة قانونية', jobs=[('ممرضة قانونية', 'مستشفى الزرقاء الحكومي', (2018, 2), None)],
         edu=('BACHELOR', 'التمريض', 'الجامعة الهاشمية', 2017)),
    dict(id='w20-sales-ar-soffice-slash', producer='soffice', lang='ar', country='SA', name=('بندر', 'عايض', 'الشهري'),
         email='bandar.shehri@gmail.com', phone='+966541726389',
         form='«موبايل/واتساب» label, 10 digits in one run, the country only from «أبها»; ID «السجل المدني» above',
         contacts=['السجل المدني: 1023456789', 'موبايل/واتساب: 0541726389', 'أبها - حي المنسك', 'bandar.shehri@gmail.com'],
         title='مشرف مبيعات', jobs=[('مشرف مبيعات', 'شركة نستله السعودية', (2017, 1), None),
                                     ('مندوب مبيعات', 'شركة بيبسيكو', (2013, 4), (2016, 12))],
         edu=('BACHELOR', 'التسويق', 'جامعة الملك خالد', 2013), traps=['ID number']),
    dict(id='w21-civil-ar-visual-cairo', producer='fpdf', lang='ar', country='EG', name=('كريم', 'عادل', 'منصور'),
         email='karim.mansour@gmail.com', phone='+20227359146',
         form='«تليفون» Cairo landline 02 then «محمول» 01x, stored right to left',
         contacts=['تليفون: 02 2735 9146', 'محمول: 0115 842 6630', 'المعادي، القاهرة', 'karim.mansour@gmail.com'],
         title='مهندس موقع', jobs=[('مهندس موقع', 'شركة أوراسكوم للإنشاءات', (2016, 11), None)],
         edu=('BACHELOR', 'الهندسة المدنية', 'جامعة حلوان', 2016)),
    # Batch 2: written after the rules for w01-w21, measured once; no rule was written for them.
    dict(id='w22-storekeeper-ar-soffice-abbrev', producer='soffice', lang='ar', country='SA', name=('يوسف', 'علي', 'الحارثي'),
         email='yousef.harthi@gmail.com', phone='+966114657321',
         form='one-letter labels «ت: … ج: …» on one line, Riyadh landline first',
         contacts=['الرياض - حي الملز', 'ت: 0114657321   ج: 0503219784', 'yousef.harthi@gmail.com'],
         title='أمين مستودع', jobs=[('أمين مستودع', 'شركة الدريس', (2016, 3), None)],
         edu=('DIPLOMA', 'إدارة المستودعات', 'الكلية التقنية بالرياض', 2015)),
    dict(id='w23-accountant-ar-wkhtml-national', producer='wkhtml', lang='ar', country='JO', name=('ليث', 'جمال', 'المومني'),
         email='laith.momani@gmail.com', phone='+962777654312',
         form='«خلوي: +962 77 765 4312» below «الرقم الوطني: 9901234567»',
         contacts=['الرقم الوطني: 9901234567', 'خلوي: +962 77 765 4312', 'إربد - الأردن', 'laith.momani@gmail.com'],
         title='محاسب', jobs=[('محاسب', 'شركة البوتاس العربية', (2014, 1), None)],
         edu=('BACHELOR', 'المحاسبة', 'جامعة اليرموك', 2013), traps=['national number']),
    dict(id='w24-driver-ar-visual-iqama', producer='fpdf', lang='ar', country='SA', name=('راشد', 'حمدان', 'السبيعي'),
         email='rashed.subaie@gmail.com', phone='+966541726938',
         form='«رقم الإقامة» above «جوال: 00966 54 172 6938», stored right to left',
         contacts=['رقم الإقامة: 2345678901', 'جوال: 00966 54 172 6938', 'الخبر', 'rashed.subaie@gmail.com'],
         title='سائق', jobs=[('سائق', 'شركة أرامكو السعودية', (2011, 6), None)],
         edu=('DIPLOMA', 'القيادة المهنية', 'معهد الخبر', 2010), traps=['residence number']),
    dict(id='w25-nurse-mixed-soffice-iqama', producer='soffice', lang='mixed', country='SA',
         name=(('Maria', 'ماريا'), ('Santos', 'سانتوس'), ('Haddad', 'حداد')),
         email='maria.haddad@gmail.com', phone='+966569182437',
         form='"Iqama No: 2456789012 | Mobile: +966 56 918 2437" and «الجوال: ٠٥٦٩١٨٢٤٣٧»',
         contacts_en=['Iqama No: 2456789012 | Mobile: +966 56 918 2437', 'Riyadh, Saudi Arabia', 'maria.haddad@gmail.com'],
         contacts=['الجوال: ' + ar_digits('0569182437'), 'الرياض'],
         title=('Staff Nurse', 'ممرضة'), jobs=[(('Staff Nurse', 'ممرضة'), 'Dr. Sulaiman Al Habib Hospital', (2017, 5), None)],
         edu=('BACHELOR', 'Nursing', 'University of Jordan', 2016), traps=['iqama number']),
    dict(id='w26-sales-ar-visual-plus2', producer='fpdf', lang='ar', country='EG', name=('عمرو', 'سامي', 'الشريف'),
         email='amr.elsherif@gmail.com', phone='+201003172248',
         form='Egypt\'s "+2 0100 317 2248" (the 0 of 01x after +2), stored right to left',
         contacts=['موبايل: +2 0100 317 2248', 'الإسكندرية، مصر', 'amr.elsherif@gmail.com'],
         title='مندوب مبيعات', jobs=[('مندوب مبيعات', 'شركة جهينة', (2019, 2), None)],
         edu=('BACHELOR', 'التجارة', 'جامعة الإسكندرية', 2018)),
    dict(id='w27-teacher-ar-wkhtml-kw', producer='wkhtml', lang='ar', country='KW', name=('مريم', 'عادل', 'العنزي'),
         email='maryam.enezi@gmail.com', phone='+96599876543',
         form='Kuwait 8 Arabic-Indic digits with the country in brackets «هاتف: ٩٩٨٧٦٥٤٣ (الكويت)»',
         contacts=['هاتف: ' + ar_digits('99876543') + ' (الكويت)', 'الجهراء', 'maryam.enezi@gmail.com'],
         title='معلمة رياضيات', jobs=[('معلمة رياضيات', 'وزارة التربية', (2012, 9), None)],
         edu=('BACHELOR', 'الرياضيات', 'جامعة الكويت', 2012)),
]


def names(cv):
    f, m, l = cv['name']
    if cv['lang'] == 'mixed':
        return list(f), list(m), list(l)
    return f, m, l


def body_lines_ar(cv):
    """The CV below the contacts, in Arabic, logical order."""
    lines = [('h', 'الخبرات العملية')]
    for i, (title, org, a, b) in enumerate(cv['jobs']):
        t = title[1] if isinstance(title, tuple) else title
        label = ' (تدريب)' if cv.get('intern') == i else ''
        lines.append(('b', f'{t}{label} - {org}'))
        lines.append(('p', f'{date_ar(a)} - {date_ar(b)}'))
    level, field, school, year = cv['edu']
    lines += [('h', 'التعليم'), ('b', f'{AR_LEVEL[level]} {field}' if not field.isascii() else f'{AR_LEVEL[level]}'),
              ('p', f'{school} - {year}'), ('h', 'اللغات'), ('p', 'العربية، الإنجليزية')]
    return lines


def label(cv):
    first, middle, last = names(cv)
    jobs = cv['jobs']
    paid = [j for i, j in enumerate(jobs) if cv.get('intern') != i]
    title = jobs[0][0]
    return {
        'id': cv['id'],
        'language': cv['lang'],
        'layout': 'table' if ('table' in cv or 'table3' in cv) else 'narrow' if cv.get('narrow') else 'plain',
        'generator': {'fpdf': 'fpdf2-visual', 'wkhtml': 'wkhtmltopdf', 'soffice': 'libreoffice'}[cv['producer']],
        'scan': False,
        'pages': 1,
        'country': cv['country'],
        'occupation': cv['id'].split('-')[1],
        'asOf': f'{AS_OF[0]}-{AS_OF[1]:02d}-01',
        'firstName': first,
        'lastName': last,
        'middleName': middle,
        'email': cv['email'],
        'phone': cv['phone'],
        'currentTitle': list(title) if isinstance(title, tuple) else title,
        'years': years_of([{'from': a, 'to': b} for (_, _, a, b) in paid]),
        'educationLevel': cv['edu'][0],
        'traps': cv.get('traps', []),
        'forms': {'phone': cv['form']},
    }


# The Allah ligature (U+FDF2) of «عبدالله» is a glyph DejaVu Sans Bold lacks: letters one by one, as a font has them.
RESHAPER = arabic_reshaper.ArabicReshaper(configuration={'ARABIC LIGATURE ALLAH': False})


def visual(s):
    return get_display(RESHAPER.reshape(s))


def draw_fpdf(cv, path):
    pdf = FPDF(format='A4', unit='mm')
    pdf.add_page()
    pdf.add_font('dv', '', FONT)
    pdf.add_font('dv', 'B', FONT_BOLD)
    first, middle, last = cv['name']
    right = 195
    pdf.set_font('dv', 'B', 20)
    pdf.set_xy(15, 15)
    pdf.cell(180, 10, visual(f'{first} {middle} {last}'), align='R')
    pdf.set_font('dv', '', 13)
    pdf.set_xy(15, 26)
    pdf.cell(180, 7, visual(cv['title']), align='R')
    y = 38
    if cv.get('narrow'):
        # A 45 mm rail on the right: contacts wrapped as a narrow column wraps them.
        pdf.set_fill_color(235, 240, 245)
        pdf.rect(right - 48, y - 2, 48, 60, style='F')
        pdf.set_font('dv', 'B', 11)
        pdf.set_xy(right - 46, y)
        pdf.cell(44, 6, visual('التواصل'), align='R')
        y += 8
        pdf.set_font('dv', '', 10)
        for line in cv['contacts']:
            pdf.set_xy(right - 46, y)
            pdf.cell(44, 5.5, visual(line), align='R')
            y += 5.5
        y, width = 38, 125
        x = 15
    else:
        pdf.set_font('dv', '', 10.5)
        for line in cv['contacts']:
            pdf.set_xy(15, y)
            pdf.cell(180, 6, visual(line), align='R')
            y += 6
        y += 4
        x, width = 15, 180
    for kind, text in body_lines_ar(cv):
        pdf.set_font('dv', 'B' if kind in 'hb' else '', 13 if kind == 'h' else 10.5)
        if kind == 'h':
            y += 3
        pdf.set_xy(x, y)
        pdf.cell(width, 7, visual(text), align='R')
        y += 7
    pdf.output(path)


CSS = """
body { font-family: 'Noto Naskh Arabic', 'DejaVu Sans'; font-size: 11pt; margin: 1.5cm; }
h1 { font-size: 20pt; margin: 0; } h2 { font-size: 13pt; border-bottom: 1px solid #888; margin: 14px 0 6px; }
p { margin: 2px 0; } td { padding: 3px 8px; border: 1px solid #bbb; vertical-align: top; }
table { border-collapse: collapse; margin: 6px 0; } .en { direction: ltr; text-align: left; font-family: 'DejaVu Sans'; }
"""


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def html_ar(cv):
    first, middle, last = cv['name']
    parts = [f'<h1>{esc(first)} {esc(middle)} {esc(last)}</h1>', f'<p>{esc(cv["title"])}</p>']
    if 'table' in cv:
        parts.append('<table>' + ''.join(f'<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>' for a, b in cv['table']) + '</table>')
    else:
        parts += [f'<p>{esc(line)}</p>' for line in cv['contacts']]
    for kind, text in body_lines_ar(cv):
        parts.append(f'<h2>{esc(text)}</h2>' if kind == 'h' else f'<p><b>{esc(text)}</b></p>' if kind == 'b' else f'<p>{esc(text)}</p>')
    return f'<html dir="rtl" lang="ar"><head><meta charset="utf-8"><style>{CSS}</style></head><body>{"".join(parts)}</body></html>'


def html_mixed(cv):
    (fe, fa), (me, ma), (le, la) = cv['name']
    te, ta = cv['title']
    head_en = [f'<h1>{fe} {me} {le}</h1>', f'<p>{te}</p>'] + [f'<p>{esc(x)}</p>' for x in cv.get('contacts_en', [])]
    head_ar = [f'<h1>{fa} {ma} {la}</h1>', f'<p>{ta}</p>'] + [f'<p>{esc(x)}</p>' for x in cv.get('contacts', [])]
    parts = [f'<table style="width:100%;border:0"><tr><td class="en" style="border:0;width:50%">{"".join(head_en)}</td>'
             f'<td dir="rtl" style="border:0;text-align:right">{"".join(head_ar)}</td></tr></table>']
    if 'table3' in cv:
        parts.append('<table class="en" style="width:100%">' + ''.join(
            f'<tr><td>{esc(a)}</td><td>{esc(b)}</td><td dir="rtl" style="text-align:right">{esc(c)}</td></tr>'
            for a, b, c in cv['table3']) + '</table>')
    parts.append('<div class="en"><h2>Experience</h2>')
    for (t, org, a, b) in cv['jobs']:
        parts.append(f'<p><b>{t[0]} - {org}</b></p><p>{date_en(a)} - {date_en(b)}</p>')
    level, field, school, year = cv['edu']
    deg = {'BACHELOR': 'Bachelor of', 'MASTER': 'Master of', 'DIPLOMA': 'Diploma in'}[level]
    parts.append(f'<h2>Education</h2><p><b>{deg} {field}</b></p><p>{school}, {year}</p>')
    parts.append('<h2>Languages</h2><p>Arabic, English</p></div>')
    return f'<html lang="en"><head><meta charset="utf-8"><style>{CSS}</style></head><body>{"".join(parts)}</body></html>'


def draw_html(cv, path, tmp):
    html = html_mixed(cv) if cv['lang'] == 'mixed' else html_ar(cv)
    src = os.path.join(tmp, cv['id'] + '.html')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(html)
    if cv['producer'] == 'wkhtml':
        subprocess.run(['wkhtmltopdf', '-q', '--page-size', 'A4', src, path], check=True)
    else:
        subprocess.run(['soffice', '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf', src,
                        '--outdir', tmp], check=True, capture_output=True)
        shutil.move(os.path.join(tmp, cv['id'] + '.pdf'), path)


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    with tempfile.TemporaryDirectory() as tmp:
        for cv in CVS:
            pdf = os.path.join(OUT, cv['id'] + '.pdf')
            if cv['producer'] == 'fpdf':
                draw_fpdf(cv, pdf)
            else:
                draw_html(cv, pdf, tmp)
            with open(os.path.join(OUT, cv['id'] + '.json'), 'w', encoding='utf-8') as f:
                json.dump(label(cv), f, ensure_ascii=False, indent=2)
                f.write('\n')
    print(f'{len(CVS)} CVs in {os.path.normpath(OUT)}')


if __name__ == '__main__':
    main()
