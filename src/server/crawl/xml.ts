/**
 * Writing XML text safely: the characters XML 1.0 cannot carry are dropped (control characters,
 * lone surrogates, U+FFFE/U+FFFF), markup characters are escaped, CDATA sections never end early.
 */

// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what this removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A text without the characters an XML document may not contain. */
export const xmlSafe = (text: string): string => text.replace(NOT_XML, '');

/** A text for an element's content or an attribute's value. */
export const escapeXml = (text: string): string => xmlSafe(text).replace(/[&<>"']/g, (character) => ESCAPES[character]);

/** A CDATA section holding the text as it is ("]]>" inside is split across two sections). */
export const cdata = (text: string): string => `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** `<name>text</name>`, escaped; nothing when there is no text. */
export const textElement = (name: string, text: string | null | undefined): string =>
  text === null || text === undefined || text === '' ? '' : `<${name}>${escapeXml(text)}</${name}>`;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
