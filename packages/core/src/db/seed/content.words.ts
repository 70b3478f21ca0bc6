import type { Words } from './catalog.words.ts';

export const FAQS: { q: Words; a: Words; for: 'general' | 'customer' | 'designer' }[] = [
  {
    for: 'customer',
    q: { en: 'How long does delivery take?', ar: 'كم يستغرق التوصيل؟' },
    a: {
      en: 'Every item is made to order. Delivery in Egypt takes 3 to 7 working days, and 7 to 14 days to Saudi Arabia and the Emirates. The product page shows the time for your country.',
      ar: 'كل منتج يُصنع عند الطلب. يستغرق التوصيل داخل مصر من 3 إلى 7 أيام عمل، ومن 7 إلى 14 يومًا إلى السعودية والإمارات. تظهر المدة الخاصة ببلدك في صفحة المنتج.',
    },
  },
  {
    for: 'customer',
    q: { en: 'Can I pay cash on delivery?', ar: 'هل يمكنني الدفع عند الاستلام؟' },
    a: {
      en: 'Yes, for most products. A small cash-on-delivery fee is added at checkout. Some made-to-order items can only be paid online.',
      ar: 'نعم، لمعظم المنتجات. تُضاف رسوم بسيطة للدفع عند الاستلام عند إتمام الطلب. بعض المنتجات المصنوعة خصيصًا تُدفع أونلاين فقط.',
    },
  },
  {
    for: 'customer',
    q: { en: 'Which payment methods do you accept?', ar: 'ما طرق الدفع المتاحة؟' },
    a: {
      en: 'The methods of your country are listed at the bottom of every page and at checkout. In Egypt: cards, mobile wallets, Fawry and Aman reference numbers, and installments with valU and others. In Saudi Arabia: cards, mada, Apple Pay, Tabby and Tamara; in the Emirates: cards, Apple Pay, Tabby and Tamara. Everywhere: cash on delivery for most products, gift cards and your site wallet.',
      ar: 'تجد طرق الدفع المتاحة في بلدك أسفل كل صفحة وعند إتمام الطلب. في مصر: البطاقات البنكية والمحافظ الإلكترونية والرقم المرجعي لفوري وأمان، والتقسيط مع فاليو وغيرها. في السعودية: البطاقات ومدى وApple Pay وتابي وتمارا، وفي الإمارات: البطاقات وApple Pay وتابي وتمارا. وفي كل البلدان: الدفع عند الاستلام لمعظم المنتجات، وكروت الهدايا، ومحفظتك على الموقع.',
    },
  },
  {
    for: 'customer',
    q: { en: 'Can I return or exchange a product?', ar: 'هل يمكنني إرجاع أو استبدال منتج؟' },
    a: {
      en: 'You can ask for an exchange within 14 days if the item arrives damaged or differs from its description. See the exchange policy for details.',
      ar: 'يمكنك طلب الاستبدال خلال 14 يومًا إذا وصل المنتج تالفًا أو مختلفًا عن وصفه. راجع سياسة الاستبدال لمعرفة التفاصيل.',
    },
  },
  {
    for: 'customer',
    q: { en: 'How do gift cards work?', ar: 'كيف تعمل كروت الهدايا؟' },
    a: {
      en: 'Choose an amount and a theme, write a message and pick the day it should arrive. The recipient gets a code by email and can spend it over several orders.',
      ar: 'اختر المبلغ والتصميم، واكتب رسالتك وحدد يوم الوصول. يصل للمستلم كود بالبريد الإلكتروني يمكنه استخدامه على أكثر من طلب.',
    },
  },
  {
    for: 'general',
    q: {
      en: 'Do you ship outside Egypt, Saudi Arabia and the Emirates?',
      ar: 'هل تشحنون خارج مصر والسعودية والإمارات؟',
    },
    a: {
      en: 'Not yet. We deliver to these three countries, each with its own prices and currency.',
      ar: 'ليس بعد. نوصّل إلى هذه الدول الثلاث، ولكل دولة أسعارها وعملتها.',
    },
  },
  {
    for: 'designer',
    q: { en: 'How do I sell my designs?', ar: 'كيف أبيع تصميماتي؟' },
    a: {
      en: 'Create a designer account, complete your profile, then send a product request with your artwork. Our team reviews it and prices it with you.',
      ar: 'أنشئ حساب مصمم وأكمل ملفك الشخصي، ثم أرسل طلب منتج مع تصميمك. يراجعه فريقنا ويحدد السعر معك.',
    },
  },
  {
    for: 'designer',
    q: { en: 'How much do designers earn?', ar: 'كم يربح المصمم؟' },
    a: {
      en: 'You earn a share of every sale, shown per product and per country in your profits page. You can request a withdrawal at any time.',
      ar: 'تحصل على نسبة من كل عملية بيع، تظهر لكل منتج ولكل دولة في صفحة الأرباح. يمكنك طلب سحب أرباحك في أي وقت.',
    },
  },
  {
    for: 'designer',
    q: { en: 'Who prints and ships my products?', ar: 'من يطبع منتجاتي ويشحنها؟' },
    a: {
      en: 'Our partner workshops make each item when it is ordered and we handle delivery and customer service.',
      ar: 'ورش شريكة تصنع كل منتج عند طلبه، ونتولى نحن التوصيل وخدمة العملاء.',
    },
  },
  {
    for: 'general',
    q: { en: 'How can I contact you?', ar: 'كيف يمكنني التواصل معكم؟' },
    a: {
      en: 'Use the contact form or email support@souq.test. We answer within one working day.',
      ar: 'استخدم نموذج التواصل أو راسلنا على support@souq.test. نرد خلال يوم عمل واحد.',
    },
  },
];

