import type { ShopServices } from '../../shared/context';

/** What a reminder's link back (`?resume=TOKEN`) gives the checkout page (decision D18). */
export interface ResumeState {
  token: string;
  email: string;
  /** The copies the reminded checkout was for: the page opens with that choice. */
  copies: number;
}

/**
 * The reminded checkout's address and code for the checkout page's loader; a missing, bad or
 * expired token (or a database that cannot answer just now) opens the normal checkout.
 */
export async function resumeFromAddress(
  url: URL,
  shop: Pick<ShopServices, 'resumeCheckout'>,
): Promise<{ resume: ResumeState | null; resumeCode: string | null }> {
  const token = url.searchParams.get('resume');
  const resumed = token ? await shop.resumeCheckout(token).catch(() => null) : null;
  if (!token || !resumed) return { resume: null, resumeCode: null };
  return {
    resume: { token, email: resumed.email, copies: resumed.copies },
    resumeCode: resumed.discountCode,
  };
}

/** The checkout request's reminder fields: the ticked box, and the link the buyer came back by. */
export function reminderFields(remindMe: boolean, resume: ResumeState | null) {
  return {
    ...(remindMe ? { remindMe: true as const } : {}),
    ...(resume ? { resume: resume.token } : {}),
  };
}
