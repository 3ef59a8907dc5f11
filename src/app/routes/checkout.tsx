import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/checkout';
import { langFromPath, localizedPath } from '../../shared/languages';
import { priceDisplay, selectProduct } from '../../shared/products';
import { isValidEmail } from '../../shared/validation';
import { ConsentCheckbox } from '../components/consent-checkbox';
import { NewTabLink } from '../components/new-tab-link';
import { OrderSummary } from '../components/order-summary';
import { SecurePaymentBadge, ShopIcon } from '../components/shop-icons';
import { ShopPage, shopMeta } from '../components/shop-page';
import { fill } from '../content/index';
import { SHOP } from '../content/shop/index';
import { createCheckoutSession } from '../lib/checkout-session';
import { trackedItem } from '../lib/tracking';
import {
  BusinessDetails,
  EMPTY_BUSINESS,
  type BusinessField,
  type BusinessFormState,
} from '../components/business-details';
import { INVOICE_DETAILS } from '../content/shop/invoice-details';
import { businessMessage, checkBusinessDetails } from '../../shared/business-details';
import { EU_COUNTRIES, OTHER_COUNTRIES, countryName } from '../../shared/vat';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const product = selectProduct(await context.shop.listProducts(), lang);
  if (!product) throw data(null, { status: 404 });
  const price = priceDisplay(product, lang);
  return {
    lang,
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      photo: product.photo,
    },
    price,
    title: `${SHOP[lang].titles.checkout} | Restaurant Closer`,
    copy: SHOP[lang].checkout,
    // Filled here, so the page's bundle carries no copy-filling code of its own.
    labels: {
      buy: fill(SHOP[lang].checkout.buy, { price: price.price }),
      savings: price.saving ? fill(SHOP[lang].checkout.savings, { saving: price.saving }) : null,
    },
    // The business section (decision D16): country names in the page's language, made here so
    // the browser shows exactly what the server rendered.
    invoice: INVOICE_DETAILS[lang],
    countries: {
      eu: namedCountries(EU_COUNTRIES, lang),
      other: namedCountries(OTHER_COUNTRIES, lang),
    },
  };
}

