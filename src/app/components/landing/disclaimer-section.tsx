import type { LandingSectionProps } from './section-props';

export function DisclaimerSection({ copy }: LandingSectionProps) {
  return (
    <section className="cv-auto bg-white" aria-label="Disclaimer">
      <p
        className="mx-auto max-w-3xl px-4 py-8 text-center text-sm text-muted sm:px-6"
        data-testid="disclaimer"
      >
        {copy.disclaimer}
      </p>
    </section>
  );
}
