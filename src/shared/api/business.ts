import { z } from 'zod';
import { BUSINESS_LIMITS } from '../business-details';

export {
  BUSINESS_MESSAGES,
  businessMessage,
  checkBusinessDetails,
  type BusinessDetails,
  type BusinessError,
} from '../business-details';

/** The business details of POST /api/create-checkout-session, as the server parses them. */
export const businessDetailsInput = z
  .object({
    company: z.string().max(BUSINESS_LIMITS.company),
    address: z.string().max(BUSINESS_LIMITS.address),
    country: z.string().max(2),
    vatId: z.string().max(40).optional(),
  })
  .strict();