function namedCountries(codes: readonly string[], lang: string) {
  return codes
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.title);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lang, product, price, labels, copy, invoice, countries } = loaderData;
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  // The express consent to immediate delivery: a box of its own, unticked (decision D15).
  const [consented, setConsented] = useState(false);
  const [consentTouched, setConsentTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The optional business details: checked as the buyer leaves each field, and on the click.
  const [business, setBusiness] = useState<BusinessFormState>(EMPTY_BUSINESS);
  const [businessTouched, setBusinessTouched] = useState<Set<BusinessField>>(new Set());
  const [businessServerError, setBusinessServerError] = useState<{
    field: BusinessField;
    message: string;
  } | null>(null);

  // Coming back from the payment page with the browser's back button restores this page from
  // the back-forward cache, still "processing": give the buyer a working button again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const address = email.trim();
  const showEmail = emailTouched || attempted;
  const emailError = !address
    ? showEmail
      ? copy.emailRequired
      : null
    : showEmail && !isValidEmail(address)
      ? copy.emailInvalid
      : null;
  // The spec has two texts: one after the box loses focus, one after a click on the button.
  const termsError = accepted
    ? null
    : attempted
      ? copy.termsClick
      : termsTouched
        ? copy.termsRequired
        : null;
  const consentError =
    consented || !(consentTouched || attempted) ? null : copy.deliveryConsentRequired;
  const businessCheck = business.open ? checkBusinessDetails(business) : null;
  const businessErrors: Partial<Record<BusinessField, string>> = {};
  if (businessCheck && !businessCheck.ok) {
    for (const [field, code] of Object.entries(businessCheck.errors) as Array<
      [BusinessField, keyof typeof invoice.messages]
    >) {
      if (attempted || businessTouched.has(field))
        businessErrors[field] = businessMessage(lang, code, business.country, invoice.messages);
    }
  }
  if (businessServerError && !businessErrors[businessServerError.field])
    businessErrors[businessServerError.field] = businessServerError.message;
  // Shown disabled while something is missing, yet clickable: the click says what is missing.
  const incomplete = !address || !accepted || !consented;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setError(null);
    setAttempted(true);
    if (!address || !isValidEmail(address)) {
      emailRef.current?.focus();
      return;
    }
    if (!accepted) {
      termsRef.current?.focus();
      return;
    }
    if (!consented) {
      consentRef.current?.focus();
      return;
    }
    if (businessCheck && !businessCheck.ok) {
      const first = (['company', 'address', 'country', 'vatId'] as const).find(
        (f) => businessCheck.errors[f],
      );
      document.getElementById(`${id}-business-${first}`)?.focus();
      return;
    }
    setProcessing(true);
    try {
      const result = await createCheckoutSession({
        products: [{ productId: product.id, quantity: 1 }],
        successRouter: localizedPath('success', lang),
        cancelRouter: localizedPath('cancel', lang),
        email: address,
        language: lang,
        acceptTerms: true,
        acceptImmediateDelivery: true,
        ...(business.open
          ? {
              business: {
                company: business.company,
                address: business.address,
                country: business.country,
                vatId: business.vatId,
              },
            }
          : {}),
      });
      if (!result.ok) {
        // A refused business field is shown under that field, which gets the focus.
        if (result.field && business.open && result.message) {
          setBusinessServerError({ field: result.field as BusinessField, message: result.message });
          setProcessing(false);
          document.getElementById(`${id}-business-${result.field}`)?.focus();
          return;
        }
        setError(result.message ?? copy.sessionError);
        setProcessing(false);
        return;
      }
      window.shopTrack?.('begin_checkout', {
        currency: price.currency,
        value: price.amount,
        items: [trackedItem(product.name, price.amount)],
      });
      // Same tab (decision D2); the button stays disabled until the payment page opens.
      window.location.assign(result.checkoutUrl);
    } catch {
      setError(copy.genericError);
      setProcessing(false);
    }
  }

  /** The terms or privacy page of the language, opened beside the form. */
  const legalLink = (page: 'terms' | 'privacy', text: string) => (
    <NewTabLink
      href={localizedPath(page, lang)}
      className="font-semibold text-wine underline underline-offset-2 hover:text-wine-dark"
      newTab={copy.newTab}
      testId={`${page}-link`}
    >
      {text}
    </NewTabLink>
  );

  return (
    <ShopPage lang={lang} pathname={localizedPath('checkout', lang)}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-2 sm:px-6 md:pb-20 md:pt-6">
        <a
          href={localizedPath('home', lang)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
          data-testid="back-home"
        >
          <ShopIcon name="arrowLeft" className="h-4 w-4" />
          {copy.backToHome}
        </a>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink md:mt-2 md:text-3xl">
          {copy.heading}
        </h1>
        <p className="mt-1 hidden text-muted md:block">{copy.intro}</p>

        <div className="mt-4 grid gap-5 md:mt-8 md:grid-cols-5 md:gap-10">
          <div className="md:col-span-2">
            <div className="md:sticky md:top-6">
              <OrderSummary copy={copy} product={product} price={price} savings={labels.savings} />
            </div>
          </div>

          <form
            noValidate
            onSubmit={onSubmit}
            className="md:col-span-3 md:rounded-xl md:border md:border-stone-200 md:p-8 md:shadow-sm"
            aria-labelledby={`${id}-form-title`}
            data-testid="checkout-form"
          >
            <h2 id={`${id}-form-title`} className="sr-only text-lg font-bold md:not-sr-only">
              {copy.formTitle}
            </h2>

            <div className="md:mt-5">
              <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
                {copy.emailLabel}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                aria-required="true"
                placeholder={copy.emailPlaceholder}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                onBlur={() => setEmailTouched(true)}
                aria-invalid={emailError ? 'true' : undefined}
                aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ''}`}
                className={`mt-1.5 block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-stone-400 ${
                  emailError ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400'
                }`}
                data-testid="email"
              />
              <FieldError id={`${id}-email-error`} testId="email-error" message={emailError} />
              <p id={`${id}-email-hint`} className="mt-1.5 hidden text-xs text-muted sm:block">
                {copy.emailHint}
              </p>
            </div>

            <BusinessDetails
              id={`${id}-business`}
              copy={invoice}
              countries={countries}
              value={business}
              errors={businessErrors}
              onChange={(next) => {
                setBusiness(next);
                setBusinessServerError(null);
              }}
              onBlur={(field) => setBusinessTouched((t) => new Set(t).add(field))}
            />

            <div className="mt-4 space-y-3 md:mt-6">
              <ConsentCheckbox
                id={`${id}-terms`}
                name="acceptTerms"
                testId="terms"
                checked={accepted}
                error={termsError}
                inputRef={termsRef}
                onChange={setAccepted}
                onBlur={() => setTermsTouched(true)}
              >
                {copy.terms.before}
                {legalLink('terms', copy.terms.termsLink)}
                {copy.terms.between}
                {legalLink('privacy', copy.terms.privacyLink)}
                {copy.terms.after}
              </ConsentCheckbox>
              <ConsentCheckbox
                id={`${id}-delivery-consent`}
                name="acceptImmediateDelivery"
                testId="delivery-consent"
                checked={consented}
                error={consentError}
                inputRef={consentRef}
                onChange={setConsented}
                onBlur={() => setConsentTouched(true)}
              >
                {copy.deliveryConsent}
              </ConsentCheckbox>
            </div>

            <button
              type="submit"
              disabled={processing}
              aria-disabled={incomplete || processing ? 'true' : undefined}
              className={`mt-4 flex min-h-14 w-full items-center justify-center gap-2 rounded-lg px-3 py-3 text-center text-base font-bold text-white shadow-sm transition sm:px-5 sm:text-lg md:mt-6 ${
                processing
                  ? 'cursor-wait bg-accent/70'
                  : incomplete
                    ? 'cursor-not-allowed bg-stone-400'
                    : 'bg-accent hover:bg-accent-dark'
              }`}
              data-testid="buy-button"
            >
              {processing ? (
                <ShopIcon name="spinner" className="h-5 w-5 shrink-0" />
              ) : (
                <ShopIcon name="lock" className="hidden h-5 w-5 shrink-0 min-[400px]:block" />
              )}
              {processing ? copy.processing : labels.buy}
            </button>

            {error ? (
              <div
                role="alert"
                className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
                data-testid="checkout-error"
              >
                {error}
              </div>
            ) : null}

            <div className="mt-4 flex flex-col items-center gap-2 text-center">
              <SecurePaymentBadge label={copy.secureImageAlt} className="h-9 w-auto" />
              <p className="text-sm font-medium text-emerald-900" data-testid="secure-text">
                {copy.secure}
              </p>
              <p className="text-xs text-muted">{copy.redirectNote}</p>
            </div>
          </form>
        </div>
      </div>
    </ShopPage>
  );
}

/** The message under a field, tied to it by id through aria-describedby. */
function FieldError({
  id,
  testId,
  message,
}: {
  id: string;
  testId: string;
  message: string | null;
}) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-red-800" data-testid={testId}>
      {message}
    </p>
  );
}

export { ErrorBoundary } from '../components/route-error';
