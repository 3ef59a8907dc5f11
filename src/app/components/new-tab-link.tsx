/** A link that opens in a new tab and tells screen readers so. */
export function NewTabLink({
  href,
  className,
  newTab,
  testId,
  children,
}: {
  href: string;
  className: string;
  /** The screen-reader note, e.g. '(opens in a new tab)'. */
  newTab: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} data-testid={testId}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
