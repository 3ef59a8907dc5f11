import { Icon } from '../icons';
import { BookCover } from './book-cover';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** What the book contains, the academy bonus when there is one, and the cover beside it. */
export function ContentsSection({ copy, product, hasAcademy }: LandingSectionProps) {
  return (
    <LandingSection
      id="contents"
      background="bg-linen"
      innerClassName="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_300px] md:py-20"
    >
      <div>
        <SectionHeading intro={copy.contents.intro}>{copy.contents.headline}</SectionHeading>
        <ul className="mt-8 space-y-4">
          {copy.contents.bullets.map((b) => (
            <li key={b.text} className="flex gap-4">
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white text-wine shadow-sm">
                <Icon name={b.icon} className="h-5 w-5" />
              </span>
              <span className="pt-2 leading-relaxed">{b.text}</span>
            </li>
          ))}
        </ul>
        {hasAcademy && (
          <p
            className="mt-8 flex gap-3 rounded-xl border border-dashed border-brass bg-white p-5 font-medium"
            data-testid="academy-bonus"
          >
            <Icon name="gift" className="h-6 w-6 shrink-0 text-brass" />
            {copy.contents.bonus}
          </p>
        )}
      </div>
      <div className="hidden md:block">
        <BookCover
          product={product}
          copy={copy}
          loading="lazy"
          className="sticky top-24 w-full rounded-md shadow-xl"
        />
      </div>
    </LandingSection>
  );
}
