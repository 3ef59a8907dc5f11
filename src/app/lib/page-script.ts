/**
 * The small script every page carries inline, before any framework code: the cookie banner,
 * consent-gated tracking, the language and section menus and the landing page's mobile buy
 * bar. It is static (the Content-Security-Policy allows it by its hash) and serialized with
 * Function#toString, so it must not reference anything outside its own body.
 */
function pageScript() {
  // A checkout session id in the address bar is a key to the purchase: it is taken out of the
  // address before anything else runs (trackers send the page's address), and kept in this
  // tab's session storage so a reload still finds the purchase.
  try {
    const url = new URL(location.href);
    const isThanks = /^\/(danke|grazie|thank-you|gracias|merci)\/?$/.test(url.pathname);
    let moved = false;
    for (const param of isThanks ? ['session_id', 'id'] : ['session_id']) {
      const value = url.searchParams.get(param);
      if (value === null) continue;
      sessionStorage.setItem('purchaseSession', value);
      url.searchParams.delete(param);
      moved = true;
    }
    if (moved) history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // No storage or history: the address stays as it came.
  }

  const KEY = 'cookieConsent';
  const body = document.body;
  const gaId = body.dataset.ga || '';
  const pixelId = body.dataset.pixel || '';
  const gaSrc = body.dataset.gaSrc || 'https://www.googletagmanager.com/gtag/js';
  const pixelSrc = body.dataset.pixelSrc || 'https://connect.facebook.net/en_US/fbevents.js';
  const w = window as any;
  let started = false;

  function consent(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  }

  function inject(src: string) {
    const s = document.createElement('script');
    s.async = true;
    s.src = src;
    document.head.appendChild(s);
  }

  // Google Consent Mode v2: every kind of storage is denied before anything can load. The
  // tag itself loads only after consent 'all', which updates these to granted.
  if (gaId) {
    w.dataLayer = w.dataLayer || [];
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }

  // The product of a product page (the landing pages), for the product view and checkout events.
  const productEl = document.querySelector('[data-track-product]') as HTMLElement | null;
  let product: Record<string, unknown> | null = null;
  try {
    product = productEl ? JSON.parse(productEl.dataset.trackProduct || 'null') : null;
  } catch {
    product = null;
  }

  // Tracking starts once, and only with consent 'all'; then this page counts as viewed, on the
  // visit where consent is given too: one page view per page (the tag's own is switched off).
  function startTracking() {
    if (started || consent() !== 'all') return;
    started = true;
    try {
      if (gaId) {
        w.gtag('consent', 'update', {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
        });
        w.gtag('js', new Date());
        w.gtag('config', gaId, { send_page_view: false });
        inject(gaSrc + (gaSrc.includes('?') ? '&' : '?') + 'id=' + encodeURIComponent(gaId));
      }
      if (pixelId) {
        const f: any = (w.fbq = function () {
          /* eslint-disable prefer-rest-params */
          if (f.callMethod) f.callMethod(...arguments);
          else f.queue.push(arguments);
          /* eslint-enable prefer-rest-params */
        });
        f.push = f;
        f.loaded = true;
        f.version = '2.0';
        f.queue = [];
        inject(pixelSrc);
        w.fbq('init', pixelId);
      }
    } catch (err) {
      console.error('tracking failed', err);
    }
    w.shopTrack('page_view', { page_path: location.pathname });
    if (product) w.shopTrack('view_item', product);
  }

  /** Records an event only when consent is 'all' and tracking has started. */
  w.shopTrack = function (name: string, params: Record<string, unknown>) {
    if (!started || consent() !== 'all') return;
    try {
      if (gaId && w.gtag) w.gtag('event', name, params);
      if (pixelId && w.fbq) {
        const map: Record<string, string> = {
          page_view: 'PageView',
          view_item: 'ViewContent',
          begin_checkout: 'InitiateCheckout',
          purchase: 'Purchase',
        };
        if (!map[name]) return;
        if (name === 'page_view') return w.fbq('track', 'PageView');
        const items = (params.items as Array<{ item_id?: string }> | undefined) || [];
        const data = {
          value: params.value,
          currency: params.currency,
          content_ids: items.map((i) => i.item_id),
          content_type: 'product',
          num_items: items.length || 1,
        };
        // The order id lets Meta count a purchase once, however often it is reported.
        if (params.transaction_id) {
          w.fbq('track', map[name], data, { eventID: String(params.transaction_id) });
        } else w.fbq('track', map[name], data);
      }
    } catch (err) {
      console.error('tracking failed', err);
    }
  };

  function store(value: 'all' | 'necessary') {
    const previous = consent();
    try {
      localStorage.setItem(KEY, value);
    } catch {
      // Private mode: the choice holds for this page only.
    }
    const banner = document.getElementById('cookie-banner');
    if (banner) banner.hidden = true;
    window.dispatchEvent(new CustomEvent('consent-changed', { detail: value }));
    if (value === 'all') startTracking();
    else if (previous === 'all' && started) {
      // Withdrawn: nothing more is sent from here, and the tags, which cannot be unloaded, go
      // with a fresh page.
      started = false;
      if (gaId && w.gtag) {
        w.gtag('consent', 'update', {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        });
      }
      if (pixelId && w.fbq) w.fbq('consent', 'revoke');
      location.reload();
    }
  }

  const banner = document.getElementById('cookie-banner');
  if (banner) {
    const current = consent();
    if (current !== 'all' && current !== 'necessary') banner.hidden = false;
    banner.addEventListener('click', (e) => {
      const target = (e.target as HTMLElement).closest('[data-consent]') as HTMLElement | null;
      if (target) store(target.dataset.consent === 'all' ? 'all' : 'necessary');
    });
  }

  // The footer's cookie settings reopen the banner; consent stays as it was until a new choice.
  document.addEventListener('click', (e) => {
    if (!(e.target as HTMLElement).closest('[data-cookie-settings]')) return;
    const b = document.getElementById('cookie-banner');
    if (b) {
      b.hidden = false;
      (b.querySelector('[data-consent="all"]') as HTMLElement | null)?.focus();
    }
  });

  startTracking();
  // A page view on every path change of client-side navigation.
  let lastPath = location.pathname;
  window.addEventListener('popstate', () => {
    setTimeout(() => {
      startTracking();
      if (location.pathname !== lastPath) {
        lastPath = location.pathname;
        w.shopTrack('page_view', { page_path: lastPath });
      }
    }, 100);
  });

  // Language menu: close on Escape (focus back on its button) and on a click elsewhere.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    document.querySelectorAll('details[data-language-menu][open]').forEach((d) => {
      d.removeAttribute('open');
      (d.querySelector('summary') as HTMLElement | null)?.focus();
    });
  });
  document.addEventListener('click', (e) => {
    document.querySelectorAll('details[data-language-menu][open]').forEach((d) => {
      if (!d.contains(e.target as Node)) d.removeAttribute('open');
    });
    // The landing page's section menu (a popover below 1024 px) closes once a link is followed.
    const menu = (e.target as HTMLElement).closest('[data-section-menu]') as HTMLElement | null;
    if (menu && (e.target as HTMLElement).closest('a') && menu.matches(':popover-open')) {
      menu.hidePopover();
    }
  });

  // The mobile buy bar steps aside while the pricing card's own buy button is on screen.
  const bar = document.querySelector('[data-mobile-bar]');
  const cardBuy = document.querySelector('[data-buy="pricing"]');
  if (bar && cardBuy && 'IntersectionObserver' in window) {
    new IntersectionObserver((entries) => {
      bar.toggleAttribute('data-aside', entries[entries.length - 1].isIntersecting);
    }).observe(cardBuy);
  }
}

export const PAGE_SCRIPT = `(${pageScript.toString()})();`;
