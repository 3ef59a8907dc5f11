/** The only settings the browser ever sees; everything else stays on the server. */
export interface PublicSettings {
  publicUrl: string;
  supportEmail: string;
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  /** Where the GA4 tag and the Meta pixel scripts are loaded from (after consent only). */
  gaScriptUrl: string;
  metaPixelScriptUrl: string;
  academyUrl: string | null;
  googleSignInEnabled: boolean;
  paymentProvider: 'stripe' | 'demo';
  /** A production shop on the demo provider: every page says that payments are simulated. */
  testMode: boolean;
  seller: {
    name: string;
    address: string;
    vatId: string;
    /** Name, address and telephone of the host (French legal notice, LCEN). */
    hostingProvider: string;
    /** Name and website of the consumer mediator (French terms, Code de la consommation L612-1). */
    consumerMediator: string;
  };
  legalUpdatedAt: string;
  certificateUrls: [string, string];
}
