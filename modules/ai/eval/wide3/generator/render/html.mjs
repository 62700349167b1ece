// The HTML of a CV for two producers: LibreOffice Writer (HTML import, then its PDF export) and wkhtmltopdf
// (Qt WebKit). LibreOffice reads presentational HTML (tables, bgcolor, <font>) better than CSS, so the 'lo' flavour
// keeps to it.
import { sidebar } from './html/sidebar.mjs';
import { table } from './html/table.mjs';
import { plainLayout } from './html/plain.mjs';
import { classic } from './html/classic.mjs';
import { europass } from './html/europass.mjs';
import { jobsite } from './html/jobsite.mjs';
import { designer } from './html/designer.mjs';

const LAYOUTS = { sidebar, table, plain: plainLayout, classic, europass, jobsite, designer };

export function html(model, flavour) {
  const f = LAYOUTS[model.layout];
  if (!f) throw new Error(`html: no layout ${model.layout}`);
  let out = f(model, flavour);
  if (flavour === 'lo' && model.dir === 'rtl')
    out = out
      .replace(/<ul>/gu, '')
      .replace(/<\/ul>/gu, '')
      .replace(/<li>/gu, '<p dir="rtl" align="right">• ')
      .replace(/<\/li>/gu, '</p>')
      .replace(/<p>/gu, '<p dir="rtl" align="right">')
      .replace(/<p style="/gu, '<p dir="rtl" align="right" style="')
      .replace(/<h([123])>/gu, '<h$1 dir="rtl" align="right">')
      .replace(/<h([123]) style="/gu, '<h$1 dir="rtl" align="right" style="');
  // Writer gives every imported paragraph its body-text spacing: bullet lines go into one paragraph.
  if (flavour === 'lo') out = out.replace(/<\/p>(<p dir="rtl" align="right">)?• /gu, '<br>• ');
  return out;
}
