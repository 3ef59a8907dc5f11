/** The underlined link of the shop's pages (home, terms), tall enough to tap. */
export const PAGE_LINK =
  'inline-flex min-h-12 items-center font-semibold text-wine underline underline-offset-4';

/** A plain text link back to the home page, e.g. under a page's last paragraph. */
export function HomeLink({
  href,
  label,
  testId,
  margin,
}: {
  href: string;
  label: string;
  testId?: string;
  /** Space above the link when it stands alone in its block. */
  margin?: 'mt-8';
}) {
  return (
    <a href={href} className={margin ? `${margin} ${PAGE_LINK}` : PAGE_LINK} data-testid={testId}>
      {label}
    </a>
  );
}
