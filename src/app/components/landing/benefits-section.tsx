import { Icon } from '../icons';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** What the reader gains, as a grid of cards. */
export function BenefitsSection({ copy }: LandingSectionProps) {
  return (
    <LandingSection id="benefits" background="bg-white" width="max-w-6xl">
      <div className="max-w-2xl">
        <SectionHeading intro={copy.benefits.intro}>{copy.benefits.headline}</SectionHeading>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.benefits.items.map((b) => (
          <li key={b.title} className="rounded-xl border border-stone-200 p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-sand text-wine">
              <Icon name={b.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold">{b.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{b.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
