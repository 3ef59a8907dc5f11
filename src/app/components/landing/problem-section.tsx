import { IconList } from '../icon-list';
import { BuyButton } from './buy-button';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The reader's problem, then the book as its solution. */
export function ProblemSection({ copy, checkout }: LandingSectionProps) {
  return (
    <LandingSection id="problem" background="bg-white">
      <SectionHeading>{copy.problem.headline}</SectionHeading>
      <IconList
        items={copy.problem.bullets}
        icon="cross"
        className="mt-8 space-y-4"
        itemClassName="flex gap-3 text-lg leading-relaxed"
        iconClassName="mt-1 h-5 w-5 shrink-0 text-wine"
        wrapText
      />
      <div className="mt-10 rounded-xl border-l-4 border-brass bg-sand p-6">
        <h3 className="text-xl font-bold">{copy.problem.solutionHeadline}</h3>
        <p className="mt-2 leading-relaxed text-muted">{copy.problem.solutionText}</p>
        <div className="mt-5">
          <BuyButton href={checkout} size="md" track="problem" label={copy.problem.cta} />
        </div>
      </div>
    </LandingSection>
  );
}
