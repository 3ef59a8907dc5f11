import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { langFromPath, localizedPath } from '../../shared/languages';
import { priceDisplay, selectProduct } from '../../shared/products';
import { isValidEmail } from '../../shared/validation';
import { ConsentCheckbox, useConsentBox } from '../components/consent-checkbox';
import { ReminderCheckbox } from '../components/reminder-checkbox';
import { reminderFields, resumeFromAddress } from '../lib/checkout-reminder';
import { checkoutLegalLink } from '../components/checkout-legal-link';
import { DiscountCodeField, useDiscountCode } from '../components/discount-code';
import { OrderSummary } from '../components/order-summary';
import { BuySection } from '../components/checkout-buy-section';
import { FieldError } from '../components/field-error';
import { BackHomeLink, ShopPage, shopTitleMeta } from '../components/shop-page';
import { fill } from '../content/index';
import { SHOP } from '../content/shop/index';
import { businessFields, createCheckoutSession } from '../lib/checkout-session';
import { codeFromSearch } from '../lib/discount-code';
import { trackBeginCheckout } from '../lib/tracking';
import { teamSummaryProps, useTeamCopies } from '../components/team-copies-choice';
import {
  BusinessDetails,
  EMPTY_BUSINESS,
  type BusinessField,
  type BusinessFormState,
} from '../components/business-details';
import { INVOICE_DETAILS } from '../content/shop/invoice-details';
import { businessMessage, checkBusinessDetails } from '../../shared/business-details';
import { EU_COUNTRIES, OTHER_COUNTRIES } from '../../shared/vat';
import { namedCountries } from '../lib/named-countries';
import { EMAIL_INPUT } from '../components/email-input';
import { useVatNumberCheck } from '../lib/vat-number-check';
import { VAT_CHECK_COPY } from '../../shared/vat-number-check';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const product = selectProduct(await context.shop.listProducts(), lang);
  if (!product) throw data(null, { status: 404 });
  const price = priceDisplay(product, lang);
  // Back from a reminder's link (?resume=, decision D18): its address and code filled in.
  const { resume, resumeCode } = await resumeFromAddress(url, context.shop);
  return {
    lang,
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      photo: product.photo,
      // A team's copies are priced on the page by the server's own rule (decision 100).
      price: product.price,
      currency: product.currency,
      volumePrices: product.volumePrices,
    },
    price,
    title: `${SHOP[lang].titles.checkout} | Restaurant Closer`,
    copy: SHOP[lang].checkout,
    // Filled here, so the page's bundle carries no copy-filling code of its own.
    labels: {
      savings: price.saving ? fill(SHOP[lang].checkout.savings, { saving: price.saving }) : null,
      // A struck-through price is the lowest of the 30 days before the reduction (D17).
      lowestPrice: price.originalPrice
        ? fill(SHOP[lang].checkout.lowestPrice, { price: price.originalPrice })
        : null,
    },
    // A discount code from the address (?code=LAUNCH): filled in, and applied once the page runs.
    initialCode: codeFromSearch(url.search) ?? resumeCode,
    resume,
    // The business section (decision D16): country names in the page's language, made here so
    // the browser shows exactly what the server rendered.
    invoice: INVOICE_DETAILS[lang],
    countries: {
      eu: namedCountries(EU_COUNTRIES, lang),
      other: namedCountries(OTHER_COUNTRIES, lang),
    },
  };
}

