// Arabic CVs: engineering and the trades (civil engineer, electrician).
import { edu, job } from '../helpers.mjs';

export default [
  {
    id: 'h03-civil-eng-ar-timeline',
    lang: 'ar',
    layout: 'timeline',
    producer: 'pdfmake',
    country: 'EG',
    occupation: 'civil-engineer',
    dates: 'ar-eg',
    name: { first: 'محمود', middle: 'عادل السيد', last: 'عبدالعال', display: 'محمود عادل السيد عبدالعال' },
    email: 'mahmoud.abdelaal.ce@gmail.com',
    phone: { e164: '+201002345678', shown: '0100 234 5678' },
    address: 'مدينة نصر، القاهرة، مصر',
    headline: 'مهندس مدني - إدارة مشروعات',
    summary:
      'مهندس مدني أعمل في تنفيذ المشروعات السكنية والبنية التحتية، مع خبرة في التخطيط والمتابعة و[[حصر الكميات|Quantity Surveying]].',
    jobs: [
      job('مهندس مشروعات مدني', 'شركة المقاولون المتحدون للإنشاءات', 'القاهرة الجديدة', [2020, 6], null, [
        'الإشراف على تنفيذ الأعمال الخرسانية لمشروع سكني من 12 برجاً',
        'إعداد الجداول الزمنية على برنامج [[Primavera P6]]',
        'مراجعة المستخلصات الشهرية لمقاولي الباطن',
      ]),
      job(
        'مهندس موقع',
        'شركة النيل للإنشاءات',
        'الإسكندرية',
        [2017, 9],
        [2020, 5],
        [
          '[[الإشراف على التنفيذ|Site Supervision]] ومراجعة الرسومات التنفيذية على [[AutoCAD]]',
          'متابعة اختبارات الخرسانة والتربة مع المعمل',
        ],
      ),
    ],
    education: [
      edu('بكالوريوس [[الهندسة المدنية|Civil Engineering]]', 'جامعة عين شمس - كلية الهندسة', 2017, 'BACHELOR', {
        note: 'تقدير جيد جداً',
      }),
    ],
    certs: ['شهادة [[PMP]] - معهد إدارة المشروعات 2023', 'عضو نقابة المهندسين المصرية'],
    skills: ['[[AutoCAD]]', '[[ETABS]]', '[[SAP2000]]', '[[Primavera P6]]', '[[مايكروسوفت بروجكت|Microsoft Project]]'],
    languages: ['[[العربية|Arabic]] - اللغة الأم', '[[الإنجليزية|English]] - جيد جداً'],
    personal: [
      ['الموقف من التجنيد', 'أدى الخدمة العسكرية'],
      ['الحالة الاجتماعية', 'أعزب'],
    ],
    traps: ['local Egyptian mobile without country code', 'Latin skill names inside Arabic lines'],
  },
  {
    id: 'h07-electrician-ar-plain',
    lang: 'ar',
    layout: 'plain',
    producer: 'jspdf',
    country: 'SD',
    occupation: 'electrician',
    dates: 'ar-year',
    digits: 'arab',
    name: { first: 'عثمان', middle: 'الطيب محمد', last: 'أحمد', display: 'عثمان الطيب محمد أحمد' },
    email: 'osman.eltayeb77@gmail.com',
    phone: { e164: '+249912345678', shown: '+٢٤٩ ٩١ ٢٣٤ ٥٦٧٨' },
    address: 'الخرطوم بحري - السودان',
    headline: 'كهربائي صيانة صناعية',
    summary: null,
    jobs: [
      job('كهربائي صيانة', 'مصنع السلام للأسمنت', 'عطبرة', [2015, 1], null, [
        '[[الصيانة الوقائية|Preventive Maintenance]] للمحركات ولوحات التحكم',
        '[[تحديد الأعطال وإصلاحها|Troubleshooting]]',
        'برمجة بسيطة لوحدات [[PLC|PLC Programming]]',
      ]),
      job(
        'كهربائي تمديدات',
        'مؤسسة النور للمقاولات الكهربائية',
        'الرياض - السعودية',
        [2010, 1],
        [2014, 1],
        [
          '[[التمديدات الكهربائية|Electrical Installation]] للمباني السكنية والتجارية',
          '[[قراءة المخططات|Blueprint Reading]]',
        ],
      ),
    ],
    education: [edu('دبلوم هندسة كهربائية', 'الكلية التقنية - الخرطوم', 2009, 'DIPLOMA')],
    certs: ['شهادة السلامة المهنية [[OSHA]]'],
    languages: ['[[العربية|Arabic]]', '[[الإنجليزية|English]] - مقبول'],
    personal: [['الجنسية', 'سوداني']],
    traps: ['year-only dates', 'four-part Sudanese name'],
  },
];
