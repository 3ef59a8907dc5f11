import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, DELIVERY_COPY } from './index';
import { es } from './es';
import { it as italian } from './it';

describe('the server’s wording as native speakers write it', () => {
  it('addresses Spanish buyers as tú, the resend answer included', () => {
    expect(DELIVERY_COPY.es.api.neutral).toBe(
      'Si has comprado el e-book con esta dirección, te acabamos de enviar el enlace de descarga. Revisa también la carpeta de spam.',
    );
    const spanish = JSON.stringify(es);
    expect(spanish).not.toMatch(/\ble acabamos\b|\bsu enlace\b/);
  });

  it('writes "email" in Spanish, never "e-mail"', () => {
    expect(JSON.stringify(es)).not.toMatch(/\be-mail\b/i);
    expect(DELIVERY_COPY.es.page.formTitle).toBe('Recibe un enlace nuevo por email');
  });

  it('calls the Italian terms "condizioni generali"', () => {
    expect(CHECKOUT_MESSAGES.it.termsRequired).toBe('Accetta le condizioni generali');
    expect(JSON.stringify(italian)).not.toMatch(/termini/);
  });
});
