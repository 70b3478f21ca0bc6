import type { Actor } from '../context.ts';
import { users, type User } from '../db/schema/accounts.schema.ts';

/** The public profile of a user row, as designer listings and user search read it. */
export const publicProfileColumns = {
  id: users.id,
  role: users.role,
  slug: users.slug,
  name: users.name,
  fName: users.fName,
  lName: users.lName,
  image: users.image,
  description: users.description,
  arDescription: users.arDescription,
  city: users.city,
  country: users.country,
  featured: users.featured,
  salesNumber: users.salesNumber,
  status: users.status,
  createdAt: users.createdAt,
};

/** The stored origin marker whose originMeta is shown (SPEC.md section 3). */
export const PARTNER_ORIGIN_MARKER = 'partner';

/**
 * A user in the contract's names (SPEC.md section 3). Never the password hash. Private fields
 * (email, phone, birth date, languages, codes, originMeta) only for the user themselves and staff.
 */
export interface UserAccountContract {
  _id: string;
  role: string;
  privilageType: string | null;
  name: string;
  slug: string;
  fName: string;
  lName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  description: string | null;
  arDescription: string | null;
  city: string | null;
  country: string | null;
  salesNumber: number;
  image: string | null;
  status: boolean;
  gender: string | null;
  featured: boolean;
  favLang: string | null;
  mailLang: string | null;
  ownCurrency: string | null;
  orderNum: number | null;
  subscribed: boolean | null;
  code: string | null;
  responsesReaded: number | null;
  discountCode: string | null;
  originMeta: string | null;
  createdAt: string;
  jwt: string | null;
}

export const isStaff = (actor: Actor | null): boolean =>
  actor?.privilageType === 'superAdmin' || actor?.privilageType === 'admin';

export const actorOf = (user: Pick<User, 'id' | 'role' | 'privilageType' | 'status'>): Actor => ({
  id: user.id,
  role: user.role,
  privilageType: user.privilageType ?? null,
  status: user.status,
});

export function toUserAccountContract(
  user: User,
  viewer: Actor | null,
  jwt: string | null = null,
): UserAccountContract {
  const full = viewer?.id === user.id || isStaff(viewer) || jwt !== null;
  const own = <T>(value: T): T | null => (full ? value : null);
  return {
    _id: user.id,
    role: user.role,
    privilageType: user.privilageType ?? null,
    name: user.name,
    slug: user.slug,
    fName: user.fName,
    lName: user.lName,
    email: own(user.email),
    phone: own(user.phone),
    birthDate: own(user.birthDate),
    description: user.description,
    arDescription: user.arDescription,
    city: user.city,
    country: user.country,
    salesNumber: user.salesNumber,
    image: user.image,
    status: user.status,
    gender: own(user.gender),
    featured: user.featured,
    favLang: own(user.favLang),
    mailLang: own(user.mailLang),
    ownCurrency: own(user.ownCurrency),
    orderNum: own(user.orderNum),
    subscribed: own(user.subscribed),
    code: own(user.code),
    responsesReaded: own(user.responsesReaded),
    discountCode: own(user.discountCode),
    originMeta:
      full && user.originMarker === PARTNER_ORIGIN_MARKER && user.originMeta
        ? JSON.stringify(user.originMeta)
        : null,
    createdAt: user.createdAt.toISOString(),
    jwt,
  };
}
