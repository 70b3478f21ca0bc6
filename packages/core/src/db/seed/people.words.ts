import type { Words } from './catalog.words.ts';

export interface PersonWords {
  first: Words;
  last: Words;
  gender: 'male' | 'female';
  /** ISO 3166 alpha-2, lower case (also the market code for eg, sa, ae). */
  country: 'eg' | 'sa' | 'ae';
  city: Words;
}

const person = (
  firstEn: string,
  firstAr: string,
  lastEn: string,
  lastAr: string,
  gender: 'male' | 'female',
  country: 'eg' | 'sa' | 'ae',
  cityEn: string,
  cityAr: string,
): PersonWords => ({
  first: { en: firstEn, ar: firstAr },
  last: { en: lastEn, ar: lastAr },
  gender,
  country,
  city: { en: cityEn, ar: cityAr },
});

/** The first designer is the demo account designer@souq.test. */
export const DESIGNERS: PersonWords[] = [
  person('Mariam', 'مريم', 'Adel', 'عادل', 'female', 'eg', 'Cairo', 'القاهرة'),
  person('Youssef', 'يوسف', 'Samir', 'سمير', 'male', 'eg', 'Alexandria', 'الإسكندرية'),
  person('Nour', 'نور', 'Hassan', 'حسن', 'female', 'eg', 'Giza', 'الجيزة'),
  person('Omar', 'عمر', 'Khaled', 'خالد', 'male', 'eg', 'Mansoura', 'المنصورة'),
  person('Salma', 'سلمى', 'Mostafa', 'مصطفى', 'female', 'eg', 'Cairo', 'القاهرة'),
  person('Karim', 'كريم', 'Fathy', 'فتحي', 'male', 'eg', 'Luxor', 'الأقصر'),
  person('Habiba', 'حبيبة', 'Tarek', 'طارق', 'female', 'eg', 'Alexandria', 'الإسكندرية'),
  person('Ahmed', 'أحمد', 'Ezzat', 'عزت', 'male', 'eg', 'Port Said', 'بورسعيد'),
  person('Reem', 'ريم', 'Al-Otaibi', 'العتيبي', 'female', 'sa', 'Riyadh', 'الرياض'),
  person('Faisal', 'فيصل', 'Al-Harbi', 'الحربي', 'male', 'sa', 'Jeddah', 'جدة'),
  person('Lama', 'لمى', 'Al-Shehri', 'الشهري', 'female', 'sa', 'Abha', 'أبها'),
  person('Abdullah', 'عبدالله', 'Al-Qahtani', 'القحطاني', 'male', 'sa', 'Dammam', 'الدمام'),
  person('Sara', 'سارة', 'Al-Ghamdi', 'الغامدي', 'female', 'sa', 'Jeddah', 'جدة'),
  person('Turki', 'تركي', 'Al-Dosari', 'الدوسري', 'male', 'sa', 'Riyadh', 'الرياض'),
  person('Fatima', 'فاطمة', 'Al-Suwaidi', 'السويدي', 'female', 'ae', 'Dubai', 'دبي'),
  person('Hamdan', 'حمدان', 'Al-Falasi', 'الفلاسي', 'male', 'ae', 'Dubai', 'دبي'),
  person('Shamma', 'شما', 'Al-Mazrouei', 'المزروعي', 'female', 'ae', 'Abu Dhabi', 'أبوظبي'),
  person('Khalid', 'خالد', 'Al-Nuaimi', 'النعيمي', 'male', 'ae', 'Ajman', 'عجمان'),
  person('Maitha', 'ميثاء', 'Al-Ketbi', 'الكتبي', 'female', 'ae', 'Al Ain', 'العين'),
  person('Rashid', 'راشد', 'Al-Shamsi', 'الشامسي', 'male', 'ae', 'Sharjah', 'الشارقة'),
];