export const HOW_IT_WORKS: { type: 'customer' | 'designer'; title: Words; description: Words }[] = [
  {
    type: 'customer',
    title: { en: 'Discover', ar: 'اكتشف' },
    description: {
      en: 'Browse original work by designers from the region.',
      ar: 'تصفح أعمالًا أصلية لمصممين من المنطقة.',
    },
  },
  {
    type: 'customer',
    title: { en: 'Choose', ar: 'اختر' },
    description: {
      en: 'Pick the size, colour and variant you like.',
      ar: 'اختر المقاس واللون والشكل الذي يعجبك.',
    },
  },
  {
    type: 'customer',
    title: { en: 'We make it', ar: 'نصنعه لك' },
    description: { en: 'Your item is printed and finished by hand.', ar: 'يُطبع منتجك ويُشطّب يدويًا.' },
  },
  {
    type: 'customer',
    title: { en: 'Delivered', ar: 'يصلك' },
    description: {
      en: 'We deliver to your door in Egypt, Saudi Arabia or the Emirates.',
      ar: 'نوصّل لباب بيتك في مصر أو السعودية أو الإمارات.',
    },
  },
  {
    type: 'designer',
    title: { en: 'Join', ar: 'انضم' },
    description: { en: 'Create your designer profile in minutes.', ar: 'أنشئ ملفك كمصمم في دقائق.' },
  },
  {
    type: 'designer',
    title: { en: 'Upload', ar: 'ارفع تصميمك' },
    description: { en: 'Send a product request with your artwork.', ar: 'أرسل طلب منتج مع تصميمك.' },
  },
  {
    type: 'designer',
    title: { en: 'Approve', ar: 'الموافقة' },
    description: { en: 'We review, price and publish it with you.', ar: 'نراجع التصميم ونسعّره وننشره معك.' },
  },
  {
    type: 'designer',
    title: { en: 'Earn', ar: 'اربح' },
    description: {
      en: 'Get paid for every sale, in every country.',
      ar: 'احصل على أرباحك من كل عملية بيع وفي كل دولة.',
    },
  },
];

export const HEADER_DESCRIPTIONS: { page: string; text: Words }[] = [
  {
    page: 'designers',
    text: {
      en: 'Meet the independent artists behind every product.',
      ar: 'تعرّف على الفنانين المستقلين وراء كل منتج.',
    },
  },
  {
    page: 'collections',
    text: { en: 'Seasonal selections and limited-time sales.', ar: 'تشكيلات موسمية وتخفيضات لفترة محدودة.' },
  },
  {
    page: 'categories',
    text: { en: 'Everything our designers make, by kind.', ar: 'كل ما يصنعه مصممونا، مرتبًا حسب النوع.' },
  },
  {
    page: 'idesign',
    text: {
      en: 'Tell a designer your idea and get a one-of-a-kind piece.',
      ar: 'احكِ فكرتك لمصمم واحصل على قطعة لا مثيل لها.',
    },
  },
  {
    page: 'gift-cards',
    text: { en: 'Let them choose: a gift card for any occasion.', ar: 'دعهم يختارون: كارت هدية لكل مناسبة.' },
  },
  {
    page: 'blog',
    text: { en: 'Stories from our designers and workshops.', ar: 'حكايات من مصممينا وورشنا.' },
  },
];

