import type { ContentPageBody } from '../schema/index.ts';

type Kind = 'about' | 'terms' | 'policies' | 'exchange_policies' | 'b2b' | 'privacy' | 'shipping';

const item = (title: string, arTitle: string, body: string, arBody: string) => ({
  title,
  arTitle,
  body,
  arBody,
});

export const CONTENT_PAGES: Record<Kind, ContentPageBody> = {
  about: {
    description: {
      en: 'A marketplace for original products by designers from Egypt, Saudi Arabia and the Emirates.',
      ar: 'سوق لمنتجات أصلية من تصميم فنانين من مصر والسعودية والإمارات.',
    },
    whatWeDo: {
      en: 'We turn designers’ artwork into posters, clothes, mugs and home pieces, made to order and delivered to your door.',
      ar: 'نحوّل أعمال المصممين إلى بوسترات وملابس وأكواب وقطع ديكور، تُصنع عند الطلب وتصلك حتى باب البيت.',
    },
    mission: {
      en: 'Give every talented designer in the region a shop, a workshop and customers, without the risk of stock.',
      ar: 'أن نمنح كل مصمم موهوب في المنطقة متجرًا وورشة وعملاء، دون مخاطرة المخزون.',
    },
    vision: {
      en: 'A home full of local art in every city of the region.',
      ar: 'بيوت مليئة بالفن المحلي في كل مدن المنطقة.',
    },
  },
  terms: {
    description: {
      en: 'The terms that apply when you use the site or buy from it.',
      ar: 'الشروط التي تنطبق عند استخدامك للموقع أو الشراء منه.',
    },
    items: [
      item(
        'Accounts',
        'الحسابات',
        'You are responsible for keeping your password private.',
        'أنت مسؤول عن الحفاظ على سرية كلمة المرور الخاصة بك.',
      ),
      item(
        'Orders',
        'الطلبات',
        'An order is confirmed once payment succeeds or, for cash on delivery, once we confirm it by phone.',
        'يتم تأكيد الطلب بعد نجاح الدفع، أو بعد تأكيده هاتفيًا في حالة الدفع عند الاستلام.',
      ),
      item(
        'Intellectual property',
        'الملكية الفكرية',
        'Every design belongs to its designer and may not be copied.',
        'كل تصميم ملك لمصممه ولا يجوز نسخه.',
      ),
    ],
  },
  policies: {
    description: {
      en: 'How we handle orders, payments and cancellations.',
      ar: 'كيف نتعامل مع الطلبات والمدفوعات والإلغاء.',
    },
    items: [
      item(
        'Cancellation',
        'الإلغاء',
        'You can cancel an order until it is ready for shipping.',
        'يمكنك إلغاء الطلب حتى يصبح جاهزًا للشحن.',
      ),
      item(
        'Refunds',
        'استرداد المبالغ',
        'Refunds go back to the original payment method or to your wallet within 14 days.',
        'تُرد المبالغ إلى وسيلة الدفع الأصلية أو إلى محفظتك خلال 14 يومًا.',
      ),
    ],
  },
  exchange_policies: {
    description: { en: 'When and how you can exchange an item.', ar: 'متى وكيف يمكنك استبدال منتج.' },
    items: [
      item(
        'Damaged items',
        'المنتجات التالفة',
        'Tell us within 14 days with a photo and we will remake the item for free.',
        'أبلغنا خلال 14 يومًا مع صورة، وسنعيد تصنيع المنتج مجانًا.',
      ),
      item(
        'Wrong size',
        'مقاس غير مناسب',
        'Clothes can be exchanged once for another size; delivery fees apply.',
        'يمكن استبدال الملابس مرة واحدة بمقاس آخر مع تطبيق رسوم التوصيل.',
      ),
    ],
  },
  b2b: {
    description: {
      en: 'Corporate gifts and bulk orders with your brand, made by our designers.',
      ar: 'هدايا الشركات والطلبات بالجملة بعلامتك التجارية، من تنفيذ مصممينا.',
    },
    items: [
      item(
        'Get a quote',
        'اطلب عرض سعر',
        'Write to us with quantities and dates.',
        'راسلنا بالكميات والمواعيد المطلوبة.',
      ),
    ],
  },
  privacy: {
    description: {
      en: 'What we collect, why, and how long we keep it.',
      ar: 'ما البيانات التي نجمعها ولماذا ومدة الاحتفاظ بها.',
    },
    items: [
      item(
        'Data we collect',
        'البيانات التي نجمعها',
        'Your name, contact details, addresses and orders.',
        'اسمك وبيانات التواصل والعناوين والطلبات.',
      ),
      item(
        'Payments',
        'المدفوعات',
        'Card details are entered on the payment provider’s page and never reach our servers.',
        'تُدخل بيانات البطاقة في صفحة مزود الدفع ولا تصل أبدًا إلى خوادمنا.',
      ),
    ],
  },
  shipping: {
    description: { en: 'Delivery times and fees per country.', ar: 'مدد التوصيل ورسومه في كل دولة.' },
    items: [
      item('Egypt', 'مصر', '3 to 7 working days.', 'من 3 إلى 7 أيام عمل.'),
      item('Saudi Arabia and the Emirates', 'السعودية والإمارات', '7 to 14 days.', 'من 7 إلى 14 يومًا.'),
    ],
  },
};
