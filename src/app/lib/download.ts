import type { Lang } from '../../shared/languages';

/** The spec's name of the personal PDF: the closing method plus the language code. */
export function defaultDownloadName(language: Lang): string {
  return `Restaurant-Closer-Method-${language.toUpperCase()}.pdf`;
}

/** The file name the server gives, else the spec's closing-method name plus language code. */
function downloadFileName(res: Response, language: Lang): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  if (plain) return plain[1];
  return defaultDownloadName(language);
}

/**
 * Fetches the personal PDF and hands it to the browser as a download, so the page knows when
 * it is done. Any refusal (expired, used up, revoked) navigates to the link itself, whose page
 * explains the reason and offers a fresh link.
 */
export async function downloadPurchase(url: string, language: Lang): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    window.location.assign(url);
    return false;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('pdf')) {
    window.location.assign(url);
    return false;
  }
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = downloadFileName(res, language);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
