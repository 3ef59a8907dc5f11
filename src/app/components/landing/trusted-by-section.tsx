import { IconList } from '../icon-list';
import { LandingSection } from './landing-section';
import type { LandingSectionProps } from './section-props';

/** The restaurants that work with the method. */
export function TrustedBySection({ copy }: LandingSectionProps) {
  return (
    <LandingSection
      labelledBy="trusted-heading"
      background="bg-white"
      innerClassName="mx-auto max-w-5xl px-4 py-12 text-center sm:px-6"
    >
      <h2 id="trusted-heading" className="text-sm font-bold uppercase tracking-wider text-muted">
        {copy.trustedBy.headline}
      </h2>
      <IconList
        items={copy.trustedBy.items}
        icon="star"
        className="mt-6 flex flex-wrap justify-center gap-3"
        itemClassName="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 font-serif text-lg italic text-stone-700"
        iconClassName="h-4 w-4 text-brass"
      />
    </LandingSection>
  );
}
