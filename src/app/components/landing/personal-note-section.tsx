import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The author's personal note and signature. */
export function PersonalNoteSection({ copy }: LandingSectionProps) {
  return (
    <section className="cv-auto bg-linen" aria-labelledby="note-heading">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading id="note-heading">{copy.personalNote.headline}</SectionHeading>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
          {copy.personalNote.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <p className="mt-6 font-serif text-2xl italic text-wine">{copy.personalNote.signature}</p>
      </div>
    </section>
  );
}
