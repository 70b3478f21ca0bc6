/**
 * React Router's default browser entry, plus one step: the page's language texts are registered
 * before hydration (i18n/load-messages.ts), as the server rendered with them.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './i18n/load-messages.ts';

await loadMessages(document.documentElement.lang === 'en' ? 'en' : 'ar');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
