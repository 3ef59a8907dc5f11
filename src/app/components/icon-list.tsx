import type { IconName } from '../content/landing/types';
import { Icon } from './icons';

/**
 * A list whose items each lead with the same icon: bullet points, what is included, fact
 * chips. wrapText puts each text in a span, for lines that wrap beside their icon.
 */
export function IconList({
  items,
  icon,
  className,
  itemClassName,
  iconClassName,
  wrapText = false,
}: {
  items: readonly string[];
  icon: IconName;
  className: string;
  itemClassName: string;
  iconClassName: string;
  wrapText?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text} className={itemClassName}>
          <Icon name={icon} className={iconClassName} />
          {wrapText ? <span>{text}</span> : text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Facts as white pills, each with a green tick: the landing hero's and the thank-you page's.
 * chipClassName adds what differs between the two (the type size, the text colour).
 */
export function FactChips({
  items,
  className,
  chipClassName,
}: {
  items: readonly string[];
  className: string;
  chipClassName: string;
}) {
  return (
    <IconList
      items={items}
      icon="check"
      className={className}
      itemClassName={`inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium ${chipClassName}`}
      iconClassName="h-4 w-4 text-emerald-800"
    />
  );
}
