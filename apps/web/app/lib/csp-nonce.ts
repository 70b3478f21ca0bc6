import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce (apps/web/server/http/security-headers.ts), given
 * by entry.server.tsx to the inline scripts of the document. Undefined in the browser: scripts
 * React adds after hydration are never run by the browser anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
