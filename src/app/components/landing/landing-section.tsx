/**
 * A band of the landing page. A section the menu links to (it has an id) stops below the
 * sticky header; the content sits in a centred column of the given width, or in the layout
 * innerClassName names.
 */
export function LandingSection({
  id,
  labelledBy,
  background,
  width = 'max-w-3xl',
  innerClassName = `mx-auto ${width} px-4 py-16 sm:px-6 md:py-20`,
  children,
}: {
  id?: string;
  labelledBy?: string;
  background: string;
  width?: string;
  innerClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      className={`cv-auto ${id ? 'scroll-mt-20 ' : ''}${background}`}
      aria-labelledby={labelledBy}
    >
      <div className={innerClassName}>{children}</div>
    </section>
  );
}
