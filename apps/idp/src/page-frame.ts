import type { Language } from '@points/contracts';
import { htmlLang } from '@points/contracts';
import { STRINGS, type PageStrings } from './strings';

/** A rendered page and the nonce its Content-Security-Policy allows for its style and script. */
export interface Page {
  html: string;
  nonce: string;
}

/** What every page is rendered with: its language and a fresh nonce. */
export interface View {
  language: Language;
  nonce: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A text with its `{placeholders}` filled with plain values, escaped for HTML. */
export const text = (template: string, values: Record<string, string> = {}): string =>
  escapeHtml(fill(template, values));

/** A text with its `{placeholders}` filled with markup (escaped by the caller). */
export const markup = (template: string, html: Record<string, string>): string =>
  fill(escapeHtml(template), html);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #eef2f7; color: #14213d; line-height: 1.5; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff;
         border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08);
         overflow-wrap: break-word; hyphens: auto; }
  :lang(ja) main { word-break: auto-phrase; }
  h1 { font-size: 1.4rem; line-height: 1.3; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input, select { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 0.6rem;
          border: 1px solid #6b7280; border-radius: 6px; }
  [aria-invalid="true"] { border: 2px solid #b00020; }
  .done { color: #0b6b3a; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1.25rem; }
  button { font: inherit; padding: 0.7rem 1.2rem; border-radius: 6px;
           border: 2px solid #0b3d91; background: #0b3d91; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b3d91; }
  a { color: #0b3d91; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b00020; font-weight: 600; }
  .field-error { margin: 0.25rem 0 0; }
  .hint { font-size: 0.9rem; color: #374151; margin: 0.25rem 0 0; }
  .switch { margin-top: 1.5rem; }
  code { background: #f3f4f6; padding: 0 0.2rem; white-space: nowrap; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; padding: 1.25rem; } }
`;

/** A whole page: `<html lang dir>` of its language, the title, and the body in `<main>`. */
export function page(view: View, title: string, body: string): Page {
  const t = STRINGS[view.language];
  return {
    nonce: view.nonce,
    html: `<!doctype html>
<html lang="${htmlLang(view.language)}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(t.siteName)}</title>
<style nonce="${view.nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`,
  };
}

/** The texts of a view's language. */
export const stringsOf = (view: View): PageStrings => STRINGS[view.language];

export interface Field {
  id: string;
  name: string;
  label: string;
  autocomplete: string;
  type?: 'text' | 'password';
  value?: string | undefined;
  required?: boolean;
  autofocus?: boolean;
  /** Shown under the field and read with it. */
  hint?: string | undefined;
  /** This field's own error, shown under it. */
  error?: string | undefined;
  /** The id of a message about the whole form that marks this field invalid too. */
  formError?: string | undefined;
  /** Further attributes, e.g. `maxlength="20"`. */
  attributes?: string;
}

/** A labelled input with its hint and error, each read with it (aria-describedby). */
export function inputField(field: Field): string {
  const errorId = field.error ? `${field.id}-error` : undefined;
  const hintId = field.hint ? `${field.id}-hint` : undefined;
  const describedBy = [errorId, field.formError, hintId].filter(Boolean).join(' ');
  const attributes = [
    `id="${field.id}"`,
    `name="${field.name}"`,
    field.type === 'password' ? 'type="password"' : '',
    `autocomplete="${field.autocomplete}"`,
    field.required ? 'required' : '',
    field.autofocus ? 'autofocus' : '',
    field.attributes ?? '',
    field.type === 'password' ? '' : `value="${escapeHtml(field.value ?? '')}"`,
    describedBy ? `aria-describedby="${describedBy}"` : '',
    errorId || field.formError ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  return [
    `<label for="${field.id}">${escapeHtml(field.label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    hintId ? `<p id="${hintId}" class="hint">${escapeHtml(field.hint!)}</p>` : '',
    errorId ? `<p id="${errorId}" class="error field-error">${escapeHtml(field.error!)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A message about the whole form, announced when the page shows it. */
export const alert = (id: string, message: string | undefined): string =>
  message ? `<p id="${id}" class="error" role="alert">${escapeHtml(message)}</p>` : '';

/** The Login ID and password that confirm a change at the provider's account pages. */
export function credentialFields(
  view: View,
  options: { prefix: string; loginId?: string | undefined; formError?: string | undefined },
): string {
  const t = stringsOf(view);
  return [
    inputField({
      id: `${options.prefix}-login`,
      name: 'login',
      label: t.loginId,
      autocomplete: 'username',
      required: true,
      value: options.loginId,
      formError: options.formError,
    }),
    inputField({
      id: `${options.prefix}-password`,
      name: 'password',
      type: 'password',
      label: t.password,
      autocomplete: 'current-password',
      required: true,
      formError: options.formError,
    }),
  ].join('\n');
}
