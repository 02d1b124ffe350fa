import type { AssortmentRow, Branding, ChannelView } from '@shared/contract/storefront';
import { visitorStockText } from '@shared/domain/visitor-stock';
import { amount } from '../../components/format';

/**
 * A representative storefront page (header, a grid of the channel's real products with their
 * first picture, the price and stock a visitor sees, footer) with a draft branding applied, as one
 * HTML document for an `<iframe sandbox="" srcdoc>`. Its own policy forbids every script and every
 * request except pictures from the origins of the shown products' pictures, which are the
 * channel's media library (row 160); the app's policy, which the frame also obeys, still applies.
 */
const PRODUCTS_SHOWN = 8;

/** The origin of a picture url the frame may load (http or https only), else null. */
function pictureOrigin(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Images only from the given origins; with none, no request at all. */
export function previewPolicy(mediaOrigins: readonly string[]): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${mediaOrigins.length ? [...new Set(mediaOrigins)].join(' ') : "'none'"}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Custom CSS goes inside <style>; a `<` could close it early and start markup. `\3c ` is the CSS escape of `<`. */
const inStyle = (css: string) => css.replace(/</g, '\\3c ');
/** A value put into a declaration: nothing that ends it or opens another. */
const cssValue = (value: string | null | undefined, fallback: string) => (value && !/[;{}<>\\]/.test(value) ? value : fallback);

function productCard(row: AssortmentRow): string {
  const price = row.price ? `${amount(row.price, row.currency)}${row.priceIncludesVat === false ? ' excl. VAT' : ''}` : 'Price on request';
  const stock = visitorStockText(row);
  const name = escapeHtml(row.name ?? row.itemNumber);
  // Without a loadable picture the card keeps a picture-sized box so the grid stays even.
  const picture =
    row.imageUrl && pictureOrigin(row.imageUrl)
      ? `<img class="picture" src="${escapeHtml(row.imageUrl)}" alt="${name}" referrerpolicy="no-referrer">`
      : `<div class="picture" role="img" aria-label="${name}"></div>`;
  return `<li class="product">${picture}
<h3>${name}</h3><p class="price">${escapeHtml(price)}</p>${stock ? `<p class="stock">${escapeHtml(stock)}</p>` : ''}
<button type="button">Add to cart</button></li>`;
}

export function previewDocument(branding: Branding, channel: Pick<ChannelView, 'name' | 'channelCode' | 'navigation'>, rows: AssortmentRow[]): string {
  const b = branding;
  const shown = rows.filter((r) => r.visible).slice(0, PRODUCTS_SHOWN);
  const title = escapeHtml(channel.name ?? channel.channelCode);
  const nav = channel.navigation
    .slice(0, 6)
    .map((n) => `<a>${escapeHtml(n.label)}</a>`)
    .join('');
  const base = `:root{--primary:${cssValue(b.primaryColor, '#1c64f2')};--accent:${cssValue(b.accentColor, '#f59e0b')};--bg:${cssValue(b.backgroundColor, '#ffffff')};--text:${cssValue(b.textColor, '#111827')};--radius:${cssValue(b.borderRadius, '6px')}}
body{margin:0;background:var(--bg);color:var(--text);font-family:${cssValue(b.fontBody, 'system-ui, sans-serif')};font-size:14px}
h1,h2,h3{font-family:${cssValue(b.fontHeading ?? b.fontBody, 'system-ui, sans-serif')}}
header{display:flex;gap:16px;align-items:center;padding:12px 20px;background:${cssValue(b.headerBackgroundColor, '#111827')};color:${cssValue(b.headerTextColor, '#ffffff')}}
header h1{font-size:18px;margin:0;flex:1}header nav{display:flex;gap:14px;flex-wrap:wrap}header a{color:inherit;text-decoration:none}
main{padding:20px}ul{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:16px}
.product{border:1px solid rgba(128,128,128,.35);border-radius:var(--radius);padding:10px}
.picture{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius);background:${cssValue(b.imageBackground, '#f3f4f6')}}
.product h3{font-size:14px;margin:8px 0 4px;overflow-wrap:anywhere}.price{font-weight:700;margin:0}.stock{margin:2px 0 0;font-size:12px}
button{margin-top:8px;width:100%;border:0;border-radius:var(--radius);padding:8px;background:var(--primary);color:var(--bg);font:inherit}
footer{padding:16px 20px;background:${cssValue(b.footerBackgroundColor, '#111827')};color:${cssValue(b.footerTextColor, '#ffffff')}}`;
  const origins = shown.map((r) => pictureOrigin(r.imageUrl)).filter((o): o is string => o !== null);
  const products = shown.length ? `<ul>${shown.map(productCard).join('')}</ul>` : '<p>No product of this channel is visible to visitors yet.</p>';
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${previewPolicy(origins)}">
<style>${base}</style><style>${inStyle(b.customCss ?? '')}</style></head>
<body><header><h1>${title}</h1><nav>${nav}</nav></header><main><h2>Featured products</h2>${products}</main><footer>${title}</footer></body></html>`;
}