/** The first customer is the demo account customer@souq.test. */
export const CUSTOMERS: PersonWords[] = [
  person('Hana', 'هنا', 'Ibrahim', 'إبراهيم', 'female', 'eg', 'Cairo', 'القاهرة'),
  person('Mohamed', 'محمد', 'Ali', 'علي', 'male', 'eg', 'Giza', 'الجيزة'),
  person('Yasmin', 'ياسمين', 'Fouad', 'فؤاد', 'female', 'eg', 'Alexandria', 'الإسكندرية'),
  person('Hossam', 'حسام', 'Gamal', 'جمال', 'male', 'eg', 'Cairo', 'القاهرة'),
  person('Aya', 'آية', 'Mahmoud', 'محمود', 'female', 'eg', 'Tanta', 'طنطا'),
  person('Nasser', 'ناصر', 'Al-Subaie', 'السبيعي', 'male', 'sa', 'Riyadh', 'الرياض'),
  person('Noura', 'نورة', 'Al-Qahtani', 'القحطاني', 'female', 'sa', 'Jeddah', 'جدة'),
  person('Dana', 'دانة', 'Al-Rashid', 'الرشيد', 'female', 'sa', 'Khobar', 'الخبر'),
  person('Ali', 'علي', 'Al-Hashimi', 'الهاشمي', 'male', 'ae', 'Dubai', 'دبي'),
  person('Mariam', 'مريم', 'Al-Zaabi', 'الزعابي', 'female', 'ae', 'Abu Dhabi', 'أبوظبي'),
];

/** What a designer's studio makes; phrased without grammatical gender in Arabic. */
export const SPECIALTIES: Words[] = [
  {
    en: 'bold, colourful prints inspired by everyday street life.',
    ar: 'مطبوعات جريئة ومليئة بالألوان مستوحاة من تفاصيل الشارع اليومية.',
  },
  {
    en: 'modern Arabic calligraphy on things you use every day.',
    ar: 'خط عربي معاصر على أشياء تستخدمها كل يوم.',
  },
  { en: 'minimal line art and calm, earthy palettes.', ar: 'رسوم خطية بسيطة وألوان ترابية هادئة.' },
  {
    en: 'playful characters for kids and the young at heart.',
    ar: 'شخصيات مرحة للأطفال ولكل من بقي طفلًا في قلبه.',
  },
  {
    en: 'geometric patterns drawn from Islamic architecture.',
    ar: 'أنماط هندسية مستوحاة من العمارة الإسلامية.',
  },
  {
    en: 'retro posters that celebrate old cinema and music.',
    ar: 'بوسترات بطابع قديم تحتفي بالسينما والموسيقى الكلاسيكية.',
  },
  { en: 'nature studies: palms, deserts and the sea.', ar: 'دراسات من الطبيعة: النخيل والصحراء والبحر.' },
  { en: 'hand-drawn maps and portraits of cities.', ar: 'خرائط مرسومة باليد وصور للمدن.' },
];

export const AREAS: Record<'eg' | 'sa' | 'ae', Words[]> = {
  eg: [
    { en: 'Nasr City', ar: 'مدينة نصر' },
    { en: 'Maadi', ar: 'المعادي' },
    { en: 'Zamalek', ar: 'الزمالك' },
    { en: 'Smouha', ar: 'سموحة' },
    { en: 'Dokki', ar: 'الدقي' },
  ],
  sa: [
    { en: 'Al Olaya', ar: 'العليا' },
    { en: 'Al Rawdah', ar: 'الروضة' },
    { en: 'Al Shati', ar: 'الشاطئ' },
  ],
  ae: [
    { en: 'Jumeirah', ar: 'جميرا' },
    { en: 'Al Barsha', ar: 'البرشاء' },
    { en: 'Al Khalidiyah', ar: 'الخالدية' },
  ],
};

export const BANKS: Record<'eg' | 'sa' | 'ae', string[]> = {
  eg: ['CIB', 'Banque Misr', 'National Bank of Egypt'],
  sa: ['Al Rajhi Bank', 'Saudi National Bank'],
  ae: ['Emirates NBD', 'ADCB'],
};

export const DIAL_CODES: Record<'eg' | 'sa' | 'ae', string> = { eg: '+20', sa: '+966', ae: '+971' };
