import type { MockupKind } from './artwork.ts';
import type { ItemKind } from './product-pictures.ts';

/** Bilingual words for the demo catalogue. Arabic is written as an Egyptian or Gulf shop would. */

export interface Words {
  en: string;
  ar: string;
}

export interface FeatureChoice extends Words {
  /** Extra price in EGP (major units); SAR and AED are derived. */
  extraEgp: number;
}

export interface FeatureSet {
  property: Words;
  values: FeatureChoice[];
}

export interface SubcategoryWords extends Words {
  slug: string;
  /** The singular item name used in product titles ("Mug" / "كوب"). */
  noun: Words;
  /** The product drawn in its pictures, when not the category's (zip hoodies among hoodies). */
  mockup?: ItemKind;
}

export interface CategoryWords extends Words {
  slug: string;
  description: Words;
  /** The product its pictures show (and iDesign's stages follow); subcategories may draw another. */
  mockup: MockupKind;
  /** Price range in EGP (major units). */
  egp: [number, number];
  material: string;
  weightGrams: number;
  features?: FeatureSet;
  lists: Words[];
  subcategories: SubcategoryWords[];
}

const sub = (
  slug: string,
  en: string,
  ar: string,
  nounEn: string,
  nounAr: string,
  mockup?: ItemKind,
): SubcategoryWords => ({
  slug,
  en,
  ar,
  noun: { en: nounEn, ar: nounAr },
  ...(mockup ? { mockup } : {}),
});

const sizes = (...values: [string, string, number][]): FeatureChoice[] =>
  values.map(([en, ar, extraEgp]) => ({ en, ar, extraEgp }));

const APPAREL_SIZES: FeatureSet = {
  property: { en: 'Size', ar: 'المقاس' },
  values: sizes(['S', 'S', 0], ['M', 'M', 0], ['L', 'L', 0], ['XL', 'XL', 0], ['XXL', 'XXL', 40]),
};

