// The only place server HTML is parsed. DOMParser builds an inert document (scripts do not run,
// images do not load), DOMPurify removes in place what the allowlist does not admit, and the
// tree builder walks what is left. Nothing here is ever serialised back to a string and parsed
// again, which is where mutation XSS lives. In-place sanitising also avoids the deep clone
// DOMPurify makes when it returns a fragment, which overflows the stack in jsdom on very deep
// input.
import createDOMPurify from 'dompurify'
import type { Config, DOMPurify } from 'dompurify'
import { MFM_FLAGS, MFM_VALUES, SAFE_TAGS } from './tree'

// Elements dropped together with everything inside them. DOMPurify's defaults (script, style,
// template, svg, math, noscript, iframe, title, xmp, ...) plus embeds and form controls whose
// text is not content a reader should see.
const DROP_WITH_CONTENT = [
  'annotation-xml',
  'applet',
  'audio',
  'base',
  'canvas',
  'colgroup',
  'datalist',
  'desc',
  'embed',
  'foreignobject',
  'frame',
  'frameset',
  'head',
  'iframe',
  'link',
  'math',
  'meta',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'option',
  'param',
  'picture',
  'plaintext',
  'script',
  'select',
  'selectedcontent',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
  'xmp',
]

// The MFM attributes a span may carry (FEP-c16b); the tree builder reads them only on MFM spans,
// validates each and never renders them.
const MFM_ATTRS = [...new Set([...MFM_FLAGS, ...MFM_VALUES])].map((name) => `data-mfm-${name}`)

// `a` and `br` are admitted here but become their own node kinds in the tree.
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_TAGS, 'a', 'br'],
  // rel, data-user and data-tag are read to classify links and never rendered; class is
  // filtered again against the class allowlist.
  ALLOWED_ATTR: ['href', 'class', 'rel', 'data-user', 'data-tag', ...MFM_ATTRS],
  // Plain values, not URLs: without this DOMPurify holds them to the URL pattern and drops them.
  ADD_URI_SAFE_ATTR: ['rel', 'data-user', 'data-tag', ...MFM_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: DROP_WITH_CONTENT,
  WHOLE_DOCUMENT: false,
  // Both guard HTML that is serialised and used again; the tree builder only reads the
  // cleaned DOM, and id/name (what SANITIZE_DOM checks) are not allowed at all. Off, they
  // save about a third of the time on large content.
  SANITIZE_DOM: false,
  SAFE_FOR_XML: false,
  IN_PLACE: true,
}

let instance: DOMPurify | undefined

// Read lazily, so importing this module outside a DOM (Node tools) does not throw.
// Prototype methods are called with the parsed document as `this` on purpose.
/* eslint-disable @typescript-eslint/unbound-method */
function documentBody(doc: Document): HTMLElement | null {
  const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'body')?.get
  if (getter === undefined) throw new Error('Document.prototype.body is missing')
  return (getter as (this: Document) => HTMLElement | null).call(doc)
}

function createSpan(doc: Document): Element {
  const create = Document.prototype.createElementNS
  return create.call(doc, 'http://www.w3.org/1999/xhtml', 'span')
}
/* eslint-enable @typescript-eslint/unbound-method */

function purifier(): DOMPurify {
  if (instance === undefined) {
    // A private instance: hooks or config set by anything else on the page cannot reach it.
    instance = createDOMPurify(window)
    if (!instance.isSupported) throw new Error('DOMPurify is not supported in this environment')
    // Parsed once: reading the config on every call costs more than sanitising a short status.
    instance.setConfig(PURIFY_CONFIG)
  }
  return instance
}

/**
 * Parses and sanitises server HTML. Returns an element of an inert document whose children
 * are the sanitised content; the element itself is only a container.
 */
export function purifyToElement(html: string): Element {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  // The parsed document holds the attacker's markup, so `doc.body` or `doc.createElement` may
  // be clobbered by <img name="body">: read them through the prototype instead.
  const body = documentBody(doc)
  const root = createSpan(doc)
  if (body === null) return root
  for (let child = body.firstChild; child !== null; child = body.firstChild) root.appendChild(child)
  purifier().sanitize(root, PURIFY_CONFIG)
  return root
}
