import { useState } from 'react';
import type { PurchaseDetail } from '../../shared/api/purchases';
import { PurchaseDownload, WithdrawNote } from './purchase-download';

export interface PaidPurchaseCopy {
  downloadButton: string;
  downloading: string;
  downloadSuccess: string;
  withdrawNote: string;
  withdrawLink: string;
}

/**
 * A paid purchase on the success and thank-you pages: the download button, the e-mail notice,
 * the page's own parts (children), and the withdrawal note, which goes once a download has
 * begun because the download ends the right of withdrawal (D5).
 */
export function PaidPurchase({
  detail,
  copy,
  emailNotice,
  children,
}: {
  detail: PurchaseDetail;
  copy: PaidPurchaseCopy;
  emailNotice: React.ReactNode;
  children: React.ReactNode;
}) {
  const [downloaded, setDownloaded] = useState(false);
  return (
    <>
      <div className="mt-8">
        <PurchaseDownload
          detail={detail}
          label={copy.downloadButton}
          downloadingLabel={copy.downloading}
          successNote={copy.downloadSuccess}
          onDownloaded={() => setDownloaded(true)}
        />
      </div>
      <p className="mx-auto mt-2 max-w-prose text-sm text-muted" data-testid="email-notice">
        {emailNotice}
      </p>
      {children}
      {!downloaded && (
        <WithdrawNote href={detail.withdrawUrl} note={copy.withdrawNote} link={copy.withdrawLink} />
      )}
    </>
  );
}
