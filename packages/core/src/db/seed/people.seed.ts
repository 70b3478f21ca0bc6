import {
  addresses,
  referralCodes,
  userPaymentAccounts,
  users,
  type NewAddress,
  type NewUser,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import {
  AREAS,
  BANKS,
  CUSTOMERS,
  DESIGNERS,
  DIAL_CODES,
  SPECIALTIES,
  type PersonWords,
} from './people.words.ts';
import { slugify } from './random.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The fixed demo logins, documented in the README and used by end-to-end tests. */
export const DEMO_ACCOUNTS = {
  superAdmin: 'admin@souq.test',
  admin: 'staff@souq.test',
  designerSupport: 'support@souq.test',
  customer: 'customer@souq.test',
  designer: 'designer@souq.test',
} as const;

export interface SeededPerson {
  id: string;
  slug: string;
  name: string;
  country: 'eg' | 'sa' | 'ae';
}

/** A designer or customer, with the bilingual words their profile was built from. */
export interface SeededMember extends SeededPerson {
  words: PersonWords;
}

export interface SeededPeople {
  staff: { superAdmin: string; admin: string; designerSupport: string };
  designers: SeededMember[];
  manufacturers: SeededPerson[];
  customers: SeededMember[];
  all: number;
}

const digits = (random: SeedContext['random'], count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

export async function seedPeople(ctx: SeedContext): Promise<SeededPeople> {
  const random = ctx.random.fork('people');
  const rows: NewUser[] = [];
  const base = (n: number) => daysBefore(ctx.base, n);

  const staffRow = (
    email: string,
    privilege: 'superAdmin' | 'admin' | 'designerSupport',
    first: string,
    last: string,
  ) => {
    const id = ctx.ids.uuid();
    rows.push({
      id,
      role: 'customer',
      privilageType: privilege,
      name: `${first} ${last}`,
      slug: slugify(`${first} ${last}`),
      fName: first,
      lName: last,
      email,
      passwordHash: ctx.passwordHash,
      country: 'eg',
      city: 'Cairo',
      favLang: 'en',
      createdAt: base(400),
    });
    return id;
  };
  const staff = {
    superAdmin: staffRow('admin@souq.test', 'superAdmin', 'Site', 'Admin'),
    admin: staffRow('staff@souq.test', 'admin', 'Store', 'Staff'),
    designerSupport: staffRow('support@souq.test', 'designerSupport', 'Designer', 'Support'),
  };

  const phone = (country: 'eg' | 'sa' | 'ae') =>
    country === 'eg' ? `1${random.pick(['0', '1', '2', '5'])}${digits(random, 8)}` : `5${digits(random, 8)}`;

  const designers: SeededMember[] = DESIGNERS.map((words, i) => {
    // Some designers typed their name in Arabic, as real sign-ups do.
    const arabicName = i % 3 === 2;
    const first = arabicName ? words.first.ar : words.first.en;
    const last = arabicName ? words.last.ar : words.last.en;
    const name = `${first} ${last}`;
    const slug = slugify(`${words.first.en} ${words.last.en}`);
    const specialty = SPECIALTIES[i % SPECIALTIES.length]!;
    const id = ctx.ids.uuid();
    rows.push({
      id,
      role: 'designer',
      privilageType: null,
      name,
      slug,
      fName: first,
      lName: last,
      email: i === 0 ? 'designer@souq.test' : `${slug.replace(/-/g, '.')}@example.com`,
      passwordHash: ctx.passwordHash,
      phone: phone(words.country),
      code: DIAL_CODES[words.country],
      description: `${words.first.en}'s studio in ${words.city.en}: ${specialty.en}`,
      arDescription: `استوديو ${words.first.ar} في ${words.city.ar}: ${specialty.ar}`,
      city: words.city.en,
      country: words.country,
      image: ctx.images.avatars[i % ctx.images.avatars.length]!,
      gender: words.gender,
      featured: i < 8,
      favLang: arabicName ? 'ar' : random.pick(['ar', 'en'] as const),
      mailLang: arabicName ? 'ar' : 'en',
      subscribed: random.chance(0.6),
      birthDate: `${random.int(1975, 2001)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      createdAt: base(380 - i * 9),
    });
    return { id, slug, name, country: words.country, words };
  });

  const manufacturers: SeededPerson[] = [
    { en: ['Nile', 'Print House'], email: 'printhouse@souq.test', country: 'eg' as const },
    { en: ['Gulf', 'Craft Workshop'], email: 'workshop@souq.test', country: 'ae' as const },
  ].map((m, i) => {
    const id = ctx.ids.uuid();
    const name = `${m.en[0]} ${m.en[1]}`;
    const slug = slugify(name);
    rows.push({
      id,
      role: 'manufacturer',
      name,
      slug,
      fName: m.en[0]!,
      lName: m.en[1]!,
      email: m.email,
      passwordHash: ctx.passwordHash,
      country: m.country,
      city: i === 0 ? 'Cairo' : 'Dubai',
      description:
        i === 0
          ? 'Print-on-demand workshop for paper, textiles and ceramics.'
          : 'Workshop for wood, resin and metal pieces.',
      arDescription:
        i === 0
          ? 'ورشة طباعة عند الطلب على الورق والأقمشة والسيراميك.'
          : 'ورشة للقطع الخشبية والريزن والمعادن.',
      createdAt: base(420),
    });
    return { id, slug, name, country: m.country };
  });

  const customers: SeededMember[] = CUSTOMERS.map((words, i) => {
    const id = ctx.ids.uuid();
    const name = `${words.first.en} ${words.last.en}`;
    const slug = slugify(name);
    rows.push({
      id,
      role: 'customer',
      name,
      slug,
      fName: words.first.en,
      lName: words.last.en,
      email: i === 0 ? 'customer@souq.test' : `${slug.replace(/-/g, '.')}@example.com`,
      passwordHash: ctx.passwordHash,
      phone: phone(words.country),
      code: DIAL_CODES[words.country],
      city: words.city.en,
      country: words.country,
      gender: words.gender,
      favLang: i % 2 === 0 ? 'ar' : 'en',
      mailLang: i % 2 === 0 ? 'ar' : 'en',
      ownCurrency: ({ eg: 'EGP', sa: 'SAR', ae: 'AED' } as const)[words.country],
      subscribed: random.chance(0.5),
      createdAt: base(200 - i * 11),
    });
    return { id, slug, name, country: words.country, words };
  });

  await bulkInsert(ctx, users, rows);

  const addressRows: NewAddress[] = customers.flatMap((customer, i) =>
    Array.from({ length: i === 0 ? 2 : 1 }, (_, k) => {
      const area = random.pick(AREAS[customer.country]);
      return {
        id: ctx.ids.uuid(),
        userId: customer.id,
        fName: customer.words.first.en,
        lName: customer.words.last.en,
        email: rows.find((row) => row.id === customer.id)?.email ?? null,
        phone: phone(customer.country),
        code: DIAL_CODES[customer.country],
        country: customer.country,
        city: k === 0 ? customer.words.city.en : customer.words.city.ar,
        area: k === 0 ? area.en : area.ar,
        streetName:
          k === 0
            ? `${random.int(1, 90)} ${random.pick(['Street 9', 'Nile Street', 'King Fahd Road', 'Al Wasl Road'])}`
            : 'شارع التحرير',
        building: String(random.int(1, 120)),
        floorNo: random.int(1, 12),
        apartment: String(random.int(1, 40)),
        address1: k === 0 ? `${area.en}, ${customer.words.city.en}` : `${area.ar}، ${customer.words.city.ar}`,
        zipCode: random.int(10000, 99999),
      };
    }),
  );
  await bulkInsert(ctx, addresses, addressRows);

  await bulkInsert(
    ctx,
    userPaymentAccounts,
    designers.map((designer) => {
      const ibanLength = { eg: 27, sa: 22, ae: 21 }[designer.country];
      return {
        id: ctx.ids.uuid(),
        userId: designer.id,
        bank: random.pick(BANKS[designer.country]),
        branch: designer.words.city.en,
        name: `${designer.words.first.en} ${designer.words.last.en}`,
        accountNo: digits(random, 12),
        iban: `${designer.country.toUpperCase()}${digits(random, ibanLength)}`,
        country: designer.country,
        swiftCode: `${random.pick(['CIBE', 'BMIS', 'RJHI', 'EBIL'])}${designer.country.toUpperCase()}XX`,
        creditMethod: 'bank_transfer',
      };
    }),
  );

  // Every customer and designer can invite friends with a personal code.
  await bulkInsert(
    ctx,
    referralCodes,
    [...customers, ...designers].map((person, i) => ({
      id: ctx.ids.uuid(),
      userId: person.id,
      code: `${person.words.first.en.toUpperCase()}${String(10 + i)}`,
      discountValue: 10,
      type: 'percent' as const,
      // 0: the owner earns the settings' reward in the currency of each use.
      discountByValue: 0,
      createdAt: base(150),
    })),
  );

  return {
    staff,
    designers,
    manufacturers,
    customers,
    all: rows.length,
  };
}
