import { useId, useRef, useState } from 'react';
import { LANGUAGE_INFO } from '../../shared/languages';
import type { PartnerLink } from '../../shared/partner-links';

const BUTTON =
  'inline-flex min-h-9 shrink-0 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50';

/** The partners as the links list needs them. */
interface PartnerWithLinks {
  code: string;
  name: string;
  active: boolean;
  links: PartnerLink[];
}

/**
 * Each partner's links to the sales page, one per language (`?ref=CODE`, decision D18), each
 * with a copy button: the seller sends them to the partner as they are.
 */
export function PartnerLinksList({ partners }: { partners: PartnerWithLinks[] }) {
  const id = useId();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-links`} data-testid="partner-links">
      <h3 id={`${id}-links`} className="text-base font-semibold text-ink">
        Links der Partner
      </h3>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Jeder Besuch über einen dieser Links zählt für den Partner. Je Sprache führt ein Link zur
        Verkaufsseite; „Partnerseite senden“ schickt sie dem Partner mit.
      </p>
      <div className="mt-3 grid gap-4 xl:grid-cols-2">
        {partners.map((p) => (
          <div
            key={p.code}
            className="min-w-0 rounded-md border border-stone-200 p-3"
            data-partner-links={p.code}
          >
            <p className="text-sm font-medium text-ink">
              {p.name}{' '}
              <span className="font-mono text-xs font-normal text-muted">
                {p.code}
                {p.active ? '' : ' · pausiert'}
              </span>
            </p>
            <ul className="mt-2 space-y-2">
              {p.links.map((link) => (
                <li key={link.lang}>
                  <CopyField
                    label={LANGUAGE_INFO[link.lang].name}
                    lang={link.lang}
                    value={link.url}
                    copyLabel={`Link von ${p.code} (${LANGUAGE_INFO[link.lang].name}) kopieren`}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * A read-only address with a copy button. The Clipboard API copies it where the browser allows
 * (a secure page, permission); otherwise the text is selected, ready for Ctrl+C, and the
 * status line says so.
 */
function CopyField(props: { label: string; lang?: string; value: string; copyLabel: string }) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  const selectText = () => {
    input.current?.focus();
    input.current?.select();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(props.value);
      setState('copied');
    } catch {
      selectText();
      setState('selected');
    }
  };

  return (
    <div>
      <label htmlFor={id} lang={props.lang} className="block text-xs font-medium text-muted">
        {props.label}
      </label>
      <div className="mt-0.5 flex items-start gap-2">
        {/* A text area, so a phone shows the whole address (the code is at its end). */}
        <textarea
          id={id}
          ref={input}
          readOnly
          rows={2}
          value={props.value}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 resize-none break-all rounded-md border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs text-ink field-sizing-content"
        />
        <button
          type="button"
          className={BUTTON}
          aria-label={props.copyLabel}
          onClick={() => void copy()}
        >
          Kopieren
        </button>
      </div>
      <p role="status" className="min-h-4 text-xs text-muted">
        {state === 'copied'
          ? 'Kopiert.'
          : state === 'selected'
            ? 'Markiert: mit Strg+C (Mac: ⌘+C) kopieren.'
            : ''}
      </p>
    </div>
  );
}