export const CATEGORIES: CategoryWords[] = [
  {
    slug: 'posters',
    en: 'Posters',
    ar: 'بوسترات',
    description: {
      en: 'Art prints for every wall, made to order.',
      ar: 'مطبوعات فنية لكل حائط، تُطبع عند الطلب.',
    },
    mockup: 'frame',
    egp: [150, 450],
    material: 'paper',
    weightGrams: 200,
    features: {
      property: { en: 'Size', ar: 'المقاس' },
      values: sizes(['A4', 'A4', 0], ['A3', 'A3', 60], ['A2', 'A2', 140]),
    },
    lists: [
      { en: 'Printed on 250 gsm matte paper', ar: 'مطبوع على ورق مطفي 250 جرام' },
      { en: 'Fade-resistant inks', ar: 'أحبار مقاومة للبهتان' },
      { en: 'Frame not included', ar: 'الإطار غير مشمول' },
    ],
    subcategories: [
      sub(
        'typography-posters',
        'Typography posters',
        'بوسترات خط وكتابة',
        'Typography Poster',
        'بوستر كتابة',
      ),
      sub(
        'illustration-posters',
        'Illustration posters',
        'بوسترات رسوم',
        'Illustrated Poster',
        'بوستر مرسوم',
      ),
      sub('vintage-posters', 'Vintage posters', 'بوسترات كلاسيك', 'Vintage Poster', 'بوستر كلاسيك'),
    ],
  },
  {
    slug: 'mugs',
    en: 'Mugs',
    ar: 'أكواب',
    description: { en: 'Your morning coffee, in an artist’s mug.', ar: 'قهوة الصباح في كوب من تصميم فنان.' },
    mockup: 'mug',
    egp: [180, 350],
    material: 'ceramic',
    weightGrams: 350,
    features: {
      property: { en: 'Handle color', ar: 'لون اليد' },
      values: sizes(['White', 'أبيض', 0], ['Black', 'أسود', 15], ['Red', 'أحمر', 15], ['Navy', 'كحلي', 15]),
    },
    lists: [
      { en: '11 oz ceramic', ar: 'سيراميك سعة 330 مل' },
      { en: 'Dishwasher and microwave safe', ar: 'آمن في غسالة الأطباق والميكروويف' },
      { en: 'Print wraps around the mug', ar: 'الطباعة تلف الكوب بالكامل' },
    ],
    subcategories: [
      sub('ceramic-mugs', 'Ceramic mugs', 'أكواب سيراميك', 'Mug', 'كوب'),
      sub('magic-mugs', 'Magic mugs', 'أكواب سحرية', 'Magic Mug', 'كوب سحري'),
      sub('travel-mugs', 'Travel mugs', 'أكواب سفر', 'Travel Mug', 'كوب سفر'),
    ],
  },
  {
    slug: 't-shirts',
    en: 'T-shirts',
    ar: 'تيشيرتات',
    description: {
      en: 'Soft cotton tees printed with original designs.',
      ar: 'تيشيرتات قطن ناعمة بتصميمات أصلية.',
    },
    mockup: 'shirt',
    egp: [350, 650],
    material: 'cotton',
    weightGrams: 220,
    features: APPAREL_SIZES,
    lists: [
      { en: '100% combed cotton', ar: 'قطن ممشط 100%' },
      { en: 'Pre-shrunk fabric', ar: 'قماش لا ينكمش' },
      { en: 'Machine wash cold', ar: 'غسيل بماء بارد' },
    ],
    subcategories: [
      sub('men-t-shirts', 'Men', 'رجالي', 'T-shirt', 'تيشيرت'),
      sub('women-t-shirts', 'Women', 'حريمي', 'Women’s T-shirt', 'تيشيرت حريمي'),
      sub('oversized-t-shirts', 'Oversized', 'أوفر سايز', 'Oversized T-shirt', 'تيشيرت أوفر سايز'),
    ],
  },
  {
    slug: 'hoodies',
    en: 'Hoodies',
    ar: 'هوديز',
    description: {
      en: 'Warm hoodies and sweatshirts for cool evenings.',
      ar: 'هوديز وسويت شيرتات دافئة لليالي الباردة.',
    },
    mockup: 'shirt',
    egp: [750, 1200],
    material: 'cotton',
    weightGrams: 550,
    features: APPAREL_SIZES,
    lists: [
      { en: 'Soft fleece lining', ar: 'بطانة فليس ناعمة' },
      { en: 'Ribbed cuffs and hem', ar: 'أساور وحافة مضلعة' },
      { en: 'Front kangaroo pocket', ar: 'جيب أمامي كبير' },
    ],
    subcategories: [
      sub('pullover-hoodies', 'Pullover hoodies', 'هوديز كلاسيك', 'Hoodie', 'هودي', 'hoodie'),
      sub('zip-hoodies', 'Zip hoodies', 'هوديز بسوستة', 'Zip Hoodie', 'هودي بسوستة', 'zip-hoodie'),
      sub('sweatshirts', 'Sweatshirts', 'سويت شيرت', 'Sweatshirt', 'سويت شيرت', 'sweatshirt'),
    ],
  },
  {
    slug: 'phone-cases',
    en: 'Phone cases',
    ar: 'جرابات موبايل',
    description: { en: 'Slim cases that carry art in your pocket.', ar: 'جرابات نحيفة تحمل الفن في جيبك.' },
    mockup: 'phone',
    egp: [200, 380],
    material: 'polycarbonate',
    weightGrams: 60,
    features: {
      property: { en: 'Model', ar: 'الموديل' },
      values: sizes(
        ['iPhone 15', 'آيفون 15', 0],
        ['iPhone 15 Pro', 'آيفون 15 برو', 0],
        ['iPhone 16', 'آيفون 16', 0],
        ['Galaxy S24', 'جالاكسي S24', 0],
        ['Galaxy A55', 'جالاكسي A55', 0],
      ),
    },
    lists: [
      { en: 'Slim polycarbonate shell', ar: 'غطاء بولي كربونات نحيف' },
      { en: 'Raised edges protect the camera', ar: 'حواف مرتفعة لحماية الكاميرا' },
      { en: 'Wireless charging compatible', ar: 'يدعم الشحن اللاسلكي' },
    ],
    subcategories: [
      sub('iphone-cases', 'iPhone cases', 'جرابات آيفون', 'iPhone Case', 'جراب آيفون'),
      sub('samsung-cases', 'Samsung cases', 'جرابات سامسونج', 'Samsung Case', 'جراب سامسونج'),
      sub('tough-cases', 'Tough cases', 'جرابات مقاومة للصدمات', 'Tough Case', 'جراب مقاوم للصدمات'),
    ],
  },
  {
    slug: 'notebooks',
    en: 'Notebooks',
    ar: 'دفاتر',
    description: {
      en: 'Notebooks, sketchbooks and planners with designer covers.',
      ar: 'دفاتر وكراسات رسم وأجندات بأغلفة مصممة.',
    },
    mockup: 'notebook',
    egp: [120, 280],
    material: 'paper',
    weightGrams: 300,
    features: {
      property: { en: 'Paper', ar: 'نوع الورق' },
      values: sizes(['Lined', 'مسطر', 0], ['Dotted', 'منقط', 0], ['Blank', 'سادة', 0]),
    },
    lists: [
      { en: 'A5, 120 pages', ar: 'مقاس A5 و120 صفحة' },
      { en: '100 gsm paper', ar: 'ورق 100 جرام' },
      { en: 'Lay-flat binding', ar: 'تجليد يفتح بالكامل' },
    ],
    subcategories: [
      sub('lined-notebooks', 'Lined notebooks', 'دفاتر مسطرة', 'Notebook', 'دفتر'),
      sub('sketchbooks', 'Sketchbooks', 'كراسات رسم', 'Sketchbook', 'كراسة رسم'),
      sub('planners', 'Planners', 'أجندات', 'Planner', 'أجندة'),
    ],
  },
  {
    slug: 'tote-bags',
    en: 'Tote bags',
    ar: 'شنط قماش',
    description: {
      en: 'Sturdy canvas totes for the market and the beach.',
      ar: 'شنط كانفاس متينة للسوق والبحر.',
    },
    mockup: 'bag',
    egp: [220, 400],
    material: 'canvas',
    weightGrams: 180,
    lists: [
      { en: 'Heavy cotton canvas', ar: 'قماش كانفاس قطني سميك' },
      { en: 'Long shoulder straps', ar: 'يد طويلة للكتف' },
      { en: 'Holds up to 10 kg', ar: 'تتحمل حتى 10 كجم' },
    ],
    subcategories: [
      sub('everyday-totes', 'Everyday totes', 'شنط يومية', 'Tote Bag', 'شنطة قماش'),
      sub('shopping-bags', 'Shopping bags', 'شنط تسوق', 'Shopping Bag', 'شنطة تسوق'),
    ],
  },
  {
    slug: 'cushions',
    en: 'Cushions',
    ar: 'مخدات',
    description: { en: 'Cushions that bring colour to the sofa.', ar: 'مخدات تضيف الألوان لركن الجلوس.' },
    mockup: 'cushion',
    egp: [300, 600],
    material: 'polyester',
    weightGrams: 450,
    features: {
      property: { en: 'Size', ar: 'المقاس' },
      values: sizes(['40×40 cm', '40×40 سم', 0], ['45×45 cm', '45×45 سم', 40], ['50×50 cm', '50×50 سم', 80]),
    },
    lists: [
      { en: 'Cover and filling included', ar: 'الغطاء والحشو مشمولان' },
      { en: 'Hidden zipper', ar: 'سوستة مخفية' },
      { en: 'Printed on both sides', ar: 'مطبوعة من الوجهين' },
    ],
    subcategories: [
      sub('square-cushions', 'Square cushions', 'مخدات مربعة', 'Cushion', 'مخدة'),
      sub('floor-cushions', 'Floor cushions', 'مخدات أرضية', 'Floor Cushion', 'مخدة أرضية'),
      sub('lumbar-cushions', 'Lumbar cushions', 'مخدات مستطيلة', 'Lumbar Cushion', 'مخدة مستطيلة'),
    ],
  },
  {
    slug: 'wall-art',
    en: 'Wall art',
    ar: 'لوحات حائط',
    description: {
      en: 'Canvas, framed and wooden art, ready to hang.',
      ar: 'لوحات كانفاس وبإطار وخشب، جاهزة للتعليق.',
    },
    mockup: 'frame',
    egp: [600, 1200],
    material: 'wood',
    weightGrams: 1800,
    features: {
      property: { en: 'Size', ar: 'المقاس' },
      values: sizes(
        ['30×40 cm', '30×40 سم', 0],
        ['50×70 cm', '50×70 سم', 250],
        ['70×100 cm', '70×100 سم', 550],
      ),
    },
    lists: [
      { en: 'Ready to hang', ar: 'جاهزة للتعليق' },
      { en: 'Gallery-quality print', ar: 'طباعة بجودة المعارض' },
      { en: 'Solid wood frame', ar: 'إطار من الخشب الطبيعي' },
    ],
    subcategories: [
      sub('canvas-prints', 'Canvas prints', 'لوحات كانفاس', 'Canvas Print', 'لوحة كانفاس'),
      sub('framed-prints', 'Framed prints', 'لوحات بإطار', 'Framed Print', 'لوحة بإطار'),
      sub('wooden-art', 'Wooden art', 'لوحات خشب', 'Wooden Art Panel', 'لوحة خشب'),
    ],
  },
  {
    slug: 'stickers',
    en: 'Stickers',
    ar: 'ستيكرات',
    description: {
      en: 'Waterproof stickers for laptops, bottles and notebooks.',
      ar: 'ستيكرات مقاومة للماء للابتوب والزجاجات والدفاتر.',
    },
    mockup: 'sticker',
    egp: [50, 150],
    material: 'vinyl',
    weightGrams: 20,
    lists: [
      { en: 'Waterproof vinyl', ar: 'فينيل مقاوم للماء' },
      { en: 'Matte finish', ar: 'لمسة نهائية مطفية' },
      { en: 'Easy to peel', ar: 'سهل النزع' },
    ],
    subcategories: [
      sub('laptop-stickers', 'Laptop stickers', 'ستيكرات لابتوب', 'Sticker', 'ستيكر'),
      sub('sticker-packs', 'Sticker packs', 'مجموعات ستيكرات', 'Sticker Pack', 'مجموعة ستيكرات'),
    ],
  },
  {
    slug: 'home-decor',
    en: 'Home decor',
    ar: 'ديكور منزلي',
    description: {
      en: 'Coasters, candles, trays and clocks by local artists.',
      ar: 'قواعد أكواب وشموع وصواني وساعات من فنانين محليين.',
    },
    mockup: 'round',
    egp: [180, 700],
    material: 'wood',
    weightGrams: 600,
    lists: [
      { en: 'Handmade finish', ar: 'تشطيب يدوي' },
      { en: 'Gift-ready packaging', ar: 'تغليف جاهز للهدايا' },
      { en: 'Made by local artisans', ar: 'من صنع حرفيين محليين' },
    ],
    subcategories: [
      sub('coasters', 'Coasters', 'قواعد أكواب', 'Coaster Set', 'طقم قواعد أكواب'),
      sub('candles', 'Candles', 'شموع', 'Candle', 'شمعة'),
      sub('trays', 'Trays', 'صواني', 'Tray', 'صينية'),
      sub('wall-clocks', 'Wall clocks', 'ساعات حائط', 'Wall Clock', 'ساعة حائط'),
    ],
  },
  {
    slug: 'kids',
    en: 'Kids',
    ar: 'أطفال',
    description: {
      en: 'Playful clothes and room decor for little ones.',
      ar: 'ملابس مرحة وديكور لغرف الصغار.',
    },
    mockup: 'shirt',
    egp: [200, 450],
    material: 'cotton',
    weightGrams: 150,
    features: {
      property: { en: 'Age', ar: 'السن' },
      values: sizes(
        ['2-3 years', '2-3 سنوات', 0],
        ['4-5 years', '4-5 سنوات', 0],
        ['6-7 years', '6-7 سنوات', 20],
        ['8-9 years', '8-9 سنوات', 20],
      ),
    },
    lists: [
      { en: 'Soft, skin-friendly fabric', ar: 'قماش ناعم على البشرة' },
      { en: 'Non-toxic inks', ar: 'أحبار آمنة وغير سامة' },
      { en: 'Easy care', ar: 'سهل العناية' },
    ],
    subcategories: [
      sub('kids-t-shirts', 'Kids T-shirts', 'تيشيرتات أطفال', 'Kids T-shirt', 'تيشيرت أطفال'),
      sub('baby-bodysuits', 'Baby bodysuits', 'بادي بيبي', 'Baby Bodysuit', 'بادي بيبي'),
      sub(
        'kids-room-decor',
        'Kids room decor',
        'ديكور غرف الأطفال',
        'Kids Wall Print',
        'لوحة أطفال',
        'frame',
      ),
    ],
  },
  {
    slug: 'accessories',
    en: 'Accessories',
    ar: 'إكسسوارات',
    description: {
      en: 'Keychains, pins, bookmarks and caps: small gifts with character.',
      ar: 'ميداليات ودبابيس وفواصل كتب وكابات: هدايا صغيرة بطابع خاص.',
    },
    mockup: 'sticker',
    egp: [80, 350],
    material: 'polyester',
    weightGrams: 50,
    lists: [
      { en: 'Durable materials', ar: 'خامات متينة' },
      { en: 'A small gift idea', ar: 'فكرة هدية صغيرة' },
      { en: 'Gift-ready packaging', ar: 'تغليف جاهز للهدايا' },
    ],
    subcategories: [
      sub('keychains', 'Keychains', 'ميداليات', 'Keychain', 'ميدالية', 'round'),
      sub('pins', 'Pins', 'دبابيس', 'Pin', 'دبوس', 'round'),
      sub('bookmarks', 'Bookmarks', 'فواصل كتب', 'Bookmark', 'فاصل كتاب', 'notebook'),
      sub('caps', 'Caps', 'كابات', 'Cap', 'كاب'),
    ],
  },
];

