/**
 * Both languages' message catalogs, whole: what the server, emails and SMS format with. The
 * machinery (translate, createT...) is in message-catalog.ts, which the browser uses with only
 * its page's language registered.
 */
import { registerMessages } from './message-catalog.ts';
import siteAr from './messages/ar.json';
import siteEn from './messages/en.json';
import adminAr from './messages/admin.ar.json';
import adminEn from './messages/admin.en.json';
import paymentsAr from './messages/payments.ar.json';
import paymentsEn from './messages/payments.en.json';

registerMessages('en', { site: siteEn, admin: adminEn, payments: paymentsEn });
registerMessages('ar', { site: siteAr, admin: adminAr, payments: paymentsAr });

export * from './message-catalog.ts';
