/** The only settings the browser ever sees; everything else stays on the server. */
export interface PublicSettings {
  publicUrl: string;
  supportEmail: string;
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  academyUrl: string | null;
  googleSignInEnabled: boolean;
  paymentProvider: 'stripe' | 'demo';
  seller: {
    name: string;
    address: string;
    vatId: string;
    hostingProvider: string;
    consumerMediator: string;
  };
  legalUpdatedAt: string;
  certificateUrls: [string, string];
}
