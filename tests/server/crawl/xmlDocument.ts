/** Reading the crawl files back: a strict XML parse (a malformed file throws) and small helpers. */
import { XmlDocument, type XmlElement } from 'xmldoc';

export const parseXml = (text: string): XmlDocument => new XmlDocument(text);

/** The text of a child element (CDATA included), or undefined when there is none. */
export const textOf = (element: XmlElement, name: string): string | undefined => element.childNamed(name)?.val;

export type { XmlElement };
