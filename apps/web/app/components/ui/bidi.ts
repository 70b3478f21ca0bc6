/**
 * Bidi isolation for values placed inside translated strings (where an element cannot go): a
 * phone number, an order code or a coupon keeps its left-to-right order inside Arabic text
 * ("رقم طلبك #SD-10428" would otherwise show the # on the wrong side). In JSX prefer
 * <bdi dir="ltr"> (never put dir on a positioned element: it flips its own start/end).
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

export const isolateLtr = (value: string | number): string => `${LRI}${value}${PDI}`;

/**
 * A value people typed (a name), isolated in the direction of its own first letter: a Latin name
 * inside an Arabic text (or the reverse) keeps its order and leaves the text around it alone.
 */
export const isolate = (value: string): string => `${FSI}${value}${PDI}`;
