import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** The questions; <details name> keeps one item open at a time, natively. */
export function FaqSection({ copy }: LandingSectionProps) {
  return (
    <LandingSection id="faq" background="bg-white">
      <SectionHeading>{copy.faq.headline}</SectionHeading>
      <div
        className="mt-8 divide-y divide-stone-200 rounded-xl border border-stone-200"
        data-testid="faq"
      >
        {copy.faq.items.map((item) => (
          <details key={item.question} name="faq" className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg
                viewBox="0 0 20 20"
                className="h-5 w-5 shrink-0 transition group-open:rotate-45"
                aria-hidden="true"
              >
                <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
