// The dashboard's texts in both languages (its language switch stays in the browser); imported
// by the dashboard's frame so storefront pages never download them.
import { registerMessages } from '@souq/core/locale/message-catalog.ts';
import ar from '@souq/core/locale/messages/admin.ar.json';
import en from '@souq/core/locale/messages/admin.en.json';

registerMessages('ar', { admin: ar });
registerMessages('en', { admin: en });
