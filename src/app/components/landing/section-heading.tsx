/** A section's title, and the introduction under it where the section has one. */
export function SectionHeading({
  children,
  id,
  intro,
}: {
  children: React.ReactNode;
  id?: string;
  intro?: string;
}) {
  return (
    <>
      <h2 id={id} className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {children}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </>
  );
}
