/**
 * Bidi isolation for values placed inside translated strings (where an element cannot go): a
 * phone number, an order code or a coupon keeps its left-to-right order inside Arabic text
 * ("رقم طلبك #SD-10428" would otherwise show the # on the wrong side). In JSX prefer
 * <bdi dir="ltr"> (never put dir on a positioned element: it flips its own start/end).
 */
const LRI = '\u2066';
const PDI = '\u2069';

export const isolateLtr = (value: string | number): string => `${LRI}${value}${PDI}`;
