import { type FirmFacts } from '../content/site-content.types';
import { postPath } from '../content/blog/blog-paths';
import { type PostCover, type PostLanguage } from '../content/blog/blog.types';
import { escapeHtml } from '../notifications/notification-email';

/** What a post email says around the post, per language. */
const WORDS = {
  es: {
    label: 'Boletín',
    read: 'Leer la publicación',
    why: (site: string) => `Recibes este correo porque te suscribiste al boletín en ${site}.`,
    leave: 'Cancelar la suscripción o cambiar de idioma',
    phone: 'Teléfono',
    email: 'Correo',
    office: 'Oficina',
    previewTag: 'Vista previa',
    preview: 'Vista previa: así recibirán este correo los suscriptores.',
  },
  en: {
    label: 'Newsletter',
    read: 'Read the post',
    why: (site: string) => `You get this email because you subscribed to the newsletter on ${site}.`,
    leave: 'Unsubscribe or change language',
    phone: 'Phone',
    email: 'Email',
    office: 'Office',
    previewTag: 'Preview',
    preview: 'Preview: subscribers will get this email like this.',
  },
} as const;

/** The parts of a post an email shows. */
export interface EmailedPost {
  language: PostLanguage;
  slug: string;
  title: string;
  excerpt: string;
  cover: PostCover | null;
}

export interface PostEmail {
  subject: string;
  text: string;
  html: string;
  /** RFC 2369 and RFC 8058: a mail client's one-click unsubscribe. */
  headers: Record<string, string>;
}

/** The links of a subscriber's email: the page to leave or change language, and the one-click POST. */
export function subscriberLinks(publicUrl: string, unsubscribeToken: string) {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    preferences: `${publicUrl}/api/newsletter/preferences?token=${token}`,
    unsubscribe: `${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
  };
}

/**
 * A post as its subscribers get it, in the post's language: the title, the excerpt, a link to read it on
 * the site, its cover, the firm's facts, why the person gets it and the link to leave. Every value escaped.
 * `preview` marks the copy staff send themselves first.
 */
export function composePostEmail(
  post: EmailedPost,
  unsubscribeToken: string,
  firm: FirmFacts,
  publicUrl: string,
  preview = false,
): PostEmail {
  const language = post.language;
  const words = WORDS[language];
  const url = `${publicUrl}${postPath(language, post.slug)}`;
  const links = subscriberLinks(publicUrl, unsubscribeToken);
  const site = new URL(publicUrl).host;
  const subject = `${preview ? `[${words.previewTag}] ` : ''}${post.title} - ${firm.name}`;
  const { address } = firm;
  const office = `${address.street}, ${address.city}, ${address.region}`;
  const facts: Array<[string, string]> = [
    [words.phone, firm.phone],
    [words.email, firm.email],
    [words.office, office],
  ];
  const coverSrc = post.cover && /^\/[^/]/.test(post.cover.src) ? `${publicUrl}${post.cover.src}` : null;

  const text = [
    ...(preview ? [words.preview, ''] : []),
    post.title,
    '',
    post.excerpt,
    '',
    `${words.read}: ${url}`,
    '',
    '--',
    firm.name,
    ...facts.map(([key, value]) => `${key}: ${value}`),
    '',
    words.why(site),
    `${words.leave}: ${links.preferences}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px">
${preview ? `<p style="background:#fff4d6;padding:8px"><strong>${e(words.preview)}</strong></p>\n` : ''}<p style="color:#555">${e(firm.name)} · ${e(words.label)}</p>
<h1 style="font-size:24px"><a href="${e(url)}" style="color:#1a1a1a">${e(post.title)}</a></h1>
${coverSrc ? `<p><img src="${e(coverSrc)}" alt="${e(post.cover?.alt ?? '')}" width="600" style="max-width:100%;height:auto"></p>\n` : ''}<p>${e(post.excerpt)}</p>
<p><a href="${e(url)}" style="color:#0b4f8a;font-weight:bold">${e(words.read)}</a></p>
<hr>
<footer style="color:#555;font-size:14px">
<h2 style="font-size:16px">${e(firm.name)}</h2>
<ul>
${facts.map(([key, value]) => `<li>${e(key)}: ${e(value)}</li>`).join('\n')}
</ul>
<p>${e(words.why(site))}</p>
<p><a href="${e(links.preferences)}">${e(words.leave)}</a></p>
</footer>
</body></html>
`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