export const POSTS: { slug: string; type: 'blog' | 'news'; title: Words; description: Words }[] = [
  {
    slug: 'meet-the-designers-of-cairo',
    type: 'blog',
    title: { en: 'Meet the designers of Cairo', ar: 'تعرّف على مصممي القاهرة' },
    description: {
      en: 'Five studios, five styles: how the city’s streets end up on mugs and posters.',
      ar: 'خمسة استوديوهات وخمسة أساليب: كيف تتحول شوارع المدينة إلى أكواب وبوسترات.',
    },
  },
  {
    slug: 'how-a-poster-is-printed',
    type: 'blog',
    title: { en: 'How a poster is printed', ar: 'كيف يُطبع البوستر' },
    description: {
      en: 'From the artist’s file to your wall: paper, inks and the checks in between.',
      ar: 'من ملف الفنان إلى حائطك: الورق والأحبار والفحص في كل مرحلة.',
    },
  },
  {
    slug: 'gift-guide-for-ramadan',
    type: 'blog',
    title: { en: 'A gift guide for Ramadan', ar: 'دليل هدايا رمضان' },
    description: {
      en: 'Lanterns, calligraphy and warm colours for the holy month.',
      ar: 'فوانيس وخط عربي وألوان دافئة للشهر الكريم.',
    },
  },
  {
    slug: 'caring-for-printed-clothes',
    type: 'blog',
    title: { en: 'Caring for printed clothes', ar: 'العناية بالملابس المطبوعة' },
    description: {
      en: 'Wash cold, inside out, and your favourite tee will last for years.',
      ar: 'اغسلها بماء بارد ومقلوبة، وسيعيش التيشيرت المفضل لديك لسنوات.',
    },
  },
  {
    slug: 'now-delivering-to-the-emirates',
    type: 'news',
    title: { en: 'Now delivering to the Emirates', ar: 'التوصيل متاح الآن في الإمارات' },
    description: {
      en: 'Prices in dirhams and delivery to all seven emirates.',
      ar: 'أسعار بالدرهم وتوصيل إلى الإمارات السبع.',
    },
  },
  {
    slug: 'designer-competition-results',
    type: 'news',
    title: { en: 'Designer competition: the results', ar: 'نتائج مسابقة المصممين' },
    description: {
      en: 'Three winning designs join the shop this month.',
      ar: 'ثلاثة تصميمات فائزة تنضم إلى المتجر هذا الشهر.',
    },
  },
];

export const CAREERS: { title: Words; description: Words; tags: { name: string; arName: string }[] }[] = [
  {
    title: { en: 'Designer relations lead', ar: 'مسؤول علاقات المصممين' },
    description: {
      en: 'Help new designers launch their first products and grow their studios.',
      ar: 'ساعد المصممين الجدد على إطلاق منتجاتهم الأولى وتنمية أعمالهم.',
    },
    tags: [
      { name: 'Cairo', arName: 'القاهرة' },
      { name: 'Full time', arName: 'دوام كامل' },
    ],
  },
  {
    title: { en: 'Print production supervisor', ar: 'مشرف إنتاج الطباعة' },
    description: {
      en: 'Keep quality high and orders on time at our partner workshops.',
      ar: 'حافظ على الجودة والتزام المواعيد في الورش الشريكة.',
    },
    tags: [
      { name: 'Giza', arName: 'الجيزة' },
      { name: 'Full time', arName: 'دوام كامل' },
    ],
  },
  {
    title: { en: 'Customer care agent (Saudi Arabia)', ar: 'ممثل خدمة عملاء (السعودية)' },
    description: {
      en: 'Answer our customers in the Kingdom by chat, phone and email.',
      ar: 'تواصل مع عملائنا في المملكة عبر المحادثة والهاتف والبريد الإلكتروني.',
    },
    tags: [
      { name: 'Riyadh', arName: 'الرياض' },
      { name: 'Remote', arName: 'عن بُعد' },
    ],
  },
];
