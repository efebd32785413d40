// What the description editor can hold: exactly the kinds of HTML the server's sanitizer keeps
// (src/server/lib/sanitize.ts), so nothing typed is lost on saving and nothing saved before is lost
// when it is opened again. The sanitizer stays the authority; this only keeps the editor inside it.
import { Node, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** Web, mail and phone links, and addresses on this shop; nothing the sanitizer would strip. */
export function isAllowedHref(raw: string): boolean {
  const url = raw.trim();
  return /^(https?:|mailto:|tel:)/i.test(url) || (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//'));
}

/** Only web, mail and phone links; a bare address becomes https. */
export function normaliseUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url.replace(/^\/+/, '')}`;
}

const attr = (name: string) => ({ default: null, parseHTML: (el: HTMLElement) => el.getAttribute(name) });

/** Pictures saved in a description (https only, as the sanitizer allows) stay where they were. */
const Picture = Node.create({
  name: 'picture',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: false,
  addAttributes: () => ({ src: attr('src'), alt: attr('alt'), width: attr('width'), height: attr('height') }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/** Tables saved in a description are kept as they are: rows of header and data cells of text. */
const tablePart = (name: string, tag: string, content: string, group?: string) =>
  Node.create({
    name,
    content,
    group,
    isolating: true,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

const TABLE = [
  tablePart('table', 'table', 'tableSection+', 'block'),
  tablePart('tableHead', 'thead', 'tableRow+', 'tableSection'),
  tablePart('tableBody', 'tbody', 'tableRow+', 'tableSection'),
  tablePart('tableRow', 'tr', 'tableCell+'),
  tablePart('tableHeaderCell', 'th', 'inline*', 'tableCell'),
  tablePart('tableDataCell', 'td', 'inline*', 'tableCell'),
];

export const descriptionExtensions: Extensions = [
  StarterKit.configure({
    // No code: the sanitizer keeps neither <code> nor <pre>.
    code: false,
    codeBlock: false,
    // No <h1> (the sanitizer drops it); h4 only so that one saved before opens unchanged.
    heading: { levels: [2, 3, 4] },
    // Nothing is added to what the admin wrote.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  Picture,
  ...TABLE,
];

/**
 * The editor's HTML in the shape descriptions have always been saved in: a list item holding one
 * line of text is `<li>text</li>`, not `<li><p>text</p></li>`, and an empty editor is empty.
 */
export function tidyHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const li of Array.from(doc.body.querySelectorAll('li'))) {
    const first = li.firstElementChild;
    if (first?.tagName === 'P' && li.firstChild === first) first.replaceWith(...Array.from(first.childNodes));
  }
  const out = doc.body.innerHTML;
  return out === '<p></p>' ? '' : out;
}
