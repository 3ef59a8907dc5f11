import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The author's note with the two verifiable certificates as QR codes. */
export function AuthorSection({ copy, qrCodes }: LandingSectionProps) {
  return (
    <LandingSection
      labelledBy="author-heading"
      background="bg-linen"
      innerClassName="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[240px_1fr] md:py-20"
    >
      <div className="flex flex-col items-center text-center md:items-start md:text-left">
        <img
          src="/images/author.svg"
          alt={copy.author.portraitAlt}
          width="400"
          height="400"
          loading="lazy"
          className="h-48 w-48 rounded-full border-4 border-white shadow-md"
        />
        <p className="mt-4 text-lg font-bold">{copy.author.name}</p>
        <p className="text-sm text-muted">{copy.author.role}</p>
      </div>
      <div>
        <SectionHeading id="author-heading">{copy.author.headline}</SectionHeading>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
          {copy.author.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div
          className="@container mt-10 rounded-xl bg-white p-6 shadow-sm"
          data-testid="certifications"
        >
          <h3 className="text-xl font-bold">{copy.certifications.title}</h3>
          <p className="mt-2 text-muted">{copy.certifications.text}</p>
          {/* Side by side only where the card is wide enough for 'Zertifizierter Verkaufstrainer'. */}
          <ul className="mt-6 grid gap-6 @md:grid-cols-2">
            {copy.certifications.items.map((item, i) => (
              <li key={item.label} className="flex items-center gap-4">
                <img
                  src={qrCodes[i]}
                  alt={item.alt}
                  width="112"
                  height="112"
                  loading="lazy"
                  className="h-28 w-28 rounded border border-stone-200 bg-white"
                />
                <div className="min-w-0">
                  <p className="font-semibold">{item.label}</p>
                  <p className="mt-1 text-sm text-muted">{copy.certifications.scanInstruction}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
