import { langFromPath, type Lang } from '../../shared/languages';
import { SHOP, type ShopCopy } from '../content/shop/index';

/** A shop page's request read by its loader: the address, its path's language and that copy. */
export function readShopRequest(request: Request): { url: URL; lang: Lang; shop: ShopCopy } {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  return { url, lang, shop: SHOP[lang] };
}
