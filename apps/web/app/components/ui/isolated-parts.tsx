import { Fragment } from 'react';

/**
 * Text made of parts people typed (an address, a name): each part in its own `<bdi>`, so a part
 * written in Latin letters inside an Arabic line (or the reverse) keeps its order and leaves its
 * neighbours' alone ("12 Nile St، الزمالك، القاهرة" would otherwise come out shuffled). The
 * separator is the page's (listSeparator); empty parts are left out.
 */
export function IsolatedParts({
  parts,
  separator,
}: {
  parts: ReadonlyArray<string | null | undefined>;
  separator: string;
}) {
  const shown = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
