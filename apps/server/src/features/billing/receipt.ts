import { formatPrice } from '@fanclub/shared/format';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A printable receipt page (the success page's Download Receipt). Styles only, no script. */
export function receiptHtml(p: {
  sessionId: string;
  email: string;
  amountCents: number;
  description: string;
  cardBrand: string | null;
  cardLast4: string | null;
  createdAt: Date;
}): string {
  const rows: [string, string][] = [
    ['Receipt', p.sessionId.slice(-8)],
    ['Date', p.createdAt.toISOString().slice(0, 10)],
    ['Billed to', p.email],
    ['Item', p.description],
    ['Paid with', p.cardBrand && p.cardLast4 ? `${p.cardBrand} ending in ${p.cardLast4}` : '—'],
    ['Status', 'Paid'],
    ['Total', formatPrice(p.amountCents)],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fan club receipt</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#111;max-width:32rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.4rem}table{width:100%;border-collapse:collapse}td{padding:.5rem 0;border-bottom:1px solid #ddd}td:last-child{text-align:right}p{color:#555;font-size:.9rem}</style></head>
<body><h1>Fan club receipt</h1><table>${rows.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>
<p>Use your browser's Print or Share menu to save this receipt as a PDF.</p></body></html>`;
}
