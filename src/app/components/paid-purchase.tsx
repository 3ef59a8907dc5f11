import { useState } from 'react';
import type { PurchaseDetail } from '../../shared/api/purchases';
import { BIG_BUTTON, PurchaseDownload, WithdrawNote } from './purchase-download';
import { ShopIcon } from './shop-icons';

export interface PaidPurchaseCopy {
  downloadButton: string;
  downloading: string;
  downloadSuccess: string;
  withdrawNote: string;
  withdrawLink: string;
  teamButton: string;
  teamNote: string;
}

/**
 * A paid purchase on the success and thank-you pages: the download button, the e-mail notice,
 * the page's own parts (children), and the withdrawal note, which goes once a download has
 * begun because the download ends the right of withdrawal (D5). A team order (decision 100)
 * has no download of its own: its button opens the team page where its copies are given out.
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
        {detail.teamUrl ? (
          <div className="flex flex-col items-center">
            <a
              href={detail.teamUrl}
              className={`${BIG_BUTTON} bg-accent hover:bg-accent-dark`}
              data-testid="team-page-button"
            >
              <ShopIcon name="users" className="h-6 w-6 shrink-0" />
              {copy.teamButton}
            </a>
          </div>
        ) : (
          <PurchaseDownload
            detail={detail}
            label={copy.downloadButton}
            downloadingLabel={copy.downloading}
            successNote={copy.downloadSuccess}
            onDownloaded={() => setDownloaded(true)}
          />
        )}
      </div>
      <p
        className={`mx-auto max-w-prose text-sm text-muted ${detail.teamUrl ? 'mt-4' : 'mt-2'}`}
        data-testid="email-notice"
      >
        {detail.teamUrl
          ? copy.teamNote.replace('{copies}', String(detail.copies ?? ''))
          : emailNotice}
      </p>
      {children}
      {!downloaded && (
        <WithdrawNote href={detail.withdrawUrl} note={copy.withdrawNote} link={copy.withdrawLink} />
      )}
    </>
  );
}
