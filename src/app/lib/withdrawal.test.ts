import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmWithdrawal, fetchWithdrawal } from './withdrawal';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithdrawal', () => {
  it('returns the facts of a valid link', async () => {
    const info = {
      status: 'available',
      language: 'de',
      orderId: 'ord_1',
      productName: 'Restaurant Closer',
      amount: 4700,
      currency: 'eur',
      paidAt: '2025-01-01T10:00:00Z',
    };
    answer(200, info);
    expect(await fetchWithdrawal('tok')).toEqual(info);
  });

  it('speaks English when the answer names no shop language', async () => {
    answer(200, { status: 'done', language: 'xx' });
    expect(await fetchWithdrawal('tok')).toEqual({ status: 'done', language: 'en' });
  });

  it('treats an unknown status as an invalid link, keeping its language', async () => {
    answer(200, { status: 'weird', language: 'fr' });
    expect(await fetchWithdrawal('tok')).toEqual({ status: 'invalid', language: 'fr' });
  });

  it('throws on a server failure without a status', async () => {
    answer(502, 'Bad gateway');
    await expect(fetchWithdrawal('tok')).rejects.toThrow('withdrawal status 502');
  });
});

describe('confirmWithdrawal', () => {
  it('names what happened meanwhile: a download, or a refund by the seller in full or in part', async () => {
    const cases = [
      ['withdrawLapsed', 409, 'lapsed'],
      ['withdrawRefunded', 410, 'refunded'],
      ['withdrawPartlyRefunded', 409, 'partlyRefunded'],
      ['withdrawRefundFailed', 502, null],
      ['toString', 409, null],
    ] as const;
    for (const [code, status, state] of cases) {
      answer(status, { message: `because ${code}`, code });
      expect(await confirmWithdrawal('tok')).toEqual({
        ok: false,
        message: `because ${code}`,
        status: state,
      });
    }
  });
});
