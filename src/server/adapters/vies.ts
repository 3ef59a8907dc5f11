/**
 * VIES, the EU's check of VAT numbers (the Commission's REST service, or a stand-in at
 * VIES_URL in tests). A reverse-charge invoice rests on a number VIES confirmed: a typed number
 * that merely has the right shape proves nothing. An unreachable VIES, a member state's
 * database that is down, or an answer that takes too long is "unavailable": the sale then
 * bears the VAT of the buyer's country, and the invoice can be corrected later.
 */
export interface ViesAnswer {
  status: 'valid' | 'invalid' | 'unavailable';
  /** When VIES answered (or was found unreachable), ISO. */
  checkedAt: string;
  /** VIES's consultation number, when it gave one: the proof of the check. */
  requestId: string | null;
}

export interface ViesClient {
  /** `vatId` compact, with its prefix: DE123456789. */
  check(vatId: string): Promise<ViesAnswer>;
}

export function createViesClient(opts: { url: string; timeoutMs?: number }): ViesClient {
  return {
    async check(vatId) {
      const checkedAt = new Date().toISOString();
      // "DE123456789": the two letters are the member state (Greece is EL in VIES).
      const countryCode = vatId.slice(0, 2).toUpperCase();
      const vatNumber = vatId.slice(2);
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
        });
        if (!res.ok) return { status: 'unavailable', checkedAt, requestId: null };
        const body = (await res.json()) as {
          valid?: unknown;
          userError?: unknown;
          requestIdentifier?: unknown;
          requestDate?: unknown;
        };
        const requestId =
          typeof body.requestIdentifier === 'string' && body.requestIdentifier
            ? body.requestIdentifier.slice(0, 100)
            : null;
        const at =
          typeof body.requestDate === 'string' && !Number.isNaN(Date.parse(body.requestDate))
            ? new Date(body.requestDate).toISOString()
            : checkedAt;
        if (body.valid === true) return { status: 'valid', checkedAt: at, requestId };
        // VIES says "invalid" only when it really looked the number up; an error code such as
        // MS_UNAVAILABLE or TIMEOUT means it could not.
        const error = typeof body.userError === 'string' ? body.userError : 'VALID';
        if (body.valid === false && (error === 'INVALID' || error === 'VALID' || error === ''))
          return { status: 'invalid', checkedAt: at, requestId };
        return { status: 'unavailable', checkedAt: at, requestId };
      } catch {
        return { status: 'unavailable', checkedAt, requestId: null };
      }
    },
  };
}
