import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '../../shared/languages';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import { fetchPurchaseDetail } from './purchase-detail';

const copy = { missingId: 'missing', loadFailed: 'load failed', exception: 'exception' };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const paid = {
  status: 'paid',
  orderId: 'ord_1',
  downloadUrl: '/download/abc',
  withdrawUrl: null,
  language: 'it',
  email: 'a@example.com',
  productName: 'Restaurant Closer',
  amount: 4700,
  currency: 'eur',
};

describe('fetchPurchaseDetail', () => {
  it('returns a paid purchase', async () => {
    answer(200, paid);
    expect(await fetchPurchaseDetail('cs_1', copy, 'en')).toEqual({ kind: 'paid', detail: paid });
  });

  it('keeps asking while the payment is pending', async () => {
    answer(202, { status: 'pending' });
    expect(await fetchPurchaseDetail('cs_1', copy, 'en')).toEqual({ kind: 'pending' });
  });

  it('sends a payment that failed after all to the error page of the language', async () => {
    answer(409, { code: 'paymentFailed', message: 'Die Zahlung wurde nicht abgeschlossen.' });
    expect(await fetchPurchaseDetail('cs_1', copy, 'de')).toEqual({
      kind: 'failed',
      language: 'de',
    });
  });

  it("shows the server's message, else the page's own", async () => {
    answer(404, { message: 'Unknown session' });
    expect(await fetchPurchaseDetail('cs_1', copy, 'en')).toEqual({
      kind: 'error',
      message: 'Unknown session',
    });
    answer(200, { ...paid, downloadUrl: undefined });
    expect(await fetchPurchaseDetail('cs_1', copy, 'en')).toEqual({
      kind: 'error',
      message: 'load failed',
    });
  });

  it.each(LANGS)(
    'says in the page language (%s) what the server answered in the buyer’s',
    async (lang) => {
      const own = PURCHASE_ANSWERS[lang];
      answer(403, { message: PURCHASE_ANSWERS.fr.detailOtherBrowser });
      expect(await fetchPurchaseDetail('cs_1', copy, lang)).toEqual({
        kind: 'elsewhere',
        message: own.detailOtherBrowser,
      });
      for (const [code, message] of [
        ['paymentExpired', own.paymentExpired],
        ['purchaseRefunded', own.purchaseRefunded],
        ['purchaseWithdrawn', own.purchaseWithdrawn],
      ]) {
        answer(code === 'paymentExpired' ? 409 : 410, {
          code,
          message: PURCHASE_ANSWERS.en.purchaseRefunded,
        });
        expect(await fetchPurchaseDetail('cs_1', copy, lang)).toEqual({ kind: 'error', message });
      }
    },
  );

  it('falls back to English for a language the shop does not have', async () => {
    answer(200, { ...paid, language: 'xx' });
    const result = await fetchPurchaseDetail('cs_1', copy, 'en');
    expect(result.kind === 'paid' && result.detail.language).toBe('en');
  });
});
