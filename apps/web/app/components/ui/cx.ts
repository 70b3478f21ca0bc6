/** Joins class names, skipping falsy ones (the design system's only class helper). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
