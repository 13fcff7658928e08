import type { TLanguage } from '../../platform/errors/error-catalogue';
import { ACCOUNT_TEMPLATES } from './templates/account-templates';
import { APPOINTMENT_TEMPLATES } from './templates/appointment-templates';
import { BILLING_TEMPLATES } from './templates/billing-templates';
import { CASE_TEMPLATES } from './templates/case-templates';
import type { TMessageTemplate, TTemplateParams, TTemplateWordings } from './templates/template-types';
import { VEHICLE_TEMPLATES } from './templates/vehicle-templates';
import { PREPAID_TEMPLATES } from './templates/prepaid-templates';

/** Spreads into a TNotification: SMS templates have text only, e-mail templates a subject and HTML too. */
export type TRenderedMessage = { subject?: string; text: string; html?: string };

const TEMPLATES: TTemplateWordings<TMessageTemplate> = {
  ...ACCOUNT_TEMPLATES,
  ...VEHICLE_TEMPLATES,
  ...BILLING_TEMPLATES,
  ...CASE_TEMPLATES,
  ...APPOINTMENT_TEMPLATES,
  ...PREPAID_TEMPLATES,
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(template: string, params: Record<string, string | number>, render: (name: string, value: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? render(name, String(params[name])) : whole));
}

/**
 * The final subject and body of a customer message, in the language asked for. Parameters are
 * escaped in the HTML part, and a `link` becomes an anchor there.
 */
export function renderMessage<K extends TMessageTemplate>(template: K, language: TLanguage, params: TTemplateParams[K]): TRenderedMessage {
  const wording = TEMPLATES[template][language];
  const values = params as Record<string, string | number>;
  const plain = (_name: string, value: string) => value;
  const text = wording.paragraphs.map((paragraph) => fill(paragraph, values, plain)).join('\n\n');
  if (!wording.subject) return { text };
  const htmlValue = (name: string, value: string) =>
    name === 'link' && /^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  const body = wording.paragraphs.map((paragraph) => `<p>${fill(escapeHtml(paragraph), values, htmlValue)}</p>`).join('\n');
  return {
    subject: fill(wording.subject, values, plain),
    text,
    html: `<!doctype html>\n<html lang="${language.toLowerCase()}"><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`,
  };
}
