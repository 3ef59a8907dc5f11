/**
 * A band of the landing page; the content sits in a centred column of the given width (its
 * text centred too where centred is set), or in the layout innerClassName names. A section the menu links to (it has an id) stops below the
 * sticky header through the document's scroll padding. Every band is laid out from the start:
 * skipped rendering (content-visibility) would guess the heights of the bands in between and
 * send a menu link to the wrong place.
 */
export function LandingSection({
  id,
  labelledBy,
  background,
  width = 'max-w-3xl',
  centred = false,
  innerClassName = `mx-auto ${width} px-4 py-16 ${centred ? 'text-center ' : ''}sm:px-6 md:py-20`,
  children,
}: {
  id?: string;
  labelledBy?: string;
  background: string;
  width?: string;
  centred?: boolean;
  innerClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} className={background} aria-labelledby={labelledBy}>
      <div className={innerClassName}>{children}</div>
    </section>
  );
}
