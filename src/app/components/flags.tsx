import type { Lang } from '../../shared/languages';

/** Inline SVG flags: emoji flags do not render on every system. */
export function Flag({ lang, className = 'h-4 w-6' }: { lang: Lang; className?: string }) {
  const common = {
    className: `${className} shrink-0 rounded-sm shadow-sm`,
    'aria-hidden': true,
  } as const;
  switch (lang) {
    case 'en':
      return (
        <svg viewBox="0 0 60 30" {...common}>
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
        </svg>
      );
    case 'it':
      return (
        <svg viewBox="0 0 3 2" {...common}>
          <path fill="#009246" d="M0 0h1v2H0z" />
          <path fill="#fff" d="M1 0h1v2H1z" />
          <path fill="#ce2b37" d="M2 0h1v2H2z" />
        </svg>
      );
    case 'de':
      return (
        <svg viewBox="0 0 5 3" {...common}>
          <path d="M0 0h5v3H0z" />
          <path fill="#D00" d="M0 1h5v2H0z" />
          <path fill="#FFCE00" d="M0 2h5v1H0z" />
        </svg>
      );
    case 'es':
      return (
        <svg viewBox="0 0 3 2" {...common}>
          <path fill="#AA151B" d="M0 0h3v2H0z" />
          <path fill="#F1BF00" d="M0 .5h3v1H0z" />
        </svg>
      );
    case 'fr':
      return (
        <svg viewBox="0 0 3 2" {...common}>
          <path fill="#002395" d="M0 0h1v2H0z" />
          <path fill="#fff" d="M1 0h1v2H1z" />
          <path fill="#ED2939" d="M2 0h1v2H2z" />
        </svg>
      );
  }
}
