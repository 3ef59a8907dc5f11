export function SectionHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
      {children}
    </h2>
  );
}
