import { useRef, useState } from 'react';
import type { Lang } from '../../shared/languages';
import { readErrorBody } from '../../shared/api/errors';
import { checkVatId, isEuCountry } from '../../shared/vat';
import {
  VAT_CHECK_COPY,
  type VatNumberCheckAnswer,
  type VatNumberCheckStatus,
} from '../../shared/vat-number-check';
import { readJson } from './read-json';

/** What the page shows of a VAT number's check: under way, or VIES's answer for one number. */
export interface VatCheckState {
  /** The number and country it is about, as checked: 'FR12345678901|FR'. */
  key: string;
  status: 'checking' | VatNumberCheckStatus;
  message: string | null;
}

/**
 * POST /api/vat-number-check. A refusal (too many checks, a number the server finds wrong) or
 * a failed request counts as "could not be checked", with the server's message when it sent one.
 */
async function askVies(vatId: string, country: string, lang: Lang): Promise<VatNumberCheckAnswer> {
  try {
    const res = await fetch('/api/vat-number-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ vatId, country, language: lang }),
    });
    const data = await readJson<Partial<VatNumberCheckAnswer>>(res);
    if (res.ok && data && typeof data.status === 'string') {
      return { status: data.status, vatId, message: data.message ?? null };
    }
    const refusal = readErrorBody(data);
    return { status: 'unavailable', vatId, message: refusal?.message ?? null };
  } catch {
    return { status: 'unavailable', vatId, message: null };
  }
}

/**
 * The checkout's VIES check of a business buyer's VAT number (docs/decisions/070-invoices.md):
 * asked when the field is left and before paying, once per number and country; a number
 * without its country's format is not asked (the field's own message says what is wrong).
 */
export function useVatNumberCheck(lang: Lang) {
  const [state, setState] = useState<VatCheckState | null>(null);
  const asked = useRef<{ key: string; answer: Promise<VatCheckState | null> } | null>(null);

  function check(vatId: string, country: string): Promise<VatCheckState | null> {
    const format = vatId.trim() && isEuCountry(country) ? checkVatId(vatId, country) : null;
    if (!format?.ok) {
      clear();
      return Promise.resolve(null);
    }
    const key = `${format.vatId}|${country}`;
    if (asked.current?.key === key) return asked.current.answer;
    setState({ key, status: 'checking', message: VAT_CHECK_COPY[lang].checking });
    const answer = askVies(format.vatId, country, lang).then((a) => {
      const next: VatCheckState = {
        key,
        status: a.status,
        message:
          a.message ?? (a.status === 'unavailable' ? VAT_CHECK_COPY[lang].unavailable : null),
      };
      // A later number's check may have begun meanwhile: only the current one is shown.
      if (asked.current?.key === key) setState(next);
      return next;
    });
    asked.current = { key, answer };
    return answer;
  }

  function clear() {
    asked.current = null;
    setState(null);
  }

  return { state, check, clear };
}