/** What a design is about; titles read "Nile Sunset Mug" / "كوب غروب النيل". */
export const THEMES: Words[] = [
  { en: 'Nile Sunset', ar: 'غروب النيل' },
  { en: 'Cairo Nights', ar: 'ليالي القاهرة' },
  { en: 'Desert Rose', ar: 'وردة الصحراء' },
  { en: 'Palm Grove', ar: 'بستان النخيل' },
  { en: 'Arabic Calligraphy', ar: 'الخط العربي' },
  { en: 'Pyramids at Dawn', ar: 'الأهرامات في الفجر' },
  { en: 'Red Sea Coral', ar: 'مرجان البحر الأحمر' },
  { en: 'Old Souq', ar: 'السوق القديم' },
  { en: 'Morning Coffee', ar: 'قهوة الصباح' },
  { en: 'Bedouin Tent', ar: 'خيمة البدو' },
  { en: 'Jasmine', ar: 'الياسمين' },
  { en: 'Falcon', ar: 'الصقر' },
  { en: 'Crescent Moon', ar: 'الهلال' },
  { en: 'Arabesque', ar: 'الأرابيسك' },
  { en: 'Lotus', ar: 'زهرة اللوتس' },
  { en: 'Siwa Oasis', ar: 'واحة سيوة' },
  { en: 'Alexandria Sea', ar: 'بحر إسكندرية' },
  { en: 'Dubai Skyline', ar: 'أفق دبي' },
  { en: 'AlUla Rocks', ar: 'صخور العلا' },
  { en: 'Camel Caravan', ar: 'قافلة الجمال' },
  { en: 'Mashrabiya', ar: 'المشربية' },
  { en: 'Henna Pattern', ar: 'نقش الحناء' },
  { en: 'Tea Time', ar: 'وقت الشاي' },
  { en: 'Ramadan Lantern', ar: 'فانوس رمضان' },
  { en: 'Street Cats', ar: 'قطط الشارع' },
  { en: 'Mint Leaves', ar: 'أوراق النعناع' },
  { en: 'Golden Hour', ar: 'الساعة الذهبية' },
  { en: 'Sand Dunes', ar: 'الكثبان الرملية' },
  { en: 'Night Sky', ar: 'سماء الليل' },
  { en: 'Pomegranate', ar: 'الرمان' },
  { en: 'Geometric Tiles', ar: 'البلاط الهندسي' },
  { en: 'Wild Flowers', ar: 'الزهور البرية' },
  { en: 'Ocean Waves', ar: 'أمواج البحر' },
  { en: 'Mountain Trail', ar: 'درب الجبل' },
  { en: 'Retro Radio', ar: 'الراديو القديم' },
  { en: 'Olive Branch', ar: 'غصن الزيتون' },
  { en: 'Date Harvest', ar: 'موسم التمر' },
  { en: 'Sea Turtle', ar: 'سلحفاة البحر' },
  { en: 'Hibiscus', ar: 'الكركديه' },
  { en: 'Little Explorer', ar: 'المستكشف الصغير' },
];

