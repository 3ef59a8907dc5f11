import type { ReactNode } from 'react';
import type { Lang } from '../../shared/languages';

/** The three equal upright bands of a 3:2 flag (Italy's, France's), left to right. */
function verticalStripes(colours: [string, string, string]) {
  return colours.map((fill, i) => <path key={fill} fill={fill} d={`M${i} 0h1v2H${i}z`} />);
}

/** Each language's flag: its drawing's view box and what is drawn in it. */
const DRAWINGS: Record<Lang, { viewBox: string; drawing: ReactNode }> = {
  en: {
    viewBox: '0 0 60 30',
    drawing: (
      <>
        <clipPath id="uk-c">
          <path d="M0 0v30h60V0z" />
        </clipPath>
        <g clipPath="url(#uk-c)">
          <path d="M0 0v30h60V0z" fill="#012169" />
          <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
          <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="2.5" />
          <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
        </g>
      </>
    ),
  },
  it: { viewBox: '0 0 3 2', drawing: verticalStripes(['#009246', '#fff', '#ce2b37']) },
  de: {
    viewBox: '0 0 5 3',
    drawing: (
      <>
        <path d="M0 0h5v3H0z" />
        <path fill="#D00" d="M0 1h5v2H0z" />
        <path fill="#FFCE00" d="M0 2h5v1H0z" />
      </>
    ),
  },
  es: {
    viewBox: '0 0 3 2',
    drawing: (
      <>
        <path fill="#AA151B" d="M0 0h3v2H0z" />
        <path fill="#F1BF00" d="M0 .5h3v1H0z" />
      </>
    ),
  },
  fr: { viewBox: '0 0 3 2', drawing: verticalStripes(['#002395', '#fff', '#ED2939']) },
};

/** Inline SVG flags: emoji flags do not render on every system. */
export function Flag({ lang, className = 'h-4 w-6' }: { lang: Lang; className?: string }) {
  const { viewBox, drawing } = DRAWINGS[lang];
  return (
    <svg viewBox={viewBox} className={`${className} shrink-0 rounded-sm shadow-sm`} aria-hidden>
      {drawing}
    </svg>
  );
}
