/**
 * Reference data of GET /iso-countries and GET /iso-countries/saudi/cities (SPEC.md section 7,
 * REST): the ISO 3166-1 countries with their English and Arabic names, and the cities of Saudi
 * Arabia. Country names come from the runtime's ICU data (Intl.DisplayNames), so they follow
 * CLDR instead of a hand-kept translation table.
 */

/** ISO 3166-1 alpha-2 codes of the officially assigned countries and territories. */
const ISO_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface IsoCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  arName: string;
}

export interface SaudiCity {
  name: string;
  arName: string;
}

let countries: IsoCountry[] | undefined;

/** Every ISO country with its English and Arabic name, by English name. */
export function listIsoCountries(): IsoCountry[] {
  if (!countries) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const arabic = new Intl.DisplayNames(['ar'], { type: 'region' });
    countries = ISO_CODES.map((code) => ({
      code,
      name: english.of(code) ?? code,
      arName: arabic.of(code) ?? code,
    })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countries;
}

/** The cities of Saudi Arabia offered in addresses: the main cities of every region. */
const SAUDI_CITIES: readonly SaudiCity[] = [
  { name: 'Riyadh', arName: 'الرياض' },
  { name: 'Jeddah', arName: 'جدة' },
  { name: 'Mecca', arName: 'مكة المكرمة' },
  { name: 'Medina', arName: 'المدينة المنورة' },
  { name: 'Dammam', arName: 'الدمام' },
  { name: 'Khobar', arName: 'الخبر' },
  { name: 'Dhahran', arName: 'الظهران' },
  { name: 'Jubail', arName: 'الجبيل' },
  { name: 'Al Ahsa', arName: 'الأحساء' },
  { name: 'Hafar Al Batin', arName: 'حفر الباطن' },
  { name: 'Qatif', arName: 'القطيف' },
  { name: 'Taif', arName: 'الطائف' },
  { name: 'Tabuk', arName: 'تبوك' },
  { name: 'Buraydah', arName: 'بريدة' },
  { name: 'Unaizah', arName: 'عنيزة' },
  { name: 'Hail', arName: 'حائل' },
  { name: 'Abha', arName: 'أبها' },
  { name: 'Khamis Mushait', arName: 'خميس مشيط' },
  { name: 'Jazan', arName: 'جازان' },
  { name: 'Najran', arName: 'نجران' },
  { name: 'Al Bahah', arName: 'الباحة' },
  { name: 'Arar', arName: 'عرعر' },
  { name: 'Sakaka', arName: 'سكاكا' },
  { name: 'Yanbu', arName: 'ينبع' },
  { name: 'Al Kharj', arName: 'الخرج' },
  { name: 'Al Qurayyat', arName: 'القريات' },
  { name: 'Bisha', arName: 'بيشة' },
  { name: 'Al Majmaah', arName: 'المجمعة' },
  { name: 'Rabigh', arName: 'رابغ' },
  { name: 'Al Qunfudhah', arName: 'القنفذة' },
];

export const listSaudiCities = (): readonly SaudiCity[] => SAUDI_CITIES;
