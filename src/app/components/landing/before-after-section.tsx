import { IconList } from '../icon-list';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import type { LandingSectionProps } from './section-props';

function BeforeAfterColumn(props: {
  label: string;
  items: string[];
  icon: 'cross' | 'check';
  boxClass: string;
  accentClass: string;
  iconClass: string;
}) {
  return (
    <div className={`rounded-xl p-6 ${props.boxClass}`}>
      <h3 className={`text-sm font-bold uppercase tracking-wider ${props.accentClass}`}>
        {props.label}
      </h3>
      <IconList
        items={props.items}
        icon={props.icon}
        className="mt-4 space-y-3"
        itemClassName="flex gap-3"
        iconClassName={`mt-0.5 h-5 w-5 shrink-0 ${props.iconClass}`}
        wrapText
      />
    </div>
  );
}

/** The two columns, the service before the method in grey and after it in wine. */
const COLUMNS = [
  {
    side: 'before',
    icon: 'cross',
    boxClass: 'bg-stone-100',
    accentClass: 'text-muted',
    iconClass: 'text-stone-500',
  },
  {
    side: 'after',
    icon: 'check',
    boxClass: 'bg-wine text-white',
    accentClass: 'text-amber-200',
    iconClass: 'text-amber-200',
  },
] as const;

/** The service before and after the method, side by side. */
export function BeforeAfterSection({ copy }: LandingSectionProps) {
  return (
    <LandingSection labelledBy="before-after-heading" background="bg-white" width="max-w-5xl">
      <SectionHeading id="before-after-heading">{copy.beforeAfter.headline}</SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {COLUMNS.map(({ side, icon, ...look }) => (
          <BeforeAfterColumn
            key={side}
            label={copy.beforeAfter[`${side}Label`]}
            items={copy.beforeAfter[side]}
            icon={icon}
            {...look}
          />
        ))}
      </div>
    </LandingSection>
  );
}
