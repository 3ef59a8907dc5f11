import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The author's personal note and signature. */
export function PersonalNoteSection({ copy }: LandingSectionProps) {
  return (
    <LandingSection labelledBy="note-heading" background="bg-linen" width="max-w-2xl">
      <SectionHeading id="note-heading">{copy.personalNote.headline}</SectionHeading>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
        {copy.personalNote.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <p className="mt-6 font-serif text-2xl italic text-wine">{copy.personalNote.signature}</p>
    </LandingSection>
  );
}
