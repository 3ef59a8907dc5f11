import { localizedPath, type Lang } from '../../shared/languages';
import { NewTabLink } from './new-tab-link';

/** The checkout's links to the terms or privacy page of the language, opened beside the form. */
export function checkoutLegalLink(lang: Lang, newTab: string) {
  return function legalLink(page: 'terms' | 'privacy', text: string) {
    return (
      <NewTabLink
        href={localizedPath(page, lang)}
        className="font-semibold text-wine underline underline-offset-2 hover:text-wine-dark"
        newTab={newTab}
        testId={`${page}-link`}
      >
        {text}
      </NewTabLink>
    );
  };
}
