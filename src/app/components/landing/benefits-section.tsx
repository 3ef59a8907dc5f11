import { Icon } from '../icons';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

/** What the reader gains, as a grid of cards. */
export function BenefitsSection({ copy }: LandingSectionProps) {
  return (
    <section id="benefits" className="cv-auto scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <SectionHeading>{copy.benefits.headline}</SectionHeading>
          <p className="mt-3 text-lg text-muted">{copy.benefits.intro}</p>
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
      </div>
    </section>
  );
}
