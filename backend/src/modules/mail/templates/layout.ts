import { brandColors } from '@petart/domain';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A list of lines, each with optional lines under it (an order's items with their names on the print). */
export interface EmailList {
  list: { text: string; details?: string[] }[];
}

/** Label and amount rows: an HTML table in the HTML part, aligned columns in the text part. */
export interface EmailTable {
  table: { label: string; value: string; strong?: boolean }[];
  /** What the table is, for screen readers (the table's caption). */
  caption: string;
}

/** A picture with its text alternative and a link to the full file (a proof's print file). */
export interface EmailImage {
  image: { src: string; alt: string; href: string; linkText: string };
}

/** A paragraph of plain text (escaped in the HTML), a list, a table or a picture. */
export type EmailBlock = string | EmailList | EmailTable | EmailImage;

export interface ActionEmail {
  subject: string;
  heading: string;
  paragraphs: EmailBlock[];
  actionLabel: string;
  actionUrl: string;
  /** Plain-text note under the button (e.g. the expiry). */
  note: string;
  supportEmail: string;
}

const BRAND = 'PetArt';
/** The shop's own colours (the MUI theme's palette): rust for the header, button and links, cream paper, ink text. */
const ACCENT = brandColors.coral;
const PAGE = brandColors.cream;
const INK = brandColors.ink;
const INK_SOFT = brandColors.inkSoft;

const TEXT_STYLE = `font-size:16px;line-height:24px;color:${INK}`;

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p style="margin:0 0 16px;${TEXT_STYLE}">${escapeHtml(block)}</p>`;
  if ('image' in block) {
    const { src, alt, href, linkText } = block.image;
    return `<p style="margin:0 0 16px;${TEXT_STYLE}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="496" style="display:block;max-width:100%;height:auto;border:1px solid ${INK_SOFT}"><a href="${escapeHtml(href)}" style="color:${ACCENT}">${escapeHtml(linkText)}</a></p>`;
  }
  if ('list' in block) {
    const items = block.list
      .map(
        (item) =>
          `<li style="margin:0 0 8px">${escapeHtml(item.text)}${(item.details ?? [])
            .map((d) => `<br><span style="font-size:14px;color:${INK_SOFT}">${escapeHtml(d)}</span>`)
            .join('')}</li>`,
      )
      .join('');
    return `<ul style="margin:0 0 16px;padding-left:20px;${TEXT_STYLE}">${items}</ul>`;
  }
  const rows = block.table
    .map((row) => {
      const weight = row.strong ? ';font-weight:bold' : '';
      return `<tr><td style="padding:4px 0${weight}">${escapeHtml(row.label)}</td><td align="right" style="padding:4px 0;text-align:right${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="table" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;${TEXT_STYLE}"><caption style="text-align:left;font-weight:bold;padding:0 0 4px">${escapeHtml(block.caption)}</caption>${rows}</table>`;
}

/** The text part of a block: a paragraph as is, a list as "- " lines, a table as label and amount columns. */
function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('image' in block) return `${block.image.alt}: ${block.image.href}`;
  if ('list' in block) {
    return block.list
      .flatMap((item) => [`- ${item.text}`, ...(item.details ?? []).map((d) => `  ${d}`)])
      .join('\n');
  }
  const labelWidth = Math.max(...block.table.map((row) => row.label.length));
  const valueWidth = Math.max(...block.table.map((row) => row.value.length));
  return [
    `${block.caption}:`,
    ...block.table.map((row) => `${row.label.padEnd(labelWidth)}  ${row.value.padStart(valueWidth)}`),
  ].join('\n');
}

/** The branded HTML + plain-text pair of an email with one call-to-action link. */
export function renderActionEmail(e: ActionEmail): RenderedEmail {
  const url = escapeHtml(e.actionUrl);
  const support = escapeHtml(e.supportEmail);
  const paragraphs = e.paragraphs.map(blockHtml).join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(e.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE};padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:${brandColors.paper};border-radius:12px;overflow:hidden">
<tr><td style="background:${ACCENT};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:bold">${BRAND}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:${INK}">${escapeHtml(e.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(e.actionLabel)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${INK_SOFT}">${escapeHtml(e.note)}</p>
<p style="margin:0;font-size:13px;line-height:20px;color:${INK_SOFT}">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${ACCENT};word-break:break-all">${url}</a></p>
</td></tr>
<tr><td style="padding:20px 32px;background:${PAGE};font-size:12px;line-height:18px;color:${INK_SOFT}">Questions? Contact us at <a href="mailto:${support}" style="color:${ACCENT}">${support}</a>.<br>&copy; ${BRAND}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    e.heading,
    '',
    ...e.paragraphs.flatMap((p) => [blockText(p), '']),
    `${e.actionLabel}: ${e.actionUrl}`,
    '',
    e.note,
    '',
    '--',
    `${BRAND} - Questions? Contact us at ${e.supportEmail}`,
    '',
  ].join('\n');
  return { subject: e.subject, text, html };
}
