import type { PriceDisplay, PublicProduct } from '../../../shared/products';
import type { LandingCopy } from '../../content/landing/types';

/** What every landing section is given; each uses the parts it shows. */
export interface LandingSectionProps {
  copy: LandingCopy;
  product: PublicProduct;
  price: PriceDisplay;
  /** The checkout page of the page's language, the target of every buy button. */
  checkout: string;
  /** The certificate QR codes as data URIs, in the order of the copy's certificates. */
  qrCodes: string[];
  /** An academy is configured (ACADEMY_URL): only then is its bonus promised. */
  hasAcademy: boolean;
}
