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