export const TAGS: (Words & { slug: string })[] = [
  { slug: 'handmade', en: 'Handmade', ar: 'صناعة يدوية' },
  { slug: 'eco-friendly', en: 'Eco-friendly', ar: 'صديق للبيئة' },
  { slug: 'gift-idea', en: 'Gift idea', ar: 'فكرة هدية' },
  { slug: 'ramadan', en: 'Ramadan', ar: 'رمضان' },
  { slug: 'new-arrival', en: 'New arrival', ar: 'وصل حديثًا' },
  { slug: 'local-artist', en: 'Local artist', ar: 'فنان محلي' },
  { slug: 'minimal', en: 'Minimal', ar: 'بسيط' },
  { slug: 'best-of-the-month', en: 'Best of the month', ar: 'الأفضل هذا الشهر' },
];

export const ATTRIBUTES: { spec: Words; values: (Words & { key: string })[] }[] = [
  {
    spec: { en: 'Material', ar: 'الخامة' },
    values: [
      { key: 'cotton', en: 'Cotton', ar: 'قطن' },
      { key: 'ceramic', en: 'Ceramic', ar: 'سيراميك' },
      { key: 'canvas', en: 'Canvas', ar: 'كانفاس' },
      { key: 'paper', en: 'Paper', ar: 'ورق' },
      { key: 'wood', en: 'Wood', ar: 'خشب' },
      { key: 'vinyl', en: 'Vinyl', ar: 'فينيل' },
      { key: 'polycarbonate', en: 'Polycarbonate', ar: 'بولي كربونات' },
      { key: 'polyester', en: 'Polyester', ar: 'بوليستر' },
    ],
  },
  {
    spec: { en: 'Style', ar: 'الطراز' },
    values: [
      { key: 'minimal', en: 'Minimal', ar: 'بسيط' },
      { key: 'vintage', en: 'Vintage', ar: 'كلاسيكي' },
      { key: 'modern', en: 'Modern', ar: 'عصري' },
      { key: 'oriental', en: 'Oriental', ar: 'شرقي' },
    ],
  },
  {
    spec: { en: 'Occasion', ar: 'المناسبة' },
    values: [
      { key: 'birthday', en: 'Birthday', ar: 'عيد ميلاد' },
      { key: 'ramadan', en: 'Ramadan', ar: 'رمضان' },
      { key: 'wedding', en: 'Wedding', ar: 'زفاف' },
      { key: 'graduation', en: 'Graduation', ar: 'تخرج' },
    ],
  },
];

export const BADGES: { color: string; title: Words }[] = [
  { color: '#2a9d8f', title: { en: 'New', ar: 'جديد' } },
  { color: '#e76f51', title: { en: 'Best seller', ar: 'الأكثر مبيعًا' } },
  { color: '#6d597a', title: { en: 'Limited edition', ar: 'إصدار محدود' } },
  { color: '#bc6c25', title: { en: 'Handmade', ar: 'صناعة يدوية' } },
];

/** The product a subcategory's pictures show. */
export const itemKindOf = (category: CategoryWords, subcategory: SubcategoryWords): ItemKind =>
  subcategory.mockup ?? category.mockup;

/** Every kind of product the catalogue draws, each once. */
export const ITEM_KINDS: ItemKind[] = [
  ...new Set(
    CATEGORIES.flatMap((category) => category.subcategories.map((sub) => itemKindOf(category, sub))),
  ),
];
