/** The one part of jsdom the web server uses (serverDomPurify.ts): a DOM window for DOMPurify. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
