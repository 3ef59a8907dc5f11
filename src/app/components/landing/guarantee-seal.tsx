import { Icon } from '../icons';

/**
 * The round guarantee seal of the pricing card: the figure ('100 %') set large, the words
 * around it small, each on a line of its own so the longest word ('Satisfacción') still
 * fits inside the ring. It floats at the card's top right corner, so the card's first
 * lines wrap beside it and never run under it.
 */
export function GuaranteeSeal({ label }: { label: string }) {
  const m = /^(.*?)(\d+\s?%)(.*)$/.exec(label);
  const [before, figure, after] = m ? [m[1].trim(), m[2], m[3].trim()] : [label, '', ''];
  const word = 'block max-w-[5.25rem] text-[0.625rem] leading-tight tracking-wide';
  return (
    <div
      className="relative z-10 float-right -mr-8 -mt-12 mb-2 ml-4 flex h-28 w-28 rotate-12 flex-col items-center justify-center rounded-full border-4 border-double border-brass bg-white text-center font-extrabold uppercase text-brass shadow-md sm:-mr-14 sm:-mt-18"
      data-testid="guarantee-seal"
    >
      <Icon name="shield" className="h-5 w-5" />
      <p className="mt-0.5" data-seal-text>
        {before && <span className={word}>{before}</span>}
        {figure && <span className="block text-xl leading-none">{figure}</span>}
        {after && <span className={word}>{after}</span>}
      </p>
    </div>
  );
}
