/**
 * The button that opens and closes a panel of the checkout, with a chevron that turns while the
 * panel is open. aria-expanded and aria-controls tie it to the panel.
 */
export function DisclosureToggle({
  open,
  controls,
  onClick,
  className,
  chevronClassName,
  testId,
  children,
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  className: string;
  chevronClassName: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      className={className}
      data-testid={testId}
    >
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`${chevronClassName} transition-transform ${open ? 'rotate-180' : ''}`}
      >
        <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
