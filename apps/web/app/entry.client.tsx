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
    {
      // React's default names only its own wrapper ("error #520"); the cause is what says which
      // component threw before React recovered, and is what a report (or a journey) needs.
      onRecoverableError(error) {
        const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
        console.error(
          'React recovered from an error:',
          cause instanceof Error ? (cause.stack ?? cause.message) : cause,
        );
      },
    },
  );
});