/**
 * The page keeps an applied code in its address (?code=), so the language flags and a reload
 * carry it; that change of the query alone needs no new data.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta = shopTitleMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lang, product, price, labels, copy, invoice, countries, initialCode, resume } =
    loaderData;
  const id = useId();
  // One copy, or a team's copies (decision 100): the code is priced on the order's total.
  const team = useTeamCopies(product, lang, resume?.copies);
  const discount = useDiscountCode({
    productId: product.id,
    lang,
    copy: copy.discount,
    initialCode,
    copies: team.copies,
  });
  const applied = discount.state.applied;
  const payable = discount.summary?.total ?? team.total;
  const emailRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState(resume?.email ?? '');
  const [remindMe, setRemindMe] = useState(false);
  const terms = useConsentBox(`${id}-terms`, 'acceptTerms', 'terms');
  const [emailTouched, setEmailTouched] = useState(false);
  // The express consent to immediate delivery: a box of its own, unticked (decision D15).
  const delivery = useConsentBox(
    `${id}-delivery-consent`,
    'acceptImmediateDelivery',
    'delivery-consent',
  );
  const [attempted, setAttempted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The optional business details: checked as the buyer leaves each field, and on the click.
  const [business, setBusiness] = useState<BusinessFormState>(EMPTY_BUSINESS);
  const [businessTouched, setBusinessTouched] = useState<Set<BusinessField>>(new Set());
  // What VIES says of the VAT number: asked when the field is left and before paying.
  const vat = useVatNumberCheck(lang);
  const vatCheck = business.open ? vat.state : null;
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
  const termsError = terms.checked
    ? null
    : attempted
      ? copy.termsClick
      : terms.touched
        ? copy.termsRequired
        : null;
  const consentError =
    delivery.checked || !(delivery.touched || attempted) ? null : copy.deliveryConsentRequired;
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
  const incomplete = !address || !terms.checked || !delivery.checked;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setError(null);
    setAttempted(true);
    if (!address || !isValidEmail(address)) {
      emailRef.current?.focus();
      return;
    }
    if (!terms.checked) {
      terms.ref.current?.focus();
      return;
    }
    if (!delivery.checked) {
      delivery.ref.current?.focus();
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
    if (business.open && business.vatId.trim()) {
      // An answer that means VAT after all, not yet shown to the buyer: shown, and they decide.
      const shown = vat.state;
      const answer = await vat.check(business.vatId, business.country);
      const charged = answer?.status === 'not-confirmed' || answer?.status === 'unavailable';
      if (charged && (shown?.key !== answer.key || shown.status !== answer.status)) {
        setProcessing(false);
        document.getElementById(`${id}-business-vatId`)?.focus();
        return;
      }
    }
    // A code priced for another number of copies is priced again before the order is made.
    const priced = applied ? await discount.settle() : null;
    if (applied && !priced) {
      setProcessing(false);
      return;
    }
    const code = priced?.code;
    try {
      const result = await createCheckoutSession({
        products: [{ productId: product.id, quantity: team.copies }],
        successRouter: localizedPath('success', lang),
        cancelRouter: localizedPath('cancel', lang),
        email: address,
        language: lang,
        acceptTerms: true,
        acceptImmediateDelivery: true,
        ...(code ? { discountCode: code } : {}),
        ...reminderFields(remindMe, resume),
        ...businessFields(business),
      });
      if (!result.ok) {
        // The code was refused after all (used up meanwhile): its message at the code field,
        // and the summary back to the full price.
        if (result.field === 'discountCode') {
          discount.refuse(result.message ?? copy.sessionError);
          setProcessing(false);
          return;
        }
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
      const paid = priced ? priced.total : team.price.total;
      trackBeginCheckout(product.name, price.currency, paid, team.copies);
      // Same tab (decision D2); the button stays disabled until the payment page opens.
      window.location.assign(result.checkoutUrl);
    } catch {
      setError(copy.genericError);
      setProcessing(false);
    }
  }

  const legalLink = checkoutLegalLink(lang, copy.newTab);

  return (
    <ShopPage lang={lang} pathname={localizedPath('checkout', lang)}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-2 sm:px-6 md:pb-20 md:pt-6">
        <BackHomeLink
          href={localizedPath('home', lang)}
          label={copy.backToHome}
          className="inline-flex min-h-7 items-center sm:min-h-9 md:min-h-11 gap-1.5 text-sm font-medium text-muted hover:text-ink"
        />
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink md:mt-2 md:text-3xl">
          {copy.heading}
        </h1>
        <p className="mt-1 hidden text-muted md:block">{copy.intro}</p>

        <div className="mt-3 grid gap-4 md:mt-8 md:grid-cols-5 md:gap-10">
          <div className="md:col-span-2">
            <div className="md:sticky md:top-6">
              <OrderSummary
                copy={copy}
                product={product}
                price={price}
                savings={labels.savings}
                lowestPrice={labels.lowestPrice}
                discount={discount.summary}
                {...teamSummaryProps(team, `${id}-team`, copy.team, applied ? null : payable)}
                vatNote={
                  // "Without VAT" only for a number VIES confirmed.
                  vatCheck?.status === 'confirmed'
                    ? VAT_CHECK_COPY[lang].summaryReverseCharge
                    : null
                }
              />
            </div>
          </div>

          <form
            noValidate
            onSubmit={onSubmit}
            className="min-w-0 md:col-span-3 md:rounded-xl md:border md:border-stone-200 md:p-8 md:shadow-sm"
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
                {...EMAIL_INPUT}
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
                if (next.vatId !== business.vatId || next.country !== business.country) vat.clear();
                setBusiness(next);
                setBusinessServerError(null);
              }}
              onBlur={(field) => {
                setBusinessTouched((t) => new Set(t).add(field));
                if (field === 'vatId' || field === 'country')
                  void vat.check(business.vatId, business.country);
              }}
              vatCheck={vatCheck}
            />

            <DiscountCodeField
              id={`${id}-discount`}
              lang={lang}
              copy={copy.discount}
              control={discount}
            />

            <div className="mt-2 space-y-2 sm:space-y-3 md:mt-4">
              <ConsentCheckbox box={terms} error={termsError}>
                {copy.terms.before}
                {legalLink('terms', copy.terms.termsLink)}
                {copy.terms.between}
                {legalLink('privacy', copy.terms.privacyLink)}
                {copy.terms.after}
              </ConsentCheckbox>
              <ConsentCheckbox box={delivery} error={consentError}>
                {copy.deliveryConsent}
              </ConsentCheckbox>
              <ReminderCheckbox id={id} copy={copy} checked={remindMe} onChange={setRemindMe} />
            </div>

            <BuySection
              copy={copy}
              processing={processing}
              incomplete={incomplete}
              label={copy.buy.replace('{price}', payable)}
              free={applied?.total === 0}
              error={error}
            />
          </form>
        </div>
      </div>
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
