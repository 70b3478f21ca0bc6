/** An uploaded wide banner (4:1, decorative: the heading beside it says what it is). */
export function BannerImage({
  path,
  className,
  lazy = false,
}: {
  path: string | null;
  className: string;
  /** Below the first screen. */
  lazy?: boolean;
}) {
  if (!path) return null;
  return (
    <img
      src={`/uploads/${path}`}
      alt=""
      width={1600}
      height={400}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
