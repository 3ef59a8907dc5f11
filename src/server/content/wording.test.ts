import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/languages';
import { CHECKOUT_MESSAGES, DELIVERY_COPY } from './index';
import { DEMO_PAYMENT_COPY } from './demo-payment';
import { es } from './es';
import { fr } from './fr';
import { leaves } from '../../app/content/copy-leaves';
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

  it('writes "e-mail" in French but in the one message the specification fixes (decision 088)', () => {
    const email = leaves(fr).filter(([, text]) => /(?<![-{])\bemails?\b/i.test(text));
    expect(email).toEqual([['checkout.invalidEmail', 'Veuillez entrer une adresse email valide']]);
  });

  it('calls the Italian terms "condizioni generali"', () => {
    expect(CHECKOUT_MESSAGES.it.termsRequired).toBe('Accetta le condizioni generali');
    expect(JSON.stringify(italian)).not.toMatch(/termini/);
  });

  it('marks the demo payment page as a test in the buyer’s language', () => {
    const marking = {
      en: 'TEST MODE',
      it: 'MODALITÀ DI PROVA',
      de: 'TESTMODUS',
      es: 'MODO DE PRUEBA',
      fr: 'MODE TEST',
    };
    for (const lang of LANGS) {
      expect(DEMO_PAYMENT_COPY[lang].testMode.startsWith(`${marking[lang]} – `), lang).toBe(true);
    }
  });
});
